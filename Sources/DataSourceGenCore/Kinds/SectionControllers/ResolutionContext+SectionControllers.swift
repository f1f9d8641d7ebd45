/// Resolution of section controllers: the entity, the cell type and the field `each` repeats.
extension ResolutionContext {
    /// The controller with its references resolved, or `nil` (reported) when its entity, its
    /// size or its `each` field does not resolve.
    mutating func resolveSectionController(_ controller: SectionControllerDefinition, cell: ResolvedType?)
        -> ResolvedSectionController?
    {
        let path = "sectionControllers.\(controller.name.value)"
        guard let entity = entity(controller.entity, key: "\(path).entity") else { return nil }
        let items: ResolvedSectionController.ItemCount
        switch controller.items?.value {
        case nil: items = .fixed(SchemaKeys.SectionController.Defaults.items)
        case .fixed(let count)?: items = .fixed(count)
        case .each(let reference)?:
            guard let field = field(reference, of: entity.definition, fields: entity.fields, key: "\(path).items.each")
            else { return nil }
            guard let element = field.type.arrayElement else {
                error(
                    reference.location,
                    "`\(path).items.each` names `\(reference.value)` of type `\(field.type.swiftText)`, which is not an array; name an array field (one cell per element) or give a number of cells"
                )
                return nil
            }
            items = .each(field, element: element, conformances: element.conformances(declared: declaredConformances))
        }
        // A missing or malformed size was reported while decoding.
        guard let size = controller.size?.value else { return nil }
        return ResolvedSectionController(
            definition: controller, typeName: GeneratedNames.typeName(controller.name.value), entity: entity,
            cell: cell, items: items, size: size)
    }

    /// The cell type of a section controller, resolved like a field type; `nil` without one.
    mutating func resolveCellType(of controller: SectionControllerDefinition) -> ResolvedType? {
        guard let cell = controller.cell else { return nil }
        return resolveType(
            at: TypeSite(text: cell, path: "sectionControllers.\(controller.name.value).cell", declaration: "{}"),
            advice: "name the cell class, for example \"ProductCell\"")
    }
}
