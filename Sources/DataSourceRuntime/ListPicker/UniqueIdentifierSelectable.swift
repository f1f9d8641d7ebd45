/// A list picker that keeps its selection by unique identifier: the flat and the sectioned
/// unique-identifier pickers, which select the same way and differ only in how a row of the
/// current list is addressed (``Position``).
///
/// The selection API is written once, in this protocol's extension. What it works on (the
/// selection state and the identifier lookups) are SPI requirements, so they stay out of the
/// public API; only this module's pickers conform.
public protocol UniqueIdentifierSelectable {
    /// The value a row shows.
    associatedtype Item: Identifiable
    /// How a row of the current list is addressed: `Int` when flat, ``ListIndexPath`` when sectioned.
    associatedtype Position

    /// All shown items in list order (the unfiltered list).
    var items: [Item] { get }

    /// The identifier at current `position`, or `nil` when out of range.
    func uniqueIdentifier(ifPresentAt position: Position) -> Item.ID?

    /// The selected identifiers, guarded by the configured rules.
    @_spi(ListPickerInternals)
    var selection: SelectionState<Item.ID> { get set }

    /// The identifiers of ``items``, in the same order.
    @_spi(ListPickerInternals)
    var unfilteredIdentifiers: [Item.ID] { get }

    /// The position of `id` in ``items``, or `nil` when no item has it.
    @_spi(ListPickerInternals)
    func unfilteredFlatIndex(of id: Item.ID) -> Int?

    /// The title of `item` for the selection description.
    @_spi(ListPickerInternals)
    func selectionTitle(of item: Item) -> String
}

extension UniqueIdentifierSelectable {
    /// The selection rules in effect.
    public var selectionRules: SelectionRules { selection.rules }

    /// The selected identifiers in list order (when sectioned: sections in order, rows in order).
    public var selectedUniqueIdentifiers: [Item.ID] {
        let identifiers = unfilteredIdentifiers
        return selectedFlatIndices(in: identifiers).map { identifiers[$0] }
    }

    /// The selected items in list order.
    public var selectedItems: [Item] {
        let items = self.items
        return selectedFlatIndices(in: unfilteredIdentifiers).map { items[$0] }
    }

    /// Replaces the selection (restoring saved state). Unknown identifiers are rejected; in
    /// single selection only the first known one is kept. `allowsEmptySelection` does not apply.
    /// - Returns: the rejected identifiers, in the order given.
    @discardableResult
    public mutating func setSelectedUniqueIdentifiers<S: Sequence>(_ ids: S) -> [Item.ID] where S.Element == Item.ID {
        let known = self
        return selection.replace(with: ids, isValid: known.isKnown)
    }

    /// True when the item with `id` is selected.
    public func isSelected(uniqueIdentifier id: Item.ID) -> Bool {
        selection.contains(id)
    }

    /// True when the item at current `position` is selected.
    public func isSelected(at position: Position) -> Bool {
        guard let id = uniqueIdentifier(ifPresentAt: position) else { return false }
        return selection.contains(id)
    }

    /// Selects the item with `id` (replacing in single selection), shown or not.
    @discardableResult
    public mutating func select(uniqueIdentifier id: Item.ID) -> SelectionOutcome {
        isKnown(id) ? selection.select(id) : .refused(.notInList)
    }

    /// Deselects the item with `id`, unless that would empty a selection that may not be empty.
    @discardableResult
    public mutating func deselect(uniqueIdentifier id: Item.ID) -> SelectionOutcome {
        isKnown(id) ? selection.deselect(id) : .refused(.notInList)
    }

    /// Toggles the item with `id`, as a tap on its row does.
    @discardableResult
    public mutating func toggle(uniqueIdentifier id: Item.ID) -> SelectionOutcome {
        isKnown(id) ? selection.toggle(id) : .refused(.notInList)
    }

    /// Selects the item at current `position`.
    @discardableResult
    public mutating func select(at position: Position) -> SelectionOutcome {
        guard let id = uniqueIdentifier(ifPresentAt: position) else { return .refused(.notInList) }
        return selection.select(id)
    }

    /// Deselects the item at current `position` (subject to `allowsEmptySelection`).
    @discardableResult
    public mutating func deselect(at position: Position) -> SelectionOutcome {
        guard let id = uniqueIdentifier(ifPresentAt: position) else { return .refused(.notInList) }
        return selection.deselect(id)
    }

    /// Toggles the item at current `position`.
    @discardableResult
    public mutating func toggle(at position: Position) -> SelectionOutcome {
        guard let id = uniqueIdentifier(ifPresentAt: position) else { return .refused(.notInList) }
        return selection.toggle(id)
    }

    /// Selects every item of the unfiltered list (multiple selection only), as Select All does.
    @discardableResult
    public mutating func selectAll() -> SelectionOutcome {
        selection.selectAll(unfilteredIdentifiers)
    }

    /// Deselects everything, unless the selection may not be empty.
    @discardableResult
    public mutating func deselectAll() -> SelectionOutcome {
        selection.deselectAll()
    }

    /// The titles of the selected items in list order, joined by `separator`.
    public func selectionDescription(separator: String = SelectionDescription.defaultSeparator) -> String {
        SelectionDescription.text(titles: selectedItems.lazy.map(selectionTitle), separator: separator)
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
