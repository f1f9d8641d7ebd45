/// Plans the Swift declarations of entities and section enums.
struct EntityPlanner {
    let traits: TypeTraits

    func plan(_ entity: EntityDefinition) -> EntityPlan {
        let idField = entity.uniqueID?.value
        let fields = entity.fields.map { field in
            let name = GeneratedNames.memberName(field.name.value)
            return FieldPlan(
                rawNameText: CommentText.make(field.name.value),
                name: name,
                type: canonicalType(field.type.value),
                isUniqueID: field.name.value == idField
            )
        }
        var computedID: ComputedIDPlan?
        if let idField, idField != "id", let field = fields.first(where: \.isUniqueID) {
            computedID = ComputedIDPlan(rawFieldText: field.rawNameText, field: field.name, type: field.type)
        }
        return EntityPlan(
            rawNameText: CommentText.make(entity.name.value),
            typeName: GeneratedNames.typeName(entity.name.value),
            isGenerated: entity.isGenerated,
            hasUniqueID: idField != nil,
            conformances: conformances(of: entity).joined(separator: ", "),
            fields: fields,
            computedID: computedID,
            initParameters: fields.map { "\(SwiftIdentifier.argumentLabel($0.name)): \($0.type)" }.joined(separator: ", "),
            rowText: rowText(of: entity)
        )
    }

    func plan(_ section: SectionDefinition) -> SectionPlan {
        SectionPlan(
            rawNameText: CommentText.make(section.name.value),
            typeName: GeneratedNames.typeName(section.name.value),
            cases: section.cases.map { item in
                SectionCasePlan(
                    name: GeneratedNames.caseName(item.name.value),
                    docTitle: item.title.map { "Header: \(CommentText.make($0.value))" } ?? "No header title.",
                    titleLiteral: item.title.map { SwiftStringLiteral.make($0.value) } ?? "nil"
                )
            }
        )
    }

    /// Row text reads the declared title and subtitle fields; without a title there is nothing a
    /// row could show, so no conformance (pickers over such an entity are refused earlier).
    private func rowText(of entity: EntityDefinition) -> RowTextPlan? {
        guard let title = entity.title.flatMap({ entity.field(named: $0.value) }) else { return nil }
        let subtitle = entity.subtitle.flatMap { entity.field(named: $0.value) }
        return RowTextPlan(
            rawTitleField: CommentText.make(title.name.value),
            titleExpression: FieldExpression.text(of: title, on: "self"),
            rawSubtitleField: subtitle.map { CommentText.make($0.name.value) },
            subtitleExpression: subtitle.map { FieldExpression.optionalText(of: $0, on: "self") } ?? "nil")
    }

    /// Conformances are declared only when known to hold, so the generated code always compiles;
    /// an entity with an app-defined field type the generator cannot see gets fewer of them.
    private func conformances(of entity: EntityDefinition) -> [String] {
        var result: [String] = []
        if entity.uniqueID != nil { result.append("Identifiable") }
        let types = entity.fields.compactMap { try? SwiftTypeParser.parse($0.type.value).get() }
        for trait in [TypeTraits.Trait.hashable, .sendable]
        where types.allSatisfy({ traits.conforms($0, to: trait) == true }) {
            result.append(trait.rawValue)
        }
        return result
    }

    /// The type as the parser prints it, or the text as written if it does not parse (the
    /// validator has already stopped the run in that case).
    private func canonicalType(_ text: String) -> String {
        (try? SwiftTypeParser.parse(text).get())?.description ?? text
    }
}
