// The selection of every picker, written once over row keys. The façades name a row of the
// current list by a flat position or an index path and resolve it to a key first, so these
// methods take the key they found (`nil` when the position is out of range).

extension ListPickerCore {
    /// The selected keys in list order, whether or not the search shows their rows.
    var selectedKeysInListOrder: [Key] {
        let keys = self.keys
        return selectedFlatIndices.map { keys.key(atFlatIndex: $0) }
    }

    /// The selected items in list order, whether or not the search shows them.
    var selectedItemsInListOrder: [Item] {
        let items = self.items
        return selectedFlatIndices.map { items[$0] }
    }

    /// Replaces the selection; keys no row has are rejected and returned in the order given.
    mutating func replaceSelection<S: Sequence>(with newKeys: S) -> [Key] where S.Element == Key {
        let keys = self.keys
        return selection.replace(with: newKeys) { keys.location(of: $0) != nil }
    }

    /// Applies `change` to the row keyed `key`, shown or not; `.refusedNotInList` when no row has it.
    mutating func applySelection(_ change: SelectionChange, toKey key: Key) -> SelectionOutcome {
        guard keys.location(of: key) != nil else { return .refusedNotInList }
        return selection.apply(change, to: key)
    }

    /// Applies `change` to the row a position resolved to; `.refusedNotInList` for `nil`.
    mutating func applySelection(_ change: SelectionChange, toRowKeyed key: Key?) -> SelectionOutcome {
        guard let key else { return .refusedNotInList }
        return selection.apply(change, to: key)
    }

    /// True when the row a position resolved to is selected; false for `nil`.
    func isSelected(rowKeyed key: Key?) -> Bool {
        guard let key else { return false }
        return selection.contains(key)
    }

    /// Makes the selection `requested` as a user's edits would, under the rules: the keys added are
    /// selected, then the keys dropped deselected, each in list order; keys no row has are ignored.
    /// Selecting first lets a selection that may not be empty move from one key to another.
    /// - Returns: Whether a view showing the selection must read it again: it changed, or the
    ///   rules kept something other than `requested`.
    mutating func changeSelection(to requested: Set<Key>) -> Bool {
        let old = selection.keys
        for key in inListOrder(requested.subtracting(old)) { selection.select(key) }
        for key in inListOrder(old.subtracting(requested)) { selection.deselect(key) }
        return selection.keys != old || selection.keys != requested
    }

    /// Whether every row of the unfiltered list is selected, and there is one (Select All gives
    /// way to Deselect All).
    var isAllSelected: Bool {
        !items.isEmpty && selection.count == items.count
    }

    /// Selects every row of the unfiltered list, as Select All does; refused in single selection.
    mutating func selectAll() -> SelectionOutcome {
        selection.selectAll(keys.allKeys)
    }

    /// The titles of the selected items in list order, joined by `separator`.
    func selectionDescription(separator: String) -> String {
        SelectionDescription.text(titles: selectedItemsInListOrder.lazy.map(title), separator: separator)
    }

    /// The titles of the rows keyed `keys` (a selection kept elsewhere, such as a form field), in
    /// list order, each once; keys no row has are skipped.
    func selectionDescription<S: Sequence>(ofKeys keys: S, separator: String) -> String where S.Element == Key {
        let items = self.items
        let positions = Set(keys.compactMap { self.keys.location(of: $0)?.flat }).sorted()
        return SelectionDescription.text(titles: positions.lazy.map { title(items[$0]) }, separator: separator)
    }

    /// `keys` that rows have, in list order.
    private func inListOrder(_ keys: Set<Key>) -> [Key] {
        let rows = self.keys
        return keys.compactMap { key in rows.location(of: key).map { (flat: $0.flat, key: key) } }
            .sorted { $0.flat < $1.flat }.map(\.key)
    }

    /// The flat positions of the selected rows, ascending.
    private var selectedFlatIndices: [Int] {
        let keys = self.keys
        return selection.positions(in: keys.allKeys) { keys.location(of: $0)?.flat }
    }
}
