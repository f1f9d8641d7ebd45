/// Decoding of the `sections` of a table or a form: each section's `header`, `footer`,
/// `visibleWhen` and non-empty `rows`, the same for both kinds; the rows are each kind's own.
extension DefinitionsDecoder {
    /// What differs between the kinds whose sections these are.
    struct ScreenSectionsShape<Row> {
        /// `table` or `form`, for the messages.
        var noun: String
        /// What a section's `visibleWhen` reads.
        var condition: ConditionSubject
        /// Reads one row at `path`.
        var decodeRow: (Located<String>, JSONNode, String) -> (Row?, [Diagnostic])
        /// Reports keys of a section or row the format no longer takes, with their replacement.
        var reportRetiredKeys: (inout JSONObjectReader) -> Void = { _ in }
    }

    /// The required, non-empty `sections` of the object `reader` reads.
    func decodeScreenSections<Row>(_ reader: inout JSONObjectReader, _ shape: ScreenSectionsShape<Row>)
        -> [ScreenSectionDefinition<Row>]
    {
        let path = reader.path
        let sections = named(&reader, "sections", .required) { name, node in
            decodeScreenSection(name, node, path: path, shape)
        }
        reader.report(contentsOf: sections.diagnostics)
        if let sectionsNode = reader.node("sections"), case .object(let members) = sectionsNode.value, members.isEmpty {
            reader.report(
                .error(
                    at: sectionsNode.location,
                    "`\(reader.childPath("sections"))` is empty; give the \(shape.noun) at least one section with rows")
            )
        }
        return sections.values
    }

    /// `visibleWhen` of a section or row of `shape`'s kind, after its retired keys are reported.
    func visibility<Row>(in reader: inout JSONObjectReader, _ shape: ScreenSectionsShape<Row>) -> ConditionDefinition? {
        shape.reportRetiredKeys(&reader)
        return reader.node("visibleWhen").flatMap {
            condition($0, path: reader.childPath("visibleWhen"), reading: shape.condition, into: &reader)
        }
    }

    private func decodeScreenSection<Row>(
        _ name: Located<String>, _ node: JSONNode, path: String, _ shape: ScreenSectionsShape<Row>
    ) -> (ScreenSectionDefinition<Row>?, [Diagnostic]) {
        var reader = JSONObjectReader(
            node, path: JSONObjectReader.path(JSONObjectReader.path(path, appending: "sections"), appending: name.value)
        )
        let header = reader.string("header")
        let footer = reader.string("footer")
        let visibleWhen = visibility(in: &reader, shape)
        let sectionPath = reader.path
        let rows = named(&reader, "rows", .required) { name, node in shape.decodeRow(name, node, sectionPath) }
        reader.report(contentsOf: rows.diagnostics)
        if let rowsNode = reader.node("rows"), case .object(let members) = rowsNode.value, members.isEmpty {
            reader.report(
                .error(
                    at: rowsNode.location,
                    "`\(reader.childPath("rows"))` is empty; give the section at least one row, or remove the section"))
        }
        let section = ScreenSectionDefinition(
            name: name, header: header, footer: footer, visibleWhen: visibleWhen, rows: rows.values)
        return (section, reader.finish())
    }

    /// `options`: an array of titles, `{"enum": "<section enum>"}`, or where `allowsItems` (tables),
    /// `{"items": "<type>"}`.
    func decodeOptions(_ node: JSONNode, path: String, allowsItems: Bool, into reader: inout JSONObjectReader)
        -> Located<OptionsDefinition>?
    {
        switch node.value {
        case .array(let elements):
            var titles: [Located<String>] = []
            for (index, element) in elements.enumerated() {
                guard case .string(let title) = element.value else {
                    reader.report(
                        JSONObjectReader.typeMismatch(
                            at: JSONObjectReader.path(path, appendingIndex: index), expected: "an option title string",
                            found: element))
                    continue
                }
                titles.append(Located(title, at: element.location))
            }
            return Located(.literals(titles), at: node.location)
        case .object:
            var object = JSONObjectReader(node, path: path)
            defer { reader.report(contentsOf: object.finish()) }
            guard allowsItems else {
                return object.string("enum", .required).map { Located(.sectionEnum($0), at: node.location) }
            }
            let enumName = object.string("enum")
            let items = object.string("items")
            switch (enumName, items) {
            case (let enumName?, nil): return Located(.sectionEnum(enumName), at: node.location)
            case (nil, let items?): return Located(.items(items), at: node.location)
            case (_?, let items?):
                reader.report(.error(at: items.location, "`\(path)` gives both `enum` and `items`; keep one of them"))
            case (nil, nil):
                reader.report(
                    .error(
                        at: node.location,
                        "`\(path)` needs `enum` (a section enum's cases) or `items` (a type whose values the state holds)"
                    ))
            }
            return nil
        default:
            let expected =
                allowsItems
                ? "an array of option titles, {\"enum\": \"<section enum>\"} or {\"items\": \"<type>\"}"
                : "an array of option titles, or {\"enum\": \"<section enum>\"}"
            reader.report(JSONObjectReader.typeMismatch(at: path, expected: expected, found: node))
            return nil
        }
    }
}
