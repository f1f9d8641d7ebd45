/// The selection logic of the flat and the sectioned unique-identifier pickers, written once:
/// both keep their selection by identifier and differ only in how a row of the current list is
/// addressed (``Position``).
///
/// Internal on purpose. Each picker declares its public selection methods itself, in one line
/// each, forwarding here; so the selection state and the identifier lookups this extension works
/// on never appear in the public API, and a lookup is a direct call on the picker's own map.
protocol UniqueIdentifierSelecting {
    associatedtype Item: Identifiable
    /// `Int` when flat, ``ListIndexPath`` when sectioned.
    associatedtype Position

    /// All shown items in list order (the unfiltered list).
    var items: [Item] { get }
    /// The selected identifiers, guarded by the configured rules.
    var selection: SelectionState<Item.ID> { get set }
    /// The identifiers of ``items``, in the same order.
    var unfilteredIdentifiers: [Item.ID] { get }

    /// The position of `id` in ``items``, or `nil` when no item has it.
    func unfilteredFlatIndex(of id: Item.ID) -> Int?
    /// The configured title of `item`, for the selection description.
    func selectionTitle(of item: Item) -> String
    /// The identifier at current `position`, or `nil` when out of range.
    func uniqueIdentifier(ifPresentAt position: Position) -> Item.ID?
}

extension UniqueIdentifierSelecting {
    /// The selected identifiers in list order.
    var selectedIdentifiersInListOrder: [Item.ID] {
        let identifiers = unfilteredIdentifiers
        return selectedFlatIndices(in: identifiers).map { identifiers[$0] }
    }

    /// The selected items in list order.
    var selectedItemsInListOrder: [Item] {
        let items = self.items
        return selectedFlatIndices(in: unfilteredIdentifiers).map { items[$0] }
    }

    /// Replaces the selection; unknown identifiers are rejected and returned in the order given.
    mutating func replaceSelection<S: Sequence>(with ids: S) -> [Item.ID] where S.Element == Item.ID {
        let known = self
        return selection.replace(with: ids, isValid: known.isKnown)
    }

    /// Applies `change` to the item with `id`, shown or not; `.notInList` when no item has it.
    mutating func applySelection(_ change: SelectionChange, toIdentifier id: Item.ID) -> SelectionOutcome {
        guard isKnown(id) else { return .refused(.notInList) }
        return selection.apply(change, to: id)
    }

    /// Applies `change` to the item at current `position`; `.notInList` when out of range.
    mutating func applySelection(_ change: SelectionChange, at position: Position) -> SelectionOutcome {
        guard let id = uniqueIdentifier(ifPresentAt: position) else { return .refused(.notInList) }
        return selection.apply(change, to: id)
    }

    /// True when the item at current `position` is selected.
    func selectionContains(position: Position) -> Bool {
        guard let id = uniqueIdentifier(ifPresentAt: position) else { return false }
        return selection.contains(id)
    }

    /// The titles of the selected items in list order, joined by `separator`.
    func selectionText(separator: String) -> String {
        SelectionDescription.text(titles: selectedItemsInListOrder.lazy.map(selectionTitle), separator: separator)
    }

    /// The titles of the items with `ids` (a selection kept elsewhere, such as a form field), in
    /// list order, each once; identifiers no item has are skipped.
    func selectionText<S: Sequence>(ofIdentifiers ids: S, separator: String) -> String where S.Element == Item.ID {
        let items = self.items
        let positions = Set(ids.compactMap { unfilteredFlatIndex(of: $0) }).sorted()
        return SelectionDescription.text(
            titles: positions.lazy.map { selectionTitle(of: items[$0]) }, separator: separator)
    }

    /// True when an item has `id`, shown or not.
    private func isKnown(_ id: Item.ID) -> Bool {
        unfilteredFlatIndex(of: id) != nil
    }

    /// The positions in ``items`` of the selected identifiers, ascending.
    private func selectedFlatIndices(in identifiers: [Item.ID]) -> [Int] {
        selection.positions(in: identifiers, positionOf: unfilteredFlatIndex(of:))
    }
}
