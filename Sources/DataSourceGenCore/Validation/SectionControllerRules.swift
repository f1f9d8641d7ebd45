/// Rules for one section controller: its entity can be diffed and reused by identity, the item
/// rule names an array field, and the cell is a Swift type.
extension ValidationContext {
    mutating func check(_ controller: SectionControllerDefinition) {
        let path = "sectionControllers.\(controller.name.value)"
        if case .failure(let failure) = SwiftTypeParser.parse(controller.cell.value) {
            var location = controller.cell.location
            location.column += 1 + failure.offset
            error(location, "`\(path).cell` is not a Swift type: \(failure.message); name the cell class, for example \"ProductCell\"")
        }
        if let reuse = controller.reuseIdentifier, reuse.value.isEmpty {
            error(reuse.location, "`\(path).reuseIdentifier` is empty; remove it to use the cell type's name, or give a non-empty identifier")
        }
        guard let entity = entitiesByName[controller.entity.value] else {
            error(controller.entity.location, "`\(path).entity` names `\(controller.entity.value)`, which is not a declared entity\(didYouMean(controller.entity.value, among: entityNames)); declare it under `entities` or fix the name")
            return
        }
        if entity.uniqueID == nil {
            error(controller.entity.location, "`\(path)` lists `\(entity.name.value)`, which has no `id` field; section controllers are kept per object identity (as IGListKit does), so add \"id\": \"<field>\" to the entity")
        }
        if entity.isGenerated {
            let unknown = entity.fields.filter { field in
                (try? SwiftTypeParser.parse(field.type.value).get()).map { traits.conforms($0, to: .hashable) != true } ?? false
            }
            if !unknown.isEmpty {
                error(controller.entity.location, "`\(path)` needs `\(entity.name.value)` to be Equatable (so `didUpdate(to:)` runs only when an object changed), but \(unknown.map { "`\($0.name.value)`: \($0.type.value)" }.joined(separator: ", ")) is not known to be Hashable; use Hashable field types or supply the type with `generate: false`")
            }
        }
        if case .each(let field)? = controller.items?.value {
            checkArrayField(field, in: entity, key: "\(path).items.each")
        }
    }

    /// `each` must name a field whose type is an array, so the count is that array's count.
    mutating func checkArrayField(_ reference: Located<String>, in entity: EntityDefinition, key: String) {
        guard let field = entity.field(named: reference.value) else {
            checkFieldReference(reference, in: entity, key: key)
            return
        }
        guard let type = try? SwiftTypeParser.parse(field.type.value).get() else { return }
        let isArray: Bool
        switch type {
        case .array: isArray = true
        case .named(let parts, let arguments): isArray = arguments.count == 1 && (parts == ["Array"] || parts == ["Swift", "Array"])
        default: isArray = false
        }
        if !isArray {
            error(reference.location, "`\(key)` names `\(reference.value)` of type `\(field.type.value)`, which is not an array; name an array field (one cell per element) or give a number of cells")
        }
    }
}
