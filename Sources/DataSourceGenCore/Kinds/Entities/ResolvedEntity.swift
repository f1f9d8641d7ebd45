/// One stored property of an entity.
struct ResolvedField: Sendable, Hashable {
    var definition: FieldDefinition
    /// The Swift property name (escaped when it is a keyword).
    var swiftName: String
    var type: ResolvedType
    /// What the field's type conforms to (known once every entity's conformances are).
    var conformances: Set<Conformance> = []
    /// The value the generated initializer defaults the field to; `nil` for none.
    var defaultValue: FieldDefault?
}

/// An entity with its fields resolved and its conformances known.
struct ResolvedEntity: Sendable {
    var definition: EntityDefinition
    var typeName: String
    var fields: [ResolvedField]
    /// Positions in ``fields`` of what `id`, `title`, `subtitle` and `search` name; `nil` (or left
    /// out) when not given, or when the named field does not exist (already reported).
    var uniqueIDIndex: Int?
    var titleIndex: Int?
    var subtitleIndex: Int?
    var searchIndices: [Int]
    /// For a generated entity, exactly what its fields allow; for an app entity, what it declares.
    var conformances: Set<Conformance>
    /// The `sample` of each of the file's app types that has one, by name: what the previews'
    /// samples of this entity give a field of that type.
    var appTypeSamples: [String: String] = [:]

    var isGenerated: Bool { definition.isGenerated }
    var uniqueID: ResolvedField? { uniqueIDIndex.map { fields[$0] } }
    var title: ResolvedField? { titleIndex.map { fields[$0] } }
    var subtitle: ResolvedField? { subtitleIndex.map { fields[$0] } }
    var searchFields: [ResolvedField] { searchIndices.map { fields[$0] } }
}
