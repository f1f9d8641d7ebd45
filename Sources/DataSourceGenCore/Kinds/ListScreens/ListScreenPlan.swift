/// One list screen, ready to render: a `GeneratedListScreen` namespace.
struct ListScreenPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    var typeName: String
    var previewNames = PreviewNames(typeName: "")
    var entityType: String
    /// The section enum's type, or `nil` for one section (a nested one-case enum).
    var sectionType: String?
    var pageSize: String
    var debounceMilliseconds: String
    /// The definitions give no `pageSize` or no `debounce`, so the defaults stand, as a comment says.
    var pageSizeIsDefault: Bool
    var debounceIsDefault: Bool
    var isSearchEnabled: Bool
    /// The properties the search looks at, each `String` or `String?`.
    var searchFields: [NamedItem]
    var hasSearchFields: Bool
    var emptyTextLiteral: String?
    var summary: String
    /// The doc comment: the definitions' name and the summary, wrapped.
    var summaryLines: [CommentLine]
    /// Whether the file asks for `fiori`: a `FUIListFloorplan` and its data loaders.
    var fiori = false
    /// Whether an observable `Model` over the screen is generated (for `swiftui` or `fiori-swiftui`).
    var hasModel = false
    /// Whether the file asks for `swiftui`: a `ScreenView` over the model, and a preview.
    var swiftUI = false
    /// Whether the file asks for `fiori-swiftui`: a FioriSwiftUICore `FioriScreenView` over the model, and a preview.
    var fioriSwiftUI = false
    /// Whether the entity has a row title (it is `TitledListItem`), which the default row shows.
    var hasRowText = false
    /// Sample items for the preview; empty when the entity has none (see `EntitySamples`).
    var previewItems: [PreviewItemPlan] = []
    /// Whether the entity has sample items; without them the previews' loader answers none, which
    /// shows the empty state.
    var hasPreviewItems = false
    /// Why the row view's preview has no item to show, a sentence of its comment; `nil` with
    /// `hasPreviewItems`.
    var noSampleReason: String?
}
