extension ListDiffer {
    /// Diffs two sectioned lists: sections by their model's `id` and `==`, items by their `id` and
    /// `==`.
    ///
    /// Sections are deleted, inserted, moved and reloaded (when their model changed) like items.
    /// Item identifiers are unique across the whole list, so an item may move from one section to
    /// another. An item leaving a deleted section or entering an inserted one is deleted and
    /// inserted instead of moved, because UIKit cannot move rows out of a deleted or into an
    /// inserted section. Identical lists cost one comparison pass and produce no batches.
    ///
    /// - Parameters:
    ///   - old: The sections the view shows now.
    ///   - new: The sections the data source will show.
    ///   - duplicates: What to do with a repeated section identifier (within the list of sections)
    ///     or a repeated item identifier (across all sections). A dropped section takes its items
    ///     with it. Identical lists are not searched for repeats, since nothing changes between them.
    ///   - reloadThreshold: When to answer ``ListUpdate/reloadData`` instead of batches.
    ///   - rules: The list view the batches are for; the default, ``ListViewRules/collectionView``,
    ///     is valid for both views and keeps
    ///     reloads out of a batch that moves anything and replaces a moved section that has row
    ///     changes (a delete and an insert of the section).
    /// - Throws: ``DuplicateIdentifierPolicy/Rejection`` for a repeated identifier under ``DuplicateIdentifierPolicy/reject``.
    /// - Precondition: Each list holds fewer than 2³¹ sections and 2³¹ items.
    @inlinable
    public init<Model: Identifiable & Equatable, Item: Identifiable & Equatable>(
        fromSections old: [ListDiffer.Section<Model, Item>], toSections new: [ListDiffer.Section<Model, Item>],
        duplicates: DuplicateIdentifierPolicy = .keepFirst, reloadThreshold: ReloadThreshold = .never,
        stagedFor rules: ListViewRules = .collectionView
    ) throws(DuplicateIdentifierPolicy.Rejection) {
        self = try diffSectioned(
            old: old, new: new, items: { $0.items },
            sections: SectionModelIdentity<Model, Item>(), items: IdentifiableIdentity<Item>(),
            policy: duplicates, threshold: reloadThreshold, rules: rules
        ).get()
    }

    /// Diffs two sectioned lists of the caller's own section type, with identity and content of
    /// sections and items given by closures.
    ///
    /// The same diff as ``init(fromSections:toSections:duplicates:reloadThreshold:stagedFor:)``.
    ///
    /// - Parameters:
    ///   - old: The sections the view shows now.
    ///   - new: The sections the data source will show.
    ///   - items: A section's items in display order.
    ///   - sectionID: A section's unique identifier.
    ///   - isSectionContentEqual: Whether two sections with the same identifier look the same
    ///     (header, footer); when not, the section is reloaded.
    ///   - itemID: An item's identifier, unique across all sections.
    ///   - isItemContentEqual: Whether two items with the same identifier look the same; when not,
    ///     the row is reloaded.
    ///   - duplicates: What to do with a repeated identifier.
    ///   - reloadThreshold: When to answer ``ListUpdate/reloadData`` instead of batches.
    ///   - rules: The list view the batches are for. The default, ``ListViewRules/collectionView``,
    ///     is valid for both views; ``ListViewRules/tableView`` lets a table view animate more at once.
    /// - Throws: ``DuplicateIdentifierPolicy/Rejection`` for a repeated identifier under ``DuplicateIdentifierPolicy/reject``.
    /// - Precondition: Each list holds fewer than 2³¹ sections and 2³¹ items.
    public init<Section, Item, SectionID: Hashable, ItemID: Hashable>(
        fromSections old: [Section], toSections new: [Section],
        items: (Section) -> [Item],
        sectionID: (Section) -> SectionID, isSectionContentEqual: (Section, Section) -> Bool,
        itemID: (Item) -> ItemID, isItemContentEqual: (Item, Item) -> Bool,
        duplicates: DuplicateIdentifierPolicy = .keepFirst, reloadThreshold: ReloadThreshold = .never,
        stagedFor rules: ListViewRules = .collectionView
    ) throws(DuplicateIdentifierPolicy.Rejection) {
        self = try withoutActuallyEscaping(sectionID) { sectionID in
            withoutActuallyEscaping(isSectionContentEqual) { isSectionContentEqual in
                withoutActuallyEscaping(itemID) { itemID in
                    withoutActuallyEscaping(isItemContentEqual) { isItemContentEqual in
                        diffSectioned(
                            old: old, new: new, items: items,
                            sections: ClosureIdentity(identifier: sectionID, contentEqual: isSectionContentEqual),
                            items: ClosureIdentity(identifier: itemID, contentEqual: isItemContentEqual),
                            policy: duplicates, threshold: reloadThreshold, rules: rules)
                    }
                }
            }
        }.get()
    }
}
