/// One definitions file after resolution: every reference points at its declaration and every
/// type is classified with its conformances. Validation and planning read only this.
///
/// Declarations whose required references did not resolve (a picker over an unknown entity, say)
/// are left out, with the error already reported; everything here can be planned completely.
struct ResolvedDefinitions: Sendable {
    /// The file the definitions were read from.
    var file: String
    var options: FileOptions
    /// The platforms `options.platforms` turns on, once each.
    var platforms: Set<FileOptions.Platform>
    /// Modules the generated file imports besides `DataSourceRuntime`: `options.imports`, then
    /// those the field types need (Foundation, app types' modules), without repeats.
    var imports: [String]
    /// Every generated declaration's name and kind (`entity`, `list picker`, …), in file order,
    /// including those left out below, so name rules see them all.
    var declaredNames: [(name: Located<String>, kind: String)]
    var appTypes: [ResolvedAppType]
    var entities: [ResolvedEntity]
    var sections: [ResolvedSection]
    /// The resolved declarations of every kind, each kind's in declaration order.
    var declarations = DeclarationLists<DeclarationStage.Resolved>()
}

/// A type the app supplies, declared under `types`.
struct ResolvedAppType: Sendable {
    var definition: AppTypeDefinition
    var conformances: Set<Conformance>
}

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

/// A section enum with its Swift case names.
struct ResolvedSection: Sendable {
    var definition: SectionDefinition
    var typeName: String
    var cases: [ResolvedSectionCase]
}

/// One case of a section enum.
struct ResolvedSectionCase: Sendable {
    var definition: SectionCaseDefinition
    var swiftName: String
}
