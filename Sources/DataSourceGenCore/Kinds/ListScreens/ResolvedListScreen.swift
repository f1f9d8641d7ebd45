/// A list screen with its entity, section enum and search fields resolved.
struct ResolvedListScreen: Sendable {
    var definition: ListScreenDefinition
    var typeName: String
    var entity: ResolvedEntity
    /// The section enum; `nil` for one section.
    var section: ResolvedSection?
    var searchFields: [ResolvedField]
}
