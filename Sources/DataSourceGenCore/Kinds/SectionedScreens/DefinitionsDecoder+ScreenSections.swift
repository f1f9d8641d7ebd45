/// Decoding of the `sections` of a table or a form: each section's `header`, `footer`,
/// `visibleWhen`, `editableWhen` and non-empty `rows`, the same for both kinds; the rows are each
/// kind's own.
extension DefinitionsDecoder {
    /// What differs between the kinds whose sections these are.
    struct ScreenSectionsShape<Row, SectionKey: ScreenSectionKey> {
        /// `table` or `form`, for the messages.
        var noun: String
        /// What the `visibleWhen` and `editableWhen` of its sections and rows read.
        var condition: ConditionSubject
        /// Reads one row at `path`.
        var decodeRow: (Located<String>, JSONNode, String) -> (Row?, [Diagnostic])
    }

    /// The required, non-empty `sections` of the object `reader` reads.
    func decodeScreenSections<Row, Key: SectionedScreenKey, SectionKey>(
        _ reader: inout JSONObjectReader<Key>, _ shape: ScreenSectionsShape<Row, SectionKey>
    ) -> [ScreenSectionDefinition<Row>] {
        let sections = named(&reader, .sections) { name, node, path in
            decodeScreenSection(name, node, path: path, shape)
        }
        reader.report(contentsOf: sections.diagnostics)
        if let sectionsNode = reader.node(.sections), case .object(let members) = sectionsNode.value, members.isEmpty {
            reader.report(
                .error(
                    at: sectionsNode.location,
                    "`\(reader.childPath(.sections))` is empty; give the \(shape.noun) at least one section with rows")
            )
        }
        return sections.values
    }

    /// `visibleWhen` of a section or row of `shape`'s kind, after the keys the format retired
    /// from it are reported with what replaces them.
    func visibility<Row, SectionKey, Key: VisibilityKey>(
        in reader: inout JSONObjectReader<Key>, _ shape: ScreenSectionsShape<Row, SectionKey>
    ) -> ConditionDefinition? {
        reportRetiredKeys(in: &reader, shape)
        return reader.node(.visibleWhen).flatMap {
            condition($0, path: reader.childPath(.visibleWhen), reading: shape.condition, into: &reader)
        }
    }

    /// `editableWhen` of a section or row whose conditions read `subject`.
    func editability<Key: EditabilityKey>(
        in reader: inout JSONObjectReader<Key>, reading subject: ConditionSubject
    ) -> ConditionDefinition? {
        reader.node(.editableWhen).flatMap {
            condition($0, path: reader.childPath(.editableWhen), reading: subject, into: &reader)
        }
    }

    /// `hidden`, which `visibleWhen` replaced: an error that says what to write instead.
    private func reportRetiredKeys<Row, SectionKey, Key>(
        in reader: inout JSONObjectReader<Key>, _ shape: ScreenSectionsShape<Row, SectionKey>
    ) {
        if let hidden = reader.retiredKey("hidden") {
            var fix = "write `visibleWhen`, which says when it shows"
            if let shown = Self.shownWhen(hidden: hidden) {
                fix = "write \"visibleWhen\": \(shown), which says when it shows"
            }
            reader.report(
                .error(
                    at: hidden.location, "`\(reader.childPath(named: "hidden"))` is replaced by `visibleWhen`; \(fix)"))
        }
    }

    /// The `visibleWhen` value, as JSON text, that shows what `hidden` hid: a string condition
    /// negated (`"!on"` for `"on"`), a comparison with true or false compared with the other one;
    /// `nil` where no value says it (a comparison with anything else, or no condition).
    static func shownWhen(hidden: JSONNode) -> String? {
        switch hidden.value {
        case .string(let text) where !text.isEmpty && text != "!":
            // By scalar, as conditions are read: a leading combining mark fuses with the `!`.
            let shown = text.unicodeScalars.first == "!" ? String(text.unicodeScalars.dropFirst()) : "!" + text
            return JSONStringLiteral.make(shown)
        case .object(let members) where members.count == 2:
            guard case .string(let field)? = members.first(where: { $0.key == "field" })?.value.value,
                case .bool(let equals)? = members.first(where: { $0.key == "equals" })?.value.value
            else { return nil }
            return "{\"field\": \(JSONStringLiteral.make(field)), \"equals\": \(!equals)}"
        default:
            return nil
        }
    }

    private func decodeScreenSection<Row, SectionKey>(
        _ name: Located<String>, _ node: JSONNode, path: String, _ shape: ScreenSectionsShape<Row, SectionKey>
    ) -> (ScreenSectionDefinition<Row>?, [Diagnostic]) {
        var reader = JSONObjectReader<SectionKey>(node, path: path)
        let header = reader.string(.header)
        let footer = reader.string(.footer)
        let visibleWhen = visibility(in: &reader, shape)
        let editableWhen = editability(in: &reader, reading: shape.condition)
        let rows = named(&reader, .rows) { name, node, path in shape.decodeRow(name, node, path) }
        reader.report(contentsOf: rows.diagnostics)
        if let rowsNode = reader.node(.rows), case .object(let members) = rowsNode.value, members.isEmpty {
            reader.report(
                .error(
                    at: rowsNode.location,
                    "`\(reader.childPath(.rows))` is empty; give the section at least one row, or remove the section"))
        }
        let section = ScreenSectionDefinition(
            name: name, header: header, footer: footer, visibleWhen: visibleWhen, editableWhen: editableWhen,
            rows: rows.values)
        return (section, reader.finish())
    }

    /// `options`: an array of titles, `{"enum": "<section enum>"}`, or where the kind's options keys
    /// (`OptionsKey`) take `items`, `{"items": "<type>"}`.
    func decodeOptions<Key, OptionsKey: ScreenOptionsKey>(
        _ node: JSONNode, path: String, keys _: OptionsKey.Type, into reader: inout JSONObjectReader<Key>
    ) -> Located<OptionsDefinition>? {
        switch node.value {
        case .array(let elements):
            var titles: [Located<String>] = []
            for (index, element) in elements.enumerated() {
                guard case .string(let title) = element.value else {
                    reader.report(
                        JSONReading.typeMismatch(
                            at: JSONReading.path(path, appendingIndex: index), expected: "an option title string",
                            found: element))
                    continue
                }
                titles.append(Located(title, at: element.location))
            }
            return Located(.literals(titles), at: node.location)
        case .object:
            var object = JSONObjectReader<OptionsKey>(node, path: path)
            defer { reader.report(contentsOf: object.finish()) }
            let enumName = object.string(.enum)
            guard let itemsKey = OptionsKey.itemsKey else {
                return enumName.map { Located(.sectionEnum($0), at: node.location) }
            }
            let items = object.string(itemsKey)
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
        // One call for each wording, so the diagnostic corpus must reach both (a table row's, a form row's).
        case _ where OptionsKey.itemsKey != nil:
            reader.report(
                JSONReading.typeMismatch(
                    at: path,
                    expected: #"an array of option titles, {"enum": "<section enum>"} or {"items": "<type>"}"#,
                    found: node))
            return nil
        default:
            reader.report(
                JSONReading.typeMismatch(
                    at: path, expected: #"an array of option titles, or {"enum": "<section enum>"}"#, found: node))
            return nil
        }
    }
}

/// Keys of an object that holds screen sections (a table, a form).
protocol SectionedScreenKey: DefinitionKey {
    static var sections: Self { get }
}

/// Keys of an object that takes a `visibleWhen` condition (a section or a row).
protocol VisibilityKey: DefinitionKey {
    static var visibleWhen: Self { get }
}

/// Keys of an object that takes an `editableWhen` condition (a section or a row).
protocol EditabilityKey: DefinitionKey {
    static var editableWhen: Self { get }
}

/// Keys of a screen section: the same for tables and forms.
protocol ScreenSectionKey: VisibilityKey, EditabilityKey {
    static var header: Self { get }
    static var footer: Self { get }
    static var rows: Self { get }
}

/// Keys of a row's `options` object: `enum`, and `items` where the kind takes options held in its
/// state.
protocol ScreenOptionsKey: DefinitionKey {
    static var `enum`: Self { get }
    /// The `items` key, `nil` where the kind takes no `items` options.
    static var itemsKey: Self? { get }
}
