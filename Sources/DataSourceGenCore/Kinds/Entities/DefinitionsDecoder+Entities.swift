/// Decoding of `entities`, `types` and `sections`, which every kind refers to: fields (a type,
/// or a type with a default), field references, and section enum cases with header titles.
extension DefinitionsDecoder {
    func decodeEntity(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        EntityDefinition, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.Entity>(node, path: path)
        var fields: [FieldDefinition] = []
        if var fieldReader = reader.object(.fields, as: ChosenNames.self) {
            let members = fieldReader.readAllMembers()
            for member in members {
                let name = Located(member.key, at: member.keyLocation)
                switch member.value.value {
                case .string(let type):
                    fields.append(FieldDefinition(name: name, type: Located(type, at: member.value.location)))
                case .object:
                    var field = JSONObjectReader<SchemaKeys.Field>(
                        member.value, path: fieldReader.childPath(named: member.key))
                    let type = field.string(.type)
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
            if members.isEmpty {
                // A missing `fields` is the reader's to report: the schema requires it.
                fieldReader.report(
                    .error(
                        at: name.location,
                        "`\(path)` has no fields; add at least one under `fields` (for example \"name\": \"String\")"))
            }
            reader.report(contentsOf: fieldReader.finish())
        }
        let entity = EntityDefinition(
            name: name, fields: fields, uniqueID: reader.string(.id), title: reader.string(.title),
            subtitle: reader.string(.subtitle), searchFields: reader.stringArray(.search)?.value ?? [],
            generate: reader.bool(.generate), conformances: reader.stringArray(.conformances)?.value,
            mutable: reader.bool(.mutable), codable: reader.bool(.codable))
        return (entity, reader.finish())
    }

    func decodeAppType(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        AppTypeDefinition, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.AppType>(node, path: path)
        var type = AppTypeDefinition(
            name: name, conformances: reader.stringArray(.conformances)?.value ?? [], module: reader.string(.module))
        if let sample = reader.string(.sample) {
            let example = "for example \"\(name.value)(…)\""
            switch AppTypeSample.refusal(of: sample.value) {
            case nil:
                type.sample = sample
            case .notOneExpression(let problem):
                reader.report(
                    .error(
                        at: sample.location,
                        "`\(path).sample` must be one Swift expression on one line, but \(problem); write a value of `\(name.value)`, \(example)"
                    ))
            case .tooLong:
                reader.report(
                    .error(
                        at: sample.location,
                        "`\(path).sample` is longer than \(AppTypeSample.maximumLength) characters; write a shorter value of `\(name.value)` (it only fills previews), \(example)"
                    ))
            case .tooDeep:
                reader.report(
                    .error(
                        at: sample.location,
                        "`\(path).sample` is nested too deeply (more than \(SwiftTypeParser.maximumDepth) levels of brackets); write a flatter value of `\(name.value)` (it only fills previews), \(example)"
                    ))
            }
        }
        return (type, reader.finish())
    }

    func decodeSection(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        SectionDefinition, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.Section>(node, path: path)
        var cases: [SectionCaseDefinition] = []
        if var caseReader = reader.object(.cases, as: ChosenNames.self) {
            let members = caseReader.readAllMembers()
            for member in members {
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
            if members.isEmpty {
                // A missing `cases` is the reader's to report: the schema requires it.
                caseReader.report(
                    .error(
                        at: name.location,
                        "`\(path)` has no cases; add them under `cases`, in the order the sections are shown (for example \"tools\": \"Tools\")"
                    ))
            }
            reader.report(contentsOf: caseReader.finish())
        }
        return (SectionDefinition(name: name, cases: cases), reader.finish())
    }
}
