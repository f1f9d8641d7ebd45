// What a reload or a search changes in the list a picker shows, for every mode at once: the rows
// shown before and after, each keyed as the selection keys it, are diffed. A flat picker's one
// section is always there, so its rows are diffed as section 0 on their own; a sectioned picker's
// sections are matched by value and come and go with their rows.

extension ListPickerCore {
    /// A row of the current list as a reload or a search diffs it: its key finds it again (an
    /// unfiltered index in index mode, an identifier otherwise), its item says whether it changed.
    struct ShownRow: Identifiable {
        let id: Key
        let item: Item
    }

    /// The rows of the current list, section by section.
    var shownRows: [ListDiffer.Section<Section, ShownRow>] {
        currentSections(of: { flat in ShownRow(id: keys.key(atFlatIndex: flat), item: items[flat]) })
    }

    /// The update from `before` (``shownRows`` as it was) to the rows shown now: rows matched by
    /// key, reloaded where `isContentEqual` is false for their item before and after.
    func update(
        since before: [ListDiffer.Section<Section, ShownRow>], isContentEqual: (Item, Item) -> Bool,
        threshold: ReloadThreshold
    ) -> ListUpdate {
        let now = shownRows
        let rowsAreEqual = { (old: ShownRow, new: ShownRow) in isContentEqual(old.item, new.item) }
        guard Section.self == FlatListSection.self else {
            return ListUpdate.between(before, now, isContentEqual: rowsAreEqual, threshold: threshold)
        }
        return ListUpdate.between(
            before.flatMap(\.items), now.flatMap(\.items), id: \.id, isContentEqual: rowsAreEqual,
            threshold: threshold)
    }
}
