// Selection for the flat unique-identifier picker: by identifier, or by a position of the current list.
extension UniqueIdentifierListPicker {
    /// The selection rules in effect.
    public var selectionRules: SelectionRules { selection.rules }

    /// The selected identifiers in list order.
    public var selectedUniqueIdentifiers: [Item.ID] {
        selection.positions(in: identifierMap.identifiers, positionOf: identifierMap.index(of:)).map { identifierMap.identifiers[$0] }
    }

    /// The selected items in list order.
    public var selectedItems: [Item] {
        selection.positions(in: identifierMap.identifiers, positionOf: identifierMap.index(of:)).map { items[$0] }
    }

    /// Replaces the selection (restoring saved state). Unknown identifiers are rejected; in
    /// single selection only the first known one is kept. `allowsEmptySelection` does not apply.
    /// - Returns: the rejected identifiers, in the order given.
    @discardableResult
    public mutating func setSelectedUniqueIdentifiers<S: Sequence>(_ ids: S) -> [Item.ID] where S.Element == Item.ID {
        let map = identifierMap
        return selection.replace(with: ids, isValid: map.contains)
    }

    /// True when the item with `id` is selected.
    public func isSelected(uniqueIdentifier id: Item.ID) -> Bool {
        selection.contains(id)
    }

    /// True when the item at current position `index` is selected.
    public func isSelected(at index: Int) -> Bool {
        uniqueIdentifier(ifPresentAt: index).map(selection.contains) ?? false
    }

    /// Selects the item with `id` (replacing in single selection), shown or not.
    @discardableResult
    public mutating func select(uniqueIdentifier id: Item.ID) -> SelectionOutcome {
        identifierMap.contains(id) ? selection.select(id) : .refused(.notInList)
    }

    /// Deselects the item with `id`, unless that would empty a selection that may not be empty.
    @discardableResult
    public mutating func deselect(uniqueIdentifier id: Item.ID) -> SelectionOutcome {
        identifierMap.contains(id) ? selection.deselect(id) : .refused(.notInList)
    }

    /// Toggles the item with `id`, as a tap on its row does.
    @discardableResult
    public mutating func toggle(uniqueIdentifier id: Item.ID) -> SelectionOutcome {
        identifierMap.contains(id) ? selection.toggle(id) : .refused(.notInList)
    }

    /// Selects the item at current position `index`.
    @discardableResult
    public mutating func select(at index: Int) -> SelectionOutcome {
        uniqueIdentifier(ifPresentAt: index).map { selection.select($0) } ?? .refused(.notInList)
    }

    /// Deselects the item at current position `index` (subject to `allowsEmptySelection`).
    @discardableResult
    public mutating func deselect(at index: Int) -> SelectionOutcome {
        uniqueIdentifier(ifPresentAt: index).map { selection.deselect($0) } ?? .refused(.notInList)
    }

    /// Toggles the item at current position `index`.
    @discardableResult
    public mutating func toggle(at index: Int) -> SelectionOutcome {
        uniqueIdentifier(ifPresentAt: index).map { selection.toggle($0) } ?? .refused(.notInList)
    }

    /// Selects every item of the unfiltered list (multiple selection only), as Select All does.
    @discardableResult
    public mutating func selectAll() -> SelectionOutcome {
        selection.selectAll(identifierMap.identifiers)
    }

    /// Deselects everything, unless the selection may not be empty.
    @discardableResult
    public mutating func deselectAll() -> SelectionOutcome {
        selection.deselectAll()
    }

    /// The titles of the selected items in list order, joined by `separator`.
    public func selectionDescription(separator: String = SelectionDescription.defaultSeparator) -> String {
        SelectionDescription.text(titles: selectedItems.lazy.map(configuration.title), separator: separator)
    }
}
