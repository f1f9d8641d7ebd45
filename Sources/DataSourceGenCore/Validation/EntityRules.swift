/// Rules for one entity: fields, field types, the unique identifier and the display fields.
extension ValidationContext {
    mutating func check(_ entity: EntityDefinition) {
        let path = "entities.\(entity.name.value)"
        // A missing `fields` key lands here too, so one message covers both.
        if entity.fields.isEmpty {
            error(entity.location, "`\(path)` has no fields; add at least one under `fields` (for example \"name\": \"String\")")
        }
        checkNames(entity.fields.map { ($0.name, "field") }, swiftName: GeneratedNames.memberName, scope: "property")
        for field in entity.fields { checkType(of: field, path: "\(path).fields.\(field.name.value)") }
        if let id = entity.uniqueID { checkUniqueID(id, of: entity, path: path) }
        for (key, reference) in [("title", entity.title), ("subtitle", entity.subtitle)] {
            if let reference { checkFieldReference(reference, in: entity, key: "\(path).\(key)") }
        }
        for reference in entity.searchFields {
            checkFieldReference(reference, in: entity, key: "\(path).search")
        }
    }

    /// A field type must be a Swift type; the error points at the offending column inside the string.
    mutating func checkType(of field: FieldDefinition, path: String) {
        if case .failure(let failure) = SwiftTypeParser.parse(field.type.value) {
            var location = field.type.location
            // The value's location is its opening quote; the type text starts one column later.
            location.column += 1 + failure.offset
            error(location, "`\(path)` is not a Swift type: \(failure.message); write a type such as `String`, `[Int]` or `Date?`")
        }
    }

    mutating func checkUniqueID(_ id: Located<String>, of entity: EntityDefinition, path: String) {
        guard let field = entity.field(named: id.value) else {
            error(id.location, "`\(path).id` names `\(id.value)`, which is not a field of `\(entity.name.value)`\(didYouMean(id.value, among: entity.fields.map(\.name.value)))")
            return
        }
        if let type = try? SwiftTypeParser.parse(field.type.value).get(),
            traits.conforms(type, to: .hashable) == false
        {
            error(id.location, "`\(path).id` names field `\(id.value)` of type `\(field.type.value)`, which is not Hashable; a unique identifier must be Hashable (String, Int, UUID, …): choose another field or change its type")
        }
        if id.value != "id", let clash = entity.field(named: "id") {
            error(clash.name.location, "`\(path)` has a field named `id` that is not its unique identifier (`\(id.value)`); `Identifiable` needs `id` to be the unique identifier, so rename this field or set \"id\": \"id\"")
        }
        if !entity.isGenerated && id.value != "id" {
            error(id.location, "`\(path)` is supplied by the app (`generate: false`), so its unique identifier must be its `Identifiable.id`; set `id` to \"id\" or let the generator emit the type")
        }
    }

    mutating func checkFieldReference(_ reference: Located<String>, in entity: EntityDefinition, key: String) {
        if entity.field(named: reference.value) == nil {
            error(reference.location, "`\(key)` names `\(reference.value)`, which is not a field of `\(entity.name.value)`\(didYouMean(reference.value, among: entity.fields.map(\.name.value)))")
        }
    }
}
