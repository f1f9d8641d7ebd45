/// Decoding of `tables`: seed 003's table schemes (sections of basic, array, radio, accordion and
/// static rows), with the shape of every value checked here and the references left to resolution.
extension DefinitionsDecoder {
    func decodeTable(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (TableDefinition?, [Diagnostic]) {
        var reader = JSONObjectReader<SchemaKeys.Table>(node, path: path)
        var flags: [TableFlagDefinition] = []
        if var flagReader = reader.object(.flags, as: ChosenNames.self) {
            for member in flagReader.readAllMembers() {
                guard case .bool(let value) = member.value.value else {
                    flagReader.report(
                        JSONReading.typeMismatch(
                            at: flagReader.childPath(named: member.key),
                            expected: "the flag's initial value, true or false",
                            found: member.value))
                    continue
                }
                flags.append(
                    TableFlagDefinition(
                        name: Located(member.key, at: member.keyLocation),
                        initialValue: Located(value, at: member.value.location)))
            }
            reader.report(contentsOf: flagReader.finish())
        }
        let sections = decodeScreenSections(&reader, tableShape)
        return (TableDefinition(name: name, flags: flags, sections: sections), reader.finish())
    }

    /// A table's sections: conditions on its flags.
    private var tableShape: ScreenSectionsShape<TableRowDefinition, SchemaKeys.TableSection> {
        ScreenSectionsShape(noun: "table", condition: .tableFlag) { name, node, path in
            decodeTableRow(name, node, path)
        }
    }

    private func decodeTableRow(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        TableRowDefinition?, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.TableRow>(node, path: path)
        let kind = reader.string(.kind).flatMap {
            enumValue($0, TableRowDefinition.Kind.self, key: reader.childPath(.kind), into: &reader)
        }
        // Every key is read even when the row is dropped, so all its problems are reported.
        let cell = reader.string(.cell)
        let reuseIdentifier = reader.string(.reuseIdentifier)
        if let reuse = reuseIdentifier, reuse.value.isEmpty {
            reader.report(
                .error(
                    at: reuse.location,
                    "`\(reader.childPath(.reuseIdentifier))` is empty; remove it to use the cell type's name, or give a non-empty identifier"
                ))
        }
        let items = reader.string(.items)
        let optionsNode = reader.node(.options)
        let options = optionsNode.flatMap {
            decodeOptions($0, path: reader.childPath(.options), keys: SchemaKeys.TableOptions.self, into: &reader)
        }
        let selectable = reader.bool(.select)
        let initial = reader.string(.initial)
        let height = reader.node(.height).flatMap { decodeHeight($0, path: reader.childPath(.height), into: &reader) }
        let toggles = reader.string(.toggles)
        let visibleWhen = visibility(in: &reader, tableShape)
        let editableWhen = editability(in: &reader, reading: .tableFlag)
        // Without a kind, or with options given but malformed (already reported), the row is
        // dropped rather than reported again as a row without options.
        guard let kind, optionsNode == nil || options != nil else { return (nil, reader.finish()) }
        var row = TableRowDefinition(name: name, kind: kind)
        row.cell = cell
        row.reuseIdentifier = reuseIdentifier
        row.items = items
        row.options = options
        row.selectable = selectable
        row.initial = initial
        row.height = height
        row.toggles = toggles
        row.visibleWhen = visibleWhen
        row.editableWhen = editableWhen
        row.limitedKeys = reader.valueLocations(of: SchemaKeys.TableRow.appliesTo.map(\.key))
        return (row, reader.finish())
    }

    /// `height`: a positive number of points, or `"handler"` for a typed height handler.
    private func decodeHeight(
        _ node: JSONNode, path: String, into reader: inout JSONObjectReader<SchemaKeys.TableRow>
    ) -> Located<TableRowDefinition.Height>? {
        switch node.value {
        case .number(let number):
            let points = number.doubleValue
            let heights = SchemaKeys.TableRow.Bounds.height
            guard heights.contains(points), points.isFinite else {
                reader.report(
                    .error(
                        at: node.location,
                        "`\(path)` must be a number of points, \(heights.phrase), found \(number.literal)"))
                return nil
            }
            return Located(.fixed(points), at: node.location)
        case .string(SchemaKeys.TableRow.Constants.height):
            return Located(.handler, at: node.location)
        default:
            let handler = SchemaKeys.TableRow.Constants.height
            reader.report(
                JSONReading.typeMismatch(
                    at: path, expected: "a number of points, or \"\(handler)\" for a height handler", found: node))
            return nil
        }
    }
}
