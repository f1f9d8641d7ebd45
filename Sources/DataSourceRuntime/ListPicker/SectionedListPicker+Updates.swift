// Reloading and searching a sectioned picker with the updates for the table that shows it:
// sections are matched by their value (a generated section enum needs no identity of its own),
// rows by identifier, across sections.

extension SectionedListPicker {
    /// Replaces the items as ``replaceItems(_:)`` does and returns, beside its report, the update
    /// from the sections and rows shown before to those shown now (filtered while a search is in
    /// effect). Sections that gain their first row are inserted and those that lose their last
    /// one deleted; rows are matched by `id`, may move between sections, and are reloaded when
    /// their item is no longer `==`. Empty when the items were rejected.
    ///
    /// - Parameters:
    ///   - newItems: The items to show from now on.
    ///   - reloadThreshold: When to answer ``ListUpdate/reloadData`` instead of batches.
    public mutating func reload(
        _ newItems: [Item], reloadThreshold: ReloadThreshold = .never
    ) -> (report: ListPickerLoadReport<Item.ID>, update: ListUpdate) where Item: Equatable {
        reload(newItems, isContentEqual: { $0 == $1 }, reloadThreshold: reloadThreshold)
    }

    /// ``reload(_:reloadThreshold:)`` for items that are not `Equatable`, or that should be
    /// compared by another rule: a row is reloaded when `isContentEqual` is false for its item
    /// before and after.
    public mutating func reload(
        _ newItems: [Item], isContentEqual: (Item, Item) -> Bool, reloadThreshold: ReloadThreshold = .never
    ) -> (report: ListPickerLoadReport<Item.ID>, update: ListUpdate) {
        let before = core.shownRows
        let report = replaceItems(newItems)
        guard report.isApplied else { return (report, .batches([])) }
        return (report, core.update(since: before, isContentEqual: isContentEqual, threshold: reloadThreshold))
    }

    /// Applies a search as ``setSearchQuery(_:)`` does and returns the update from the sections
    /// and rows shown before to those shown now: rows (and sections) the query hides are deleted,
    /// those it reveals inserted. Empty when the trimmed query is unchanged.
    public mutating func search(_ text: String, reloadThreshold: ReloadThreshold = .never) -> ListUpdate {
        let before = core.shownRows
        setSearchQuery(text)
        return core.update(since: before, isContentEqual: { _, _ in true }, threshold: reloadThreshold)
    }
}
