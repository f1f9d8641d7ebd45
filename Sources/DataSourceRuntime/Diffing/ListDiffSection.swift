extension ListDiffer {
    /// A section handed to the sectioned diff: the section's own model (its identity and content,
    /// such as a header title) and the items it holds.
    ///
    /// The model is either `Identifiable & Equatable` (a header with an identity and a title:
    /// ``ListDiffer/init(fromSections:toSections:duplicates:reloadThreshold:stagedFor:)``) or a plain
    /// `Hashable` value that is its own identity, such as a generated section enum
    /// (``ListDiffer/init(fromSectionsByValue:toSectionsByValue:duplicates:reloadThreshold:stagedFor:)``).
    /// Callers with their own section type can use the closure-based initializer
    /// ``ListDiffer/init(fromSections:toSections:items:sectionID:isSectionContentEqual:itemID:isItemContentEqual:duplicates:reloadThreshold:stagedFor:)``
    /// instead of converting.
    public struct Section<Model, Item> {
        /// The section's model; its identifier decides which old and new sections are the same.
        public var model: Model
        /// The section's items in display order.
        public var items: [Item]

        /// A section showing `items`, in display order, under `model`.
        public init(model: Model, items: [Item]) {
            self.model = model
            self.items = items
        }
    }
}

extension ListDiffer.Section: Sendable where Model: Sendable, Item: Sendable {}
extension ListDiffer.Section: Equatable where Model: Equatable, Item: Equatable {}
extension ListDiffer.Section: Hashable where Model: Hashable, Item: Hashable {}
