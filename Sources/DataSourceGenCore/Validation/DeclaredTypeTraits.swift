/// Builds the ``TypeTraits`` of one definitions file: what its own entities and sections conform to.
enum DeclaredTypeTraits {
    /// Section enums are always Hashable and Sendable (plain cases). A generated entity conforms
    /// when every field does; an app-supplied entity is unknown. Recursion through entity fields is
    /// cut at a cycle by answering "unknown", which keeps the analysis finite and conservative.
    static func make(for definitions: Definitions) -> TypeTraits {
        let sectionNames = Set(definitions.sections.map(\.name.value))
        var fieldTypes: [String: [SwiftTypeReference]?] = [:]
        for entity in definitions.entities where fieldTypes[entity.name.value] == nil {
            if entity.isGenerated {
                let parsed = entity.fields.map { try? SwiftTypeParser.parse($0.type.value).get() }
                // A field whose type does not parse is reported elsewhere; here it makes the entity unknown.
                fieldTypes[entity.name.value] = parsed.contains { $0 == nil } ? nil : parsed.compactMap { $0 }
            } else {
                fieldTypes[entity.name.value] = .some(nil)
            }
        }
        let table = fieldTypes
        return TypeTraits { name, trait in
            resolve(name, trait, sectionNames: sectionNames, fieldTypes: table, visiting: [])
        }
    }

    private static func resolve(
        _ name: String, _ trait: TypeTraits.Trait, sectionNames: Set<String>,
        fieldTypes: [String: [SwiftTypeReference]?], visiting: Set<String>
    ) -> Bool? {
        if sectionNames.contains(name) { return true }
        guard let entry = fieldTypes[name] else { return nil }
        guard let fields = entry, !visiting.contains(name) else { return nil }
        let inner = TypeTraits { innerName, innerTrait in
            resolve(innerName, innerTrait, sectionNames: sectionNames, fieldTypes: fieldTypes, visiting: visiting.union([name]))
        }
        var answer: Bool? = true
        for field in fields {
            switch inner.conforms(field, to: trait) {
            case false?: return false
            case nil: answer = nil
            case true?: break
            }
        }
        return answer
    }
}
