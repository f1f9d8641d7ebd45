/// The keys of a table row: each is one its kind takes, and the kind has the keys it needs.
extension ValidationContext {
    /// `cell` an app class, `items` and `options` where the kind needs them, and only the keys the
    /// kind takes, as the schema's `x-appliesTo` lists them (``SchemaKeys/TableRow/appliesTo``).
    mutating func checkKeys(of row: ResolvedTableRow, path: String) {
        let definition = row.definition
        let kind = definition.kind.value
        if let cell = definition.cell {
            switch row.cell {
            case .appType, .unresolved: break  // an unresolved name was reported while resolving
            default:
                error(
                    cell.location,
                    "`\(path).cell` is `\(row.cell.swiftText)`, which is not a cell class; declare the app's `UITableViewCell` subclass under `types` (for example \"types\": { \"SwitchCell\": {} }) and name it here"
                )
            }
        }
        switch kind {
        case .array:
            if definition.items == nil {
                error(
                    definition.kind.location,
                    "`\(path)` is an array row without `items`; add \"items\": \"<entity or type>\", the type of the elements it shows one row each"
                )
            }
        case .radio where definition.options == nil:
            error(definition.kind.location, "`\(path)` is a radio row without `options`; \(Self.optionsFix)")
        case .accordion where definition.options == nil:
            error(definition.kind.location, "`\(path)` is an accordion row without `options`; \(Self.optionsFix)")
        case .radio, .accordion, .basic, .static:
            break
        }
        for (key, kinds) in SchemaKeys.TableRow.appliesTo where !kinds.contains(kind) {
            guard let location = definition.limitedKeys[key] else { continue }
            error(location, Self.misplacedKeyMessage(key, takers: kinds, row: definition, path: path))
        }
    }

    /// How to give a radio or accordion row its options.
    private static let optionsFix =
        #"add "options": ["First", "Second"], {"enum": "<section enum>"} or {"items": "<type>"}"#

    /// Why `key` does not belong on `row`, whose kind is not among `takers`, and what to write instead.
    private static func misplacedKeyMessage(
        _ key: SchemaKeys.TableRow, takers: [TableRowDefinition.Kind], row: TableRowDefinition, path: String
    ) -> String {
        let kind = row.kind.value
        let rows = Self.listed(takers.map(\.rawValue)) + " rows"
        switch key {
        case .items:
            let fix =
                kind == .radio || kind == .accordion
                ? "for options held in the state write \"options\": {\"items\": \"\(row.items?.value ?? "")\"}"
                : "remove it, or make the row \"kind\": \"\(takers[0].rawValue)\""
            return "`\(path).items` applies to \(rows) only, and this row is \(kind.rawValue); \(fix)"
        case .toggles:
            return
                "`\(path).toggles` applies to \(rows) only, whose switch turns the flag on and off, and this row is \(kind.rawValue); remove it, or make the row \"kind\": \"\(takers[0].rawValue)\""
        case .reuseIdentifier where kind == .static:
            return
                "`\(path)` is a static row, whose cell the app makes and the table never dequeues; remove \"reuseIdentifier\", or make the row \"kind\": \"\(takers[0].rawValue)\" to dequeue its cell"
        case .initial:
            return "`\(path).initial` applies to \(rows), and this row is \(kind.rawValue); remove it"
        default:
            return
                "`\(path).\(key.rawValue)` applies to \(rows) only, and this row is \(kind.rawValue); remove it, or make the row \"kind\": \"\(takers[0].rawValue)\""
        }
    }

    /// "a", "a and b", "a, b and c".
    private static func listed(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }
}
