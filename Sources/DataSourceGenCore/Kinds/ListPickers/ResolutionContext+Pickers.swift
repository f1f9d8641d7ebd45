/// Resolution of list pickers and section controllers: the entity they list and, for a picker,
/// how it is sectioned and what it searches.
extension ResolutionContext {
    /// The picker with its references resolved, or `nil` (reported) when its entity or, for a
    /// sectioned picker, its sectioning does not resolve.
    mutating func resolvePicker(_ picker: ListPickerDefinition) -> ResolvedPicker? {
        let path = "pickers.\(picker.name.value)"
        guard let entity = entity(picker.entity, key: "\(path).entity") else { return nil }
        let explicit = picker.searchFields.compactMap {
            field($0, of: entity.definition, fields: entity.fields, key: "\(path).searchFields")
        }
        let searchFields =
            !picker.searchFields.isEmpty
            ? explicit
            : !entity.searchFields.isEmpty ? entity.searchFields : [entity.title].compactMap { $0 }
        let mode: ResolvedPicker.Mode
        switch picker.mode.value {
        case .index: mode = .index
        case .uniqueID: mode = .uniqueID
        case .sectioned:
            guard let sectioning = sectioning(of: picker, entity: entity, path: path) else { return nil }
            mode = .sectioned(sectioning)
        }
        return ResolvedPicker(
            definition: picker, typeName: GeneratedNames.typeName(picker.name.value), entity: entity, mode: mode,
            searchFields: searchFields)
    }

    /// The entity `reference` names, or `nil` after reporting that there is none.
    mutating func entity(_ reference: Located<String>, key: String) -> ResolvedEntity? {
        if let entity = entitiesByName[reference.value] { return entity }
        error(
            reference.location,
            "`\(key)` names `\(reference.value)`, which is not a declared entity\(didYouMean(reference.value, among: definitions.entities.map(\.name.value))); declare it under `entities` or fix the name"
        )
        return nil
    }

    /// How a sectioned picker sections. With both `sections` and `groupBy` given (a validation
    /// error), `sections` is used so the rest of the picker is still checked.
    private mutating func sectioning(of picker: ListPickerDefinition, entity: ResolvedEntity, path: String)
        -> ResolvedPicker.Sectioning?
    {
        let grouped = picker.groupBy.flatMap {
            field($0, of: entity.definition, fields: entity.fields, key: "\(path).groupBy")
        }
        if let sections = picker.sections {
            return sectionEnum(sections, field: picker.sectionField, entity: entity, path: path)
        }
        if let grouped { return .groupBy(grouped) }
        if picker.groupBy == nil {
            error(
                picker.mode.location,
                "`\(path)` is sectioned but says neither how: add \"sections\": \"<section enum>\" or \"groupBy\": \"<field>\""
            )
        }
        return nil
    }

    private mutating func sectionEnum(
        _ sections: Located<String>, field chosen: Located<String>?, entity: ResolvedEntity, path: String
    ) -> ResolvedPicker.Sectioning? {
        guard let section = sectionsByName[sections.value] else {
            error(
                sections.location,
                "`\(path).sections` names `\(sections.value)`, which is not a declared section enum\(didYouMean(sections.value, among: definitions.sections.map(\.name.value))); declare it under `sections` or fix the name"
            )
            return nil
        }
        let candidates = entity.fields.filter { $0.type == .sectionEnum(section.typeName) }
        if let chosen {
            guard let field = field(chosen, of: entity.definition, fields: entity.fields, key: "\(path).sectionField")
            else { return nil }
            guard candidates.contains(field) else {
                error(
                    chosen.location,
                    "`\(path).sectionField` names `\(chosen.value)` of type `\(field.type.swiftText)`, but the sections are `\(sections.value)`; name a field of type `\(section.typeName)`"
                )
                return nil
            }
            return .sections(section, field: field)
        }
        guard candidates.count == 1 else {
            if candidates.isEmpty {
                error(
                    sections.location,
                    "`\(path).sections` is `\(sections.value)`, but `entities.\(entity.definition.name.value)` has no field of that type to place each item in a section; add one (for example \"section\": \"\(section.typeName)\")"
                )
            } else {
                error(
                    sections.location,
                    "`entities.\(entity.definition.name.value)` has several fields of type `\(section.typeName)` (\(candidates.map { "`\($0.definition.name.value)`" }.joined(separator: ", "))); choose one with \"sectionField\""
                )
            }
            return nil
        }
        return .sections(section, field: candidates[0])
    }
}
