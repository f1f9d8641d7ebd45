/// Resolution of table screens: Swift names for sections, rows and flags, the flags conditions
/// and switches read, the element types of array rows and the options of radio and accordion rows.
extension ResolutionContext {
    /// The table with every reference resolved; references that name nothing are reported here,
    /// rules about what a kind needs are left to validation.
    mutating func resolveTable(_ table: TableDefinition) -> ResolvedTable {
        let path = "tables.\(table.name.value)"
        let flags = table.flags.map {
            ResolvedTableFlag(definition: $0, swiftName: GeneratedNames.memberName($0.name.value))
        }
        let sections = resolveScreenSections(
            table.sections, path: path,
            subject: { $0.flag($1, flags: flags, key: $2) },
            row: { $0.resolveTableRow($1, flags: flags, path: $2) })
        return ResolvedTable(
            definition: table, typeName: GeneratedNames.typeName(table.name.value), flags: flags, sections: sections)
    }

    private mutating func resolveTableRow(_ row: TableRowDefinition, flags: [ResolvedTableFlag], path: String)
        -> ResolvedTableRow
    {
        let cell =
            row.cell.map {
                resolveType(
                    at: TypeSite(text: $0, path: "\(path).cell", declaration: "{}"),
                    advice: "name the cell class, for example \"SwitchCell\"")
            } ?? .unresolved("")
        let content: ResolvedTableRow.Content
        switch row.kind.value {
        case .basic: content = .basic
        case .static: content = .static
        case .array:
            content = row.items.map { .array(element($0, path: "\(path).items")) } ?? .incomplete
        case .radio, .accordion:
            if let options = row.options.flatMap({
                resolveScreenOptions($0.value, path: "\(path).options") {
                    $0.element($1, path: "\(path).options.items")
                }
            }) {
                content = row.kind.value == .radio ? .radio(options) : .accordion(options)
            } else {
                content = .incomplete
            }
        }
        // A static row without a cell class gets UIKit's plain cell, from the data source.
        let plainCell = row.cell == nil && row.kind.value == .static
        return ResolvedTableRow(
            definition: row, caseName: GeneratedNames.caseName(row.name.value), content: content, cell: cell,
            reuseIdentifier: row.reuseIdentifier?.value ?? (plainCell ? "UITableViewCell" : cell.swiftText),
            visibleWhen: resolveCondition(row.visibleWhen, key: "\(path).visibleWhen") {
                $0.flag($1, flags: flags, key: $2)
            },
            editableWhen: resolveCondition(row.editableWhen, key: "\(path).editableWhen") {
                $0.flag($1, flags: flags, key: $2)
            },
            toggledFlagIndex: row.toggles.flatMap { flagIndex($0, flags: flags, key: "\(path).toggles") },
            initialOption: initialOption(of: row, content: content, path: path))
    }

    /// The option a radio row starts on (see ``ResolvedTableRow/initialOption``), after reporting an
    /// `initial` that names no option or that options held in the state cannot take.
    private mutating func initialOption(of row: TableRowDefinition, content: ResolvedTableRow.Content, path: String)
        -> Int?
    {
        switch content {
        case .radio(.items):
            if let initial = row.initial {
                error(
                    initial.location,
                    "`\(path).initial` cannot choose among options held in the state, which are not known until they load; remove it: the row selects the first option once there are some, and the app may set another in the state"
                )
            }
            return nil
        case .radio(let options):
            guard let initial = row.initial else {
                switch options {
                case .literals(let titles): return titles.isEmpty ? nil : 0
                case .sectionEnum(let section): return section.cases.isEmpty ? nil : 0
                case .items: return nil
                }
            }
            return position(ofInitial: initial, among: options, path: path) ?? 0
        default:
            return nil  // a kind that takes no `initial` is refused with the keys it does not take
        }
    }

    /// The element type of an array row or of `items` options, resolved like a field type.
    private mutating func element(_ text: Located<String>, path: String) -> ResolvedTableElement {
        let type = resolveType(
            at: TypeSite(
                text: text, path: path, declaration: #"{ "conformances": ["Identifiable", "Hashable", "Sendable"] }"#),
            advice: "name an entity of this file or an app type declared under `types`")
        return ResolvedTableElement(
            type: type, conformances: type.conformances(declared: declaredConformances), location: text.location)
    }

    /// The flag a condition reads, or `nil` after reporting a flag the table lacks.
    private mutating func flag(_ name: Located<String>, flags: [ResolvedTableFlag], key: String) -> ResolvedTableFlag? {
        flagIndex(name, flags: flags, key: key).map { flags[$0] }
    }

    /// The position of the flag `key` names, or `nil` after reporting a flag the table lacks.
    private mutating func flagIndex(_ flag: Located<String>, flags: [ResolvedTableFlag], key: String) -> Int? {
        if let index = flags.firstIndex(where: { $0.definition.name.value == flag.value }) { return index }
        let fix =
            flags.isEmpty
            ? "declare it under the table's `flags` (for example \"flags\": { \"\(flag.value)\": false })"
            : "declare it under the table's `flags` or fix the name"
        error(
            flag.location,
            "`\(key)` reads the flag `\(flag.value)`, which the table does not declare\(didYouMean(flag.value, among: flags.map(\.definition.name.value))); \(fix)"
        )
        return nil
    }
}
