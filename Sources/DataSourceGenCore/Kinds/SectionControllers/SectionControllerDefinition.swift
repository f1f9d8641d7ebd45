/// An IGListKit-style section controller over one entity: how many cells an object shows, how
/// big they are, and which cell type shows them (seed 001).
package struct SectionControllerDefinition: Sendable, Hashable {
    /// How many cells one object produces.
    package enum ItemCount: Sendable, Hashable {
        /// A fixed number of cells per object (1 by default).
        case fixed(Int)
        /// One cell per element of an array field of the entity.
        case each(field: Located<String>)
    }

    /// How big each cell is, computed from the container's width.
    package enum ItemSize: Sendable, Hashable {
        /// The container's full width and a fixed height.
        case fullWidth(height: Double)
        /// An N-column grid with a fixed row height.
        case grid(columns: Int, height: Double)
        /// An N-column grid whose cells keep a width-to-height ratio.
        case gridAspectRatio(columns: Int, aspectRatio: Double)
    }

    /// The controller's name as written.
    package var name: Located<String>
    /// The entity whose objects the controller shows (one section per object).
    package var entity: Located<String>
    /// The item-count rule (default: one cell per object).
    package var items: Located<ItemCount>?
    /// The item-size rule (`nil` only when it was malformed, which is already reported; kept so
    /// the rest of the controller is still checked in the same run).
    package var size: Located<ItemSize>?
    /// The cell type, an app type (for example a `UICollectionViewCell` subclass); `nil` where
    /// no platform dequeues cells (SwiftUI alone), which the rules check.
    package var cell: Located<String>?
    /// The reuse identifier (default: the cell type's name, or the controller's without one).
    package var reuseIdentifier: Located<String>?
    /// Where the controller was declared (its key).
    package var location: SourceLocation { name.location }

    package init(
        name: Located<String>, entity: Located<String>, items: Located<ItemCount>? = nil,
        size: Located<ItemSize>?, cell: Located<String>? = nil, reuseIdentifier: Located<String>? = nil
    ) {
        self.name = name
        self.entity = entity
        self.items = items
        self.size = size
        self.cell = cell
        self.reuseIdentifier = reuseIdentifier
    }
}
