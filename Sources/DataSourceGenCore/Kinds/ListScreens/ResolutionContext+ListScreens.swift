extension ResolutionContext {
    /// The list screen with its references resolved, or `nil` when its entity or section enum is
    /// unknown (reported).
    mutating func resolveListScreen(_ list: ListScreenDefinition) -> ResolvedListScreen? {
        let path = "lists.\(list.name.value)"
        guard let entity = entity(list.entity, key: "\(path).entity") else { return nil }
        var section: ResolvedSection?
        if let name = list.sections {
            section = sectionsByName[name.value]
            if section == nil {
                error(
                    name.location,
                    "`\(path).sections` names `\(name.value)`, which is not a declared section enum\(didYouMean(name.value, among: definitions.sections.map(\.name.value))); declare it under `sections`, or remove the key for one section"
                )
                return nil
            }
        }
        let fields = list.searchFields.compactMap {
            field($0, of: entity.definition, fields: entity.fields, key: "\(path).searchFields")
        }
        return ResolvedListScreen(
            definition: list, typeName: GeneratedNames.typeName(list.name.value), entity: entity, section: section,
            searchFields: fields)
    }
}
