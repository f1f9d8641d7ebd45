// Reloading and searching an index-mode picker with the updates for the table that shows it.
//
// A row is identified by its unfiltered index, the same rule the selection follows: after a
// reload, row 3 is still row 3, reloaded when its item changed; rows past the new count are
// deleted and new ones inserted at the end (the filtered list follows from that).

extension IndexListPicker {
    /// Replaces the items as ``replaceItems(_:)`` does and returns, beside its report, the update
    /// from the rows shown before to the rows shown now (filtered while a search is in effect):
    /// rows whose item is no longer `==` are reloaded.
    ///
    /// - Parameters:
    ///   - newItems: The items to show from now on.
    ///   - reloadThreshold: When to answer ``ListUpdate/reloadData`` instead of batches.
    public mutating func reload(
        _ newItems: [Item], reloadThreshold: ReloadThreshold = .never
    ) -> (report: ListPickerLoadReport<Int>, update: ListUpdate) where Item: Equatable {
        reload(newItems, isContentEqual: { $0 == $1 }, reloadThreshold: reloadThreshold)
    }

    /// ``reload(_:reloadThreshold:)`` for items that are not `Equatable`, or that should be
    /// compared by another rule: a row is reloaded when `isContentEqual` is false for its item
    /// before and after.
    public mutating func reload(
        _ newItems: [Item], isContentEqual: (Item, Item) -> Bool, reloadThreshold: ReloadThreshold = .never
    ) -> (report: ListPickerLoadReport<Int>, update: ListUpdate) {
        let before = core.shownRows
        let report = replaceItems(newItems)
        guard report.isApplied else { return (report, .batches([])) }
        return (report, core.update(since: before, isContentEqual: isContentEqual, threshold: reloadThreshold))
    }

    /// Applies a search as ``setSearchQuery(_:)`` does and returns the update from the rows shown
    /// before to the rows shown now: rows the query hides are deleted, rows it reveals inserted.
    /// Empty when the trimmed query is unchanged.
    public mutating func search(_ text: String, reloadThreshold: ReloadThreshold = .never) -> ListUpdate {
        let before = core.shownRows
        setSearchQuery(text)
        return core.update(since: before, isContentEqual: { _, _ in true }, threshold: reloadThreshold)
    }
}
