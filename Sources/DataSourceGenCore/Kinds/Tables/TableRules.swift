/// Rules for one table screen: every row kind has what it needs and nothing it ignores, names are
/// unique where they become Swift names, and one reuse identifier means one cell type.
extension ValidationContext {
    /// `uikit`: whether the file asks for UIKit, which dequeues every row's cell.
    mutating func check(_ table: ResolvedTable, nestedTypes: Set<String>, uikit: Bool) {
        let path = "tables.\(table.definition.name.value)"
        checkNames(
            table.sections.map { ($0.definition.name, "section") }, swiftName: GeneratedNames.caseName, scope: "case")
        // Rows become cases of one `Row` enum, and flags and stateful rows properties of one
        // `TableState`: both share a namespace across the table's sections.
        let rowNames = table.rows.map { ($0.definition.name, "row") }
        checkNames(
            table.flags.map { ($0.definition.name, "flag") } + rowNames, swiftName: GeneratedNames.memberName,
            scope: "member")
        checkMembers(
            table.sections.map(\.definition.name), swiftName: GeneratedNames.caseName,
            reserved: ScreenSectionNames.sectionMembers, kind: "section", owner: "\(table.typeName).SectionID")
        checkMembers(
            table.rows.map(\.definition.name), swiftName: GeneratedNames.caseName,
            reserved: TableKind.rowMembers, kind: "row", owner: "\(table.typeName).Row")
        checkHandlerNames(of: table)
        checkOptionsProperties(of: table)
        checkNestedNameShadowing(in: table, nestedTypes: nestedTypes, path: path)
        checkCells(of: table, path: path, uikit: uikit)
        var cellByReuseIdentifier: [String: (cell: ResolvedType, row: ResolvedTableRow)] = [:]
        let checks = ScreenConditionChecks<ResolvedTableRow>(
            condition: { $0.check($1, key: $2) },
            sectionEditability: { $0.checkEditability(of: $1, condition: $2, path: $3) },
            rowEditability: { $0.checkEditability(of: $1, condition: $2, path: $3) },
            row: { context, row, rowPath in
                context.checkKeys(of: row, path: rowPath)
                context.checkContent(of: row, path: rowPath)
                // The app makes a static row's cell; it is never dequeued, so it registers nothing.
                guard row.definition.cell != nil, row.definition.kind.value != .static else { return }
                if let first = cellByReuseIdentifier[row.reuseIdentifier], first.cell != row.cell {
                    let location =
                        row.definition.reuseIdentifier?.location ?? row.definition.cell?.location
                        ?? row.definition.name.location
                    let firstAt = first.row.definition.name.location
                    context.error(
                        location,
                        "`\(rowPath)` dequeues reuse identifier \"\(row.reuseIdentifier)\" as `\(row.cell.swiftText)`, but row `\(first.row.definition.name.value)` (\(firstAt.line):\(firstAt.column)) registers it for `\(first.cell.swiftText)`; one identifier can hold one cell class, so give this row its own \"reuseIdentifier\""
                    )
                } else if cellByReuseIdentifier[row.reuseIdentifier] == nil {
                    cellByReuseIdentifier[row.reuseIdentifier] = (row.cell, row)
                }
            })
        checkSections(table.sections, path: path, checks: checks)
    }

    /// A flag is on or off: a condition's `equals` compares it with true or false only.
    private mutating func check(_ condition: ResolvedTableCondition, key: String) {
        guard case .equals(let literal) = condition.definition.test else { return }
        if case .bool = literal.value { return }
        error(
            literal.location,
            "`\(key).equals` compares the flag `\(condition.definition.field.value)` with something other than true or false; write true or false"
        )
    }

    /// A cell for every row with `uikit`, which dequeues them; without it, cells for every row or
    /// for none (a table's `Handlers` fill a cell per row). A static row is never dequeued: without
    /// `cell`, UIKit's data source makes it a plain cell showing its title.
    private mutating func checkCells(of table: ResolvedTable, path: String, uikit: Bool) {
        let named = table.rows.filter { $0.definition.cell != nil }
        guard uikit || !named.isEmpty else { return }
        for section in table.sections {
            for row in section.rows where row.definition.cell == nil && row.definition.kind.value != .static {
                let rowPath = section.path(of: row, in: path)
                let why =
                    uikit
                    ? "`uikit` dequeues every row's cell"
                    : "row `\(named[0].definition.name.value)` names its cell, and `Handlers` fill one per row; or remove `cell` from every row, as a table without `uikit` needs none"
                error(
                    row.definition.name.location,
                    "`\(rowPath)` has no `cell`; add \"cell\": \"<cell class>\" (a type declared under `types`, for example \"SwitchCell\"): \(why)"
                )
            }
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
                    warning(
                        title.location,
                        "`\(path).options` lists \"\(title.value)\" twice; users cannot tell the two rows apart, so rename or remove one"
                    )
                }
            case .sectionEnum(let section):
                if section.cases.isEmpty, let location = row.definition.options?.location {
                    error(
                        location,
                        "`\(path).options` names `\(section.definition.name.value)`, which has no cases; add cases to the section enum"
                    )
                }
            case .items(let element):
                checkElement(element, path: "\(path).options.items")
                if case .accordion = row.content, let location = row.definition.options?.location {
                    error(
                        location,
                        "`\(path).options` takes its options from the state (`items`), but an accordion's options are fixed; list titles ([\"First\", \"Second\"]) or name a section enum ({\"enum\": \"<section enum>\"}), or make the row \"kind\": \"radio\""
                    )
                }
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
            fix =
                missing.contains(.identifiable)
                ? "give `\(name)` an \"id\" field" : "use Hashable, Sendable field types in `\(name)`"
        case .appType(let name):
            fix = "if the app's type conforms, add them to `types.\(name).conformances`"
        default:
            fix = "name an entity with an \"id\", or an app type declared under `types` with those conformances"
        }
        error(
            element.location,
            "`\(path)` is `\(element.type.swiftText)`, which is not \(names); a table row carries its element and is told apart by its `id`, so \(fix)"
        )
    }
}

/// `editableWhen` disables what a row does: its switch, its radio or accordion choice, its
/// selection handler. On a row that does none of them, or a section none of whose rows does, it
/// would say nothing.
extension ValidationContext {
    mutating func checkEditability(of row: ResolvedTableRow, condition: ResolvedTableCondition, path: String) {
        guard !row.actsOnTaps else { return }
        error(
            condition.definition.field.location,
            "`\(path).editableWhen` says when the row can change the state or be selected, and it does neither (no `toggles`, no \"select\": true, not a radio or accordion); remove it, or give the row `toggles` or \"select\": true"
        )
    }

    mutating func checkEditability(of section: ResolvedTableSection, condition: ResolvedTableCondition, path: String) {
        guard !section.rows.contains(where: \.actsOnTaps) else { return }
        error(
            condition.definition.field.location,
            "`\(path).editableWhen` says when the section's rows can change the state or be selected, and none of them does (no `toggles`, no \"select\": true, no radio or accordion); remove it, or give a row `toggles` or \"select\": true"
        )
    }
}

extension ResolvedTableRow {
    /// Whether the row does something `editableWhen` can stop: a switch, a radio or accordion
    /// choice, a selection handler.
    var actsOnTaps: Bool {
        if definition.toggles != nil || definition.selectable?.value == true { return true }
        return definition.kind.value == .radio || definition.kind.value == .accordion
    }
}
