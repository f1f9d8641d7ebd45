/// One section controller: the object and cell types, reuse identifier, sizing and item count.
struct SectionControllerPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    var typeName: String
    var previewNames = PreviewNames(typeName: "")
    var entityType: String
    /// The cell type, `Void` without `cell`.
    var cellType: String
    /// Whether the definitions name a cell; without one, only SwiftUI shows the controller.
    var hasCell = true
    var summary: String
    /// The doc comment: the definitions' name, the types and the summary, wrapped.
    var summaryLines: [CommentLine] = []
    /// A Swift string literal.
    var reuseIdentifierLiteral: String
    var size: SectionControllerSizeKind
    /// Number literals of the size, as Swift source (`56`, `1.5`).
    var height: String?
    var columns: String?
    var aspectRatio: String?
    /// Cells per object when fixed and more than one; `nil` otherwise.
    var fixedItemCount: String?
    /// The array property whose elements each get a cell; `nil` otherwise.
    var eachMember: String?
    /// The element type of `eachMember`, as Swift source; `nil` otherwise.
    var eachElementType: String?
    /// What a SwiftUI view keys the cells of an object by.
    var cellIdentity = SectionCellIdentityKind.index
    /// Whether an IGListKit section controller class is generated.
    var igListKit = false
    /// Whether an observable `Model` over a `SectionAdapter` is generated (for `swiftui`).
    var hasModel = false
    /// Whether the file asks for `swiftui`: a `SectionsView` over the model, and a preview.
    var swiftUI = false
    /// Whether the entity has a row title (it is `TitledListItem`), which the default cell shows.
    var hasRowText = false
    /// Sample objects for the preview; empty when the entity has none (see `EntitySamples`), and
    /// the preview shows no objects.
    var previewItems: [PreviewItemPlan] = []
    var hasPreviewItems = false
    /// Whether the first sample object has a cell, which the cell view's preview shows; without
    /// it, `noSampleReason` says why.
    var hasPreviewCell = false
    var noSampleReason: String?
}

/// How a section controller sizes its cells; templates switch on it (`{{#size.grid}}`), and the
/// numbers are the plan's `height`, `columns` and `aspectRatio`.
enum SectionControllerSizeKind: Hashable, Sendable, MustacheEnum {
    case fullWidth, grid, gridAspectRatio
}

/// What a SwiftUI view keys an object's cells by (`SectionCell`'s key), so that a cell's identity
/// follows what it shows; templates switch on it (`{{#cellIdentity.elementID}}`).
enum SectionCellIdentityKind: Hashable, Sendable, MustacheEnum {
    /// The cell's position: a fixed number of cells per object, whose cells are positions.
    case index
    /// The element of `eachMember` itself, when it is Hashable and not Identifiable.
    case element
    /// The element's `id`, when the element is Identifiable.
    case elementID

    /// The identity of the cells of an `each` controller whose element conforms to `conformances`:
    /// its `id`, else itself, else (neither Identifiable nor Hashable) its position.
    init(elementConformances conformances: Set<Conformance>) {
        if conformances.contains(.identifiable) {
            self = .elementID
        } else if conformances.contains(.hashable) {
            self = .element
        } else {
            self = .index
        }
    }
}
