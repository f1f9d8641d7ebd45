/// Reads the parsed JSON of a definitions file into ``Definitions``, reporting every shape problem
/// (wrong value types, missing and unknown keys with "did you mean", bad enum values) at once.
///
/// The format's vocabulary is declared once, in the JSON Schema (`Schema/datasources.schema.json`),
/// from which `docs/Definitions.md` is rendered and ``SchemaKeys`` generated: every read names a
/// key of the object's enum there, so the decoder cannot read a key the schema lacks; the reader
/// reports a missing key when the schema requires it; and a key's values are read as the enum
/// generated from the schema's list of them. `SchemaAgreementTests` checks the converse by
/// behaviour, for every object it finds in the schema: given an unknown key, it lists exactly the
/// schema's keys as the ones it takes; empty, it is missing exactly the schema's required keys;
/// and a value a list lacks is refused naming exactly the list.
package struct DefinitionsDecoder: Sendable {
    package init() {}

    /// Parses and decodes `text`; `definitions` is `nil` only when the text is not JSON5 at all.
    package func decode(_ text: String, file: String) -> (definitions: Definitions?, diagnostics: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: file)
        } catch {
            return (nil, [error.diagnostic])
        }
        var reader = JSONObjectReader<SchemaKeys.File>(root, path: "")
        _ = reader.string(.schema)
        let options = reader.withObject(.options, as: SchemaKeys.Options.self) { decodeOptions(&$0) } ?? FileOptions()
        let appTypes = named(&reader, .types) { name, node, path in decodeAppType(name, node, path) }
        let entities = named(&reader, .entities) { name, node, path in decodeEntity(name, node, path) }
        let sections = named(&reader, .sections) { name, node, path in decodeSection(name, node, path) }
        var declarations = DeclarationLists<DeclarationStage.Defined>()
        var kindDiagnostics: [Diagnostic] = []
        for kind in DeclarationKinds.all {
            kindDiagnostics += kind.decodeAll(from: &reader, by: self, into: &declarations)
        }
        var diagnostics = reader.finish()
        diagnostics += appTypes.diagnostics + entities.diagnostics + sections.diagnostics + kindDiagnostics
        var definitions = Definitions(
            file: file, options: options, entities: entities.values, sections: sections.values,
            appTypes: appTypes.values)
        definitions.declarations = declarations
        return (definitions, diagnostics.sorted())
    }

    /// Decodes an object whose keys are declaration names, keeping declaration order; `decodeOne`
    /// gets each name, its value and its key path.
    func named<Key, T>(
        _ reader: inout JSONObjectReader<Key>, _ key: Key,
        _ decodeOne: (Located<String>, JSONNode, String) -> (T?, [Diagnostic])
    ) -> (values: [T], diagnostics: [Diagnostic]) {
        guard var group = reader.object(key, as: ChosenNames.self) else { return ([], []) }
        var values: [T] = []
        var diagnostics: [Diagnostic] = []
        for member in group.readAllMembers() {
            let (value, found) = decodeOne(
                Located(member.key, at: member.keyLocation), member.value, group.childPath(named: member.key))
            if let value { values.append(value) }
            diagnostics += found
        }
        return (values, diagnostics + group.finish())
    }

    private func decodeOptions(_ reader: inout JSONObjectReader<SchemaKeys.Options>) -> FileOptions {
        let access = reader.string(.accessLevel).flatMap {
            enumValue($0, FileOptions.AccessLevel.self, key: reader.childPath(.accessLevel), into: &reader)
        }
        let importsKey = reader.childPath(.imports)
        let imports = (reader.stringArray(.imports)?.value ?? []).filter { module in
            guard !SwiftIdentifier.isModuleName(module.value) else { return true }
            reader.report(
                .error(
                    at: module.location,
                    "`\(importsKey)` holds \(SwiftStringLiteral.make(module.value)), which is not a module name; "
                        + "write each module as `import` spells it (for example \"Finance\")"))
            return false
        }
        let platformKey = reader.childPath(.platforms)
        let platforms = (reader.stringArray(.platforms)?.value ?? []).compactMap {
            enumValue($0, FileOptions.Platform.self, key: platformKey, into: &reader)
        }
        return FileOptions(accessLevel: access, imports: imports, platforms: platforms)
    }

    /// Reads a string as one of an enum's raw values, suggesting the nearest on a miss.
    func enumValue<E: RawRepresentable & CaseIterable, Key>(
        _ text: Located<String>, _: E.Type, key: String, into reader: inout JSONObjectReader<Key>
    ) -> Located<E>? where E.RawValue == String {
        if let value = E(rawValue: text.value) { return Located(value, at: text.location) }
        let allowed = E.allCases.map(\.rawValue)
        let hint = suggestion(for: text.value, among: allowed).map { "did you mean \"\($0)\"? " } ?? ""
        reader.report(
            .error(
                at: text.location,
                "`\(key)` is \"\(text.value)\", which is not allowed; \(hint)use one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
            ))
        return nil
    }
}

extension DeclarationKind {
    /// Decodes the kind's key into `declarations`; returns what it found wrong.
    fileprivate static func decodeAll(
        from reader: inout JSONObjectReader<SchemaKeys.File>, by decoder: DefinitionsDecoder,
        into declarations: inout DeclarationLists<DeclarationStage.Defined>
    ) -> [Diagnostic] {
        let decoded = decoder.named(&reader, key) { name, node, path in decode(name, node, path, with: decoder) }
        declarations[Self.self] = decoded.values
        return decoded.diagnostics
    }
}
