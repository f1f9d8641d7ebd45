/// Rules for one table screen: every row kind has what it needs and nothing it ignores, names are
/// unique where they become Swift names, and one reuse identifier means one cell type.
extension ValidationContext {
    mutating func check(_ table: ResolvedTable) {
        let path = "tables.\(table.definition.name.value)"
        checkNames(table.sections.map { ($0.definition.name, "section") }, swiftName: GeneratedNames.caseName, scope: "case")
        // Rows become cases of one `Row` enum, and flags and stateful rows properties of one
        // `State`: both share a namespace across the table's sections.
        let rowNames = table.rows.map { ($0.definition.name, "row") }
        checkNames(table.flags.map { ($0.definition.name, "flag") } + rowNames, swiftName: GeneratedNames.memberName, scope: "member")
        var cellByReuseIdentifier: [String: (cell: ResolvedType, row: ResolvedTableRow)] = [:]
        for section in table.sections {
            for row in section.rows {
                let rowPath = "\(path).sections.\(section.definition.name.value).rows.\(row.definition.name.value)"
                checkKeys(of: row, path: rowPath)
                checkContent(of: row, path: rowPath)
                guard row.definition.cell != nil else { continue }
                if let first = cellByReuseIdentifier[row.reuseIdentifier], first.cell != row.cell {
                    let location = row.definition.reuseIdentifier?.location ?? row.definition.cell?.location ?? row.definition.name.location
                    let firstAt = first.row.definition.name.location
                    error(location, "`\(rowPath)` dequeues reuse identifier \"\(row.reuseIdentifier)\" as `\(row.cell.swiftText)`, but row `\(first.row.definition.name.value)` (\(firstAt.line):\(firstAt.column)) registers it for `\(first.cell.swiftText)`; one identifier can hold one cell class, so give this row its own \"reuseIdentifier\"")
                } else if cellByReuseIdentifier[row.reuseIdentifier] == nil {
                    cellByReuseIdentifier[row.reuseIdentifier] = (row.cell, row)
                }
            }
        }
    }

    /// A cell for every row, and `items` / `options` exactly where the kind reads them.
    private mutating func checkKeys(of row: ResolvedTableRow, path: String) {
        let definition = row.definition
        let kind = definition.kind.value
        if definition.cell == nil {
            error(definition.name.location, "`\(path)` has no `cell`; add \"cell\": \"<cell class>\" (a type declared under `types`, for example \"SwitchCell\")")
        }
        switch kind {
        case .array:
            if definition.items == nil {
                error(definition.kind.location, "`\(path)` is an array row without `items`; add \"items\": \"<entity or type>\", the type of the elements it shows one row each")
            }
        case .radio, .accordion:
            if definition.options == nil {
                error(definition.kind.location, "`\(path)` is \(kind == .radio ? "a radio" : "an accordion") row without `options`; add \"options\": [\"First\", \"Second\"], {\"enum\": \"<section enum>\"} or {\"items\": \"<type>\"}")
            }
        case .basic, .static:
            break
        }
        if let items = definition.items, kind != .array {
            let fix = kind == .radio || kind == .accordion ? "for options held in the state write \"options\": {\"items\": \"\(items.value)\"}" : "remove it, or make the row \"kind\": \"array\""
            error(items.location, "`\(path).items` applies to array rows only, and this row is \(kind.rawValue); \(fix)")
        }
        if let options = definition.options, kind != .radio, kind != .accordion {
            error(options.location, "`\(path).options` applies to radio and accordion rows only, and this row is \(kind.rawValue); remove it, or make the row \"kind\": \"radio\"")
        }
    }

    /// Options that can be chosen, and elements the generated `Row` enum can carry.
    private mutating func checkContent(of row: ResolvedTableRow, path: String) {
        switch row.content {
        case .array(let element):
            checkElement(element, path: "\(path).items")
        case .radio(let options), .accordion(let options):
            switch options {
            case .literals(let titles):
                if titles.isEmpty, let location = row.definition.options?.location {
                    error(location, "`\(path).options` is empty; give at least one option title")
                }
                var seen: Set<String> = []
                for title in titles where !seen.insert(title.value).inserted {
                    warning(title.location, "`\(path).options` lists \"\(title.value)\" twice; users cannot tell the two rows apart, so rename or remove one")
                }
            case .sectionEnum(let section):
                if section.cases.isEmpty, let location = row.definition.options?.location {
                    error(location, "`\(path).options` names `\(section.definition.name.value)`, which has no cases; add cases to the section enum")
                }
            case .items(let element):
                checkElement(element, path: "\(path).options.items")
            }
        case .basic, .static, .incomplete:
            break
        }
    }

    /// Rows carry elements in a `Hashable`, `Sendable` enum and are told apart by `id`.
    private mutating func checkElement(_ element: ResolvedTableElement, path: String) {
        let missing = [Conformance.identifiable, .hashable, .sendable].filter { !element.conformances.contains($0) }
        guard !missing.isEmpty else { return }
        let names = missing.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        let fix: String
        switch element.type {
        case .entity(let name):
            fix = missing.contains(.identifiable) ? "give `\(name)` an \"id\" field" : "use Hashable, Sendable field types in `\(name)`"
        case .appType(let name):
            fix = "if the app's type conforms, add them to `types.\(name).conformances`"
        default:
            fix = "name an entity with an \"id\", or an app type declared under `types` with those conformances"
        }
        error(element.location, "`\(path)` is `\(element.type.swiftText)`, which is not \(names); a table row carries its element and is told apart by its `id`, so \(fix)")
    }
}
