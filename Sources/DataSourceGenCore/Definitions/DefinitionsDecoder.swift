/// Reads the parsed JSON of a definitions file into ``Definitions``, reporting every shape problem
/// (wrong value types, missing and unknown keys with "did you mean", bad enum values) at once.
///
/// The format's vocabulary is declared once, in the JSON Schema (`Schema/datasources.schema.json`),
/// from which `docs/Definitions.md` is rendered and ``SchemaKeys`` generated: every read names a
/// key of the object's enum there, so the decoder cannot read a key the schema lacks.
/// `SchemaAgreementTests` checks the converse by behaviour: every object of the schema, given an
/// unknown key, must list exactly the schema's keys as the ones it takes.
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
        _ reader: inout JSONObjectReader<Key>, _ key: Key, _ requirement: KeyRequirement = .optional,
        _ decodeOne: (Located<String>, JSONNode, String) -> (T?, [Diagnostic])
    ) -> (values: [T], diagnostics: [Diagnostic]) {
        guard var group = reader.object(key, requirement, as: ChosenNames.self) else { return ([], []) }
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

    private func decodeEntity(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        EntityDefinition, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.Entity>(node, path: path)
        var fields: [FieldDefinition] = []
        if var fieldReader = reader.object(.fields, as: ChosenNames.self) {
            for member in fieldReader.readAllMembers() {
                let name = Located(member.key, at: member.keyLocation)
                switch member.value.value {
                case .string(let type):
                    fields.append(FieldDefinition(name: name, type: Located(type, at: member.value.location)))
                case .object:
                    var field = JSONObjectReader<SchemaKeys.Field>(
                        member.value, path: fieldReader.childPath(named: member.key))
                    let type = field.string(.type, .required)
                    let value = field.node(.default)
                    fieldReader.report(contentsOf: field.finish())
                    guard let type else { continue }
                    fields.append(
                        FieldDefinition(
                            name: name, type: type, defaultValue: value.map { Located($0.value, at: $0.location) }))
                default:
                    fieldReader.report(
                        JSONReading.typeMismatch(
                            at: fieldReader.childPath(named: member.key),
                            expected:
                                "a Swift type name string (for example \"String\"), or {\"type\": \"String\", \"default\": \"\"}",
                            found: member.value))
                }
            }
            reader.report(contentsOf: fieldReader.finish())
        }
        let entity = EntityDefinition(
            name: name, fields: fields, uniqueID: reader.string(.id), title: reader.string(.title),
            subtitle: reader.string(.subtitle), searchFields: reader.stringArray(.search)?.value ?? [],
            generate: reader.bool(.generate), conformances: reader.stringArray(.conformances)?.value,
            mutable: reader.bool(.mutable))
        return (entity, reader.finish())
    }

    private func decodeAppType(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        AppTypeDefinition, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.AppType>(node, path: path)
        let type = AppTypeDefinition(
            name: name, conformances: reader.stringArray(.conformances)?.value ?? [], module: reader.string(.module))
        return (type, reader.finish())
    }

    private func decodeSection(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        SectionDefinition, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.Section>(node, path: path)
        var cases: [SectionCaseDefinition] = []
        if var caseReader = reader.object(.cases, as: ChosenNames.self) {
            for member in caseReader.readAllMembers() {
                let caseName = Located(member.key, at: member.keyLocation)
                switch member.value.value {
                case .string(let title):
                    cases.append(
                        SectionCaseDefinition(name: caseName, title: Located(title, at: member.value.location)))
                case .null: cases.append(SectionCaseDefinition(name: caseName, title: nil))
                default:
                    caseReader.report(
                        JSONReading.typeMismatch(
                            at: caseReader.childPath(named: member.key),
                            expected: "a header title string, or null for no header", found: member.value))
                }
            }
            reader.report(contentsOf: caseReader.finish())
        }
        return (SectionDefinition(name: name, cases: cases), reader.finish())
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
