extension ListDiffer {
    /// Diffs two sectioned lists whose section models are plain `Hashable` values — a generated
    /// section enum, a string — identified by the value itself; items by their `id` and `==`.
    ///
    /// The diff of ``init(fromSections:toSections:duplicates:reloadThreshold:stagedFor:)``, for
    /// models that are not `Identifiable`, without closures. A section is its value, so it is
    /// deleted, inserted or moved, never reloaded.
    ///
    /// - Parameters:
    ///   - old: The sections the view shows now.
    ///   - new: The sections the data source will show.
    ///   - duplicates: What to do with a section value listed twice or a repeated item identifier
    ///     (across all sections); a dropped section takes its items with it.
    ///   - reloadThreshold: When to answer ``ListUpdate/reloadData`` instead of batches.
    ///   - rules: The list view the batches are for. The default, ``ListViewRules/collectionView``,
    ///     is valid for both views; ``ListViewRules/tableView`` lets a table view animate more at once.
    /// - Throws: ``DuplicateIdentifierPolicy/Rejection`` for a repeat under ``DuplicateIdentifierPolicy/reject``.
    /// - Precondition: Each list holds fewer than 2³¹ sections and 2³¹ items.
    public init<Model: Hashable, Item: Identifiable & Equatable>(
        fromSectionsByValue old: [ListDiffer.Section<Model, Item>],
        toSectionsByValue new: [ListDiffer.Section<Model, Item>],
        duplicates: DuplicateIdentifierPolicy = .keepFirst, reloadThreshold: ReloadThreshold = .never,
        stagedFor rules: ListViewRules = .collectionView
    ) throws(DuplicateIdentifierPolicy.Rejection) {
        self = try diffSectioned(
            old: old, new: new, items: { $0.items },
            sections: SectionValueIdentity<Model, Item>(), items: IdentifiableIdentity<Item>(),
            policy: duplicates, threshold: reloadThreshold, rules: rules
        ).get()
    }
}
