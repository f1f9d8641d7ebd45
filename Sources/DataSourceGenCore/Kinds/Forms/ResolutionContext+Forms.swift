/// Resolution of forms: the model entity, each row's field (by default the row's name), options,
/// picker and conditions, each unknown name reported at its column with "did you mean".
extension ResolutionContext {
    /// The form with its references resolved, or `nil` when its model is unknown (reported).
    mutating func resolveForm(_ form: FormDefinition, pickers: [ResolvedPicker]) -> ResolvedForm? {
        let path = "forms.\(form.name.value)"
        guard let model = entitiesByName[form.model.value] else {
            error(
                form.model.location,
                "`\(path).model` names `\(form.model.value)`, which is not an entity of this file\(didYouMean(form.model.value, among: definitions.entities.map(\.name.value))); declare it under `entities` or fix the name"
            )
            return nil
        }
        let pickersByName = Dictionary(
            pickers.map { ($0.definition.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let sections = resolveScreenSections(
            form.sections, path: path,
            subject: { $0.conditionField($1, model: model, key: $2) },
            row: { $0.resolveFormRow($1, model: model, pickers: pickersByName, path: $2) })
        return ResolvedForm(
            definition: form, typeName: GeneratedNames.typeName(form.name.value), model: model, sections: sections)
    }

    private mutating func resolveFormRow(
        _ row: FormRowDefinition, model: ResolvedEntity, pickers: [String: ResolvedPicker], path: String
    ) -> ResolvedFormRow {
        let name = row.field ?? row.name
        let field = model.fields.first { $0.definition.name.value == name.value }
        if field == nil, row.field != nil || !FormKindRules.fieldOptionalKinds.contains(row.kind.value) {
            let key =
                row.field == nil
                ? "`\(path)` binds the field `\(name.value)` (its name; set \"field\" to bind another)"
                : "`\(path).field` names `\(name.value)`"
            error(
                name.location,
                "\(key), which `\(model.definition.name.value)` does not have\(didYouMean(name.value, among: model.fields.map(\.definition.name.value))); add the field to the entity or fix the name"
            )
        }
        // The decoder reads `items` for tables only, so a form's options never hold them.
        let options = row.options.flatMap {
            resolveScreenOptions($0.value, path: "\(path).options") { _, _ -> Never in
                preconditionFailure("a form row's options hold items")
            }
        }
        var picker: ResolvedPicker?
        if let name = row.picker {
            picker = pickers[name.value]
            if picker == nil {
                error(
                    name.location,
                    "`\(path).picker` names `\(name.value)`, which is not a list picker of this file\(didYouMean(name.value, among: Array(pickers.keys).sorted())); declare it under `pickers` or fix the name"
                )
            }
        }
        return ResolvedFormRow(
            definition: row, caseName: GeneratedNames.caseName(row.name.value), field: field, options: options,
            picker: picker,
            visibleWhen: resolveCondition(row.visibleWhen, key: "\(path).visibleWhen") {
                $0.conditionField($1, model: model, key: $2)
            },
            editableWhen: resolveCondition(row.editableWhen, key: "\(path).editableWhen") {
                $0.conditionField($1, model: model, key: $2)
            })
    }

    /// The model field a condition at `key` reads, or `nil` after reporting a name the model lacks.
    private mutating func conditionField(_ name: Located<String>, model: ResolvedEntity, key: String)
        -> ResolvedConditionField?
    {
        if let field = model.fields.first(where: { $0.definition.name.value == name.value }) {
            var type = field.type
            if case .optional(let wrapped) = type { type = wrapped }
            let section = definitions.sections.first { GeneratedNames.typeName($0.name.value) == type.swiftText }
            return ResolvedConditionField(field: field, enumSection: section.flatMap { sectionsByName[$0.name.value] })
        }
        error(
            name.location,
            "`\(key)` reads the field `\(name.value)`, which `\(model.definition.name.value)` does not have\(didYouMean(name.value, among: model.fields.map(\.definition.name.value))); name a field of the form's model"
        )
        return nil
    }
}
