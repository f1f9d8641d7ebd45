/// Rules for one entity: its fields' Swift names are distinct, and its unique identifier can
/// identify (that it has fields is the decoder's to check).
extension ValidationContext {
    mutating func check(_ entity: ResolvedEntity) {
        let path = "entities.\(entity.definition.name.value)"
        checkNames(
            entity.fields.map { ($0.definition.name, "field") }, swiftName: GeneratedNames.memberName, scope: "property"
        )
        checkMembers(
            entity.fields.map(\.definition.name), swiftName: GeneratedNames.memberName,
            reserved: GeneratedCodeNames.entityMembers, kind: "field", owner: entity.typeName)
        if let id = entity.definition.uniqueID { checkUniqueID(id, of: entity, path: path) }
        if let mutable = entity.definition.mutable, !entity.isGenerated {
            warning(
                mutable.location,
                "`\(path).mutable` has no effect because the app supplies the type (`generate: false`); remove it")
        }
        if let codable = entity.definition.codable, !entity.isGenerated {
            warning(
                codable.location,
                "`\(path).codable` has no effect because the app supplies the type (`generate: false`); list `Codable` in its `conformances` instead"
            )
        }
    }

    mutating func checkUniqueID(_ id: Located<String>, of entity: ResolvedEntity, path: String) {
        if let field = entity.uniqueID, !field.conformances.contains(.hashable) {
            error(
                id.location,
                "`\(path).id` names field `\(id.value)` of type `\(field.type.swiftText)`, which is not Hashable; a unique identifier must be Hashable (String, Int, UUID, …): choose another field or change its type"
            )
        }
        // Compared as Swift names: a field `ID` becomes the property `id` too.
        if let clash = entity.fields.first(where: { $0.swiftName == "id" && $0.definition.name.value != id.value }) {
            error(
                clash.definition.name.location,
                "`\(path)` has a field named `\(clash.definition.name.value)` (the Swift property `id`) that is not its unique identifier (`\(id.value)`); `Identifiable` needs `id` to be the unique identifier, so rename this field or set \"id\": \"\(clash.definition.name.value)\""
            )
        }
        if !entity.isGenerated && id.value != "id" {
            error(
                id.location,
                "`\(path)` is supplied by the app (`generate: false`), so its unique identifier must be its `Identifiable.id`; set `id` to \"id\" or let the generator emit the type"
            )
        }
    }
}
