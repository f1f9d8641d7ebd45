/// Names in a table's generated namespace: the options properties beside the state's members,
/// the handler methods, and the nested types that app types must not shadow.
extension ValidationContext {
    /// A radio row over `items` keeps its options in the state as `<row>Options`, beside the flags
    /// and the other rows' properties.
    mutating func checkOptionsProperties(of table: ResolvedTable) {
        var owners: [String: ResolvedTableRow] = [:]
        for row in table.rows {
            if case .radio(.items) = row.content { owners[GeneratedNames.optionsName(ofRow: row.caseName)] = row }
        }
        guard !owners.isEmpty else { return }
        let names = table.flags.map { ($0.definition.name, "flag") } + table.rows.map { ($0.definition.name, "row") }
        for (name, kind) in names {
            guard let owner = owners[GeneratedNames.memberName(name.value)] else { continue }
            error(
                name.location,
                "\(kind) `\(name.value)` would be the state property `\(GeneratedNames.memberName(name.value))`, which holds the options of radio row `\(owner.definition.name.value)`; rename one of them"
            )
        }
    }

    /// Handler methods are named after rows (`configureWifi`); uppercasing a first letter can
    /// merge two case names that differ (`ßx` and `sSx` both give `SSx`).
    mutating func checkHandlerNames(of table: ResolvedTable) {
        var firstBySuffix: [String: ResolvedTableRow] = [:]
        for row in table.rows {
            let suffix = GeneratedNames.handlerSuffix(ofRow: row.caseName)
            guard let first = firstBySuffix[suffix] else {
                firstBySuffix[suffix] = row
                continue
            }
            guard first.caseName != row.caseName else { continue }  // reported as a name collision
            let at = first.definition.name.location
            error(
                row.definition.name.location,
                "rows `\(row.definition.name.value)` and `\(first.definition.name.value)` (\(at.line):\(at.column)) both get handler methods named `configure\(suffix)`; rename one of them"
            )
        }
    }

    /// Inside the table's namespace `SectionID`, `Row`, `TableState`, `RowHandlers`, `Handlers` and `ID`
    /// (and with SwiftUI `Model`, `TableView` and the view's other types) are the table's own
    /// types, so a cell, element or options type of that name would silently mean them.
    mutating func checkNestedNameShadowing(in table: ResolvedTable, nestedTypes: Set<String>, path: String) {
        for section in table.sections {
            for row in section.rows {
                let rowPath = section.path(of: row, in: path)
                var used: [(Located<String>?, String, String)] = [(row.definition.cell, row.cell.swiftText, "cell")]
                switch row.content {
                case .array(let element): used.append((row.definition.items, element.type.swiftText, "items"))
                case .radio(.items(let element)), .accordion(.items(let element)):
                    used.append(
                        (
                            row.definition.options.map { Located(element.type.swiftText, at: $0.location) },
                            element.type.swiftText, "options"
                        ))
                case .radio(.sectionEnum(let section)), .accordion(.sectionEnum(let section)):
                    used.append(
                        (
                            row.definition.options.map { Located(section.typeName, at: $0.location) }, section.typeName,
                            "options"
                        ))
                default: break
                }
                for case let (located?, swiftText, key) in used {
                    let head = String(swiftText.prefix { $0 != "." && $0 != "<" && $0 != "?" && $0 != "[" })
                    guard nestedTypes.contains(head) else { continue }
                    error(
                        located.location,
                        "`\(rowPath).\(key)` names `\(head)`, which inside `\(table.typeName)` means the table's own `\(table.typeName).\(head)`; rename the app's type or the entity (for example `My\(head)`)"
                    )
                }
            }
        }
    }
}
