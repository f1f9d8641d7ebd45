/// A section controller whose entity, cell type and item rule are resolved.
struct ResolvedSectionController: Sendable {
    /// How many cells one object shows.
    enum ItemCount: Sendable {
        case fixed(Int)
        /// One cell per element of `field`, an array of `element`, which conforms to `conformances`.
        case each(ResolvedField, element: ResolvedType, conformances: Set<Conformance>)
    }

    var definition: SectionControllerDefinition
    var typeName: String
    var entity: ResolvedEntity
    /// `nil` where the definitions name no cell (SwiftUI alone).
    var cell: ResolvedType?
    var items: ItemCount
    var size: SectionControllerDefinition.ItemSize
}
