// Selection for the sectioned picker: by identifier, or by an index path of the current
// list. The logic is written once in the picker core; these are the public entry points.
extension SectionedListPicker {
    /// Whether more than one item can be selected, as configured.
    public var allowsMultipleSelection: Bool { core.selection.rules.allowsMultipleSelection }

    /// Whether the selection may become empty, as configured.
    public var allowsEmptySelection: Bool { core.selection.rules.allowsEmptySelection }

    /// The selected identifiers in list order (sections in order, rows in order), whether or not
    /// the search shows them.
    public var selectedUniqueIdentifiers: [Item.ID] { core.selectedKeysInListOrder }

    /// The selected items in list order (sections in order, rows in order), whether or not the
    /// search shows them.
    public var selectedItems: [Item] { core.selectedItemsInListOrder }

    /// Replaces the selection (restoring saved state). Unknown identifiers are rejected; in
    /// single selection only the first known one is kept. `allowsEmptySelection` does not apply.
    /// - Returns: the rejected identifiers, in the order given.
    @discardableResult
    public mutating func setSelectedUniqueIdentifiers<S: Sequence>(_ ids: S) -> [Item.ID] where S.Element == Item.ID {
        core.replaceSelection(with: ids)
    }

    /// Changes the selection to `ids`, as a list bound to it asks: the identifiers added are
    /// selected, then those dropped deselected, each under the rules (unlike
    /// ``setSelectedUniqueIdentifiers(_:)``); identifiers no item has are ignored.
    /// - Returns: Whether a view showing the selection must read it again: it changed, or the
    ///   rules kept something other than `ids`.
    @discardableResult
    public mutating func changeSelection(to ids: Set<Item.ID>) -> Bool {
        core.changeSelection(to: ids)
    }

    /// Whether every item is selected, and there is one: Select All gives way to Deselect All.
    public var isAllSelected: Bool { core.isAllSelected }

    /// True when the item with `id` is selected, whether or not the search shows it.
    public func isSelected(uniqueIdentifier id: Item.ID) -> Bool {
        core.selection.contains(id)
    }

    /// True when the item at current `indexPath` is selected; false when out of range.
    public func isSelected(at indexPath: ListIndexPath) -> Bool {
        core.isSelected(rowKeyed: uniqueIdentifier(ifPresentAt: indexPath))
    }

    /// Selects the item with `id` (replacing in single selection), shown or not; refused with
    /// `.refusedNotInList` when no item has it.
    @discardableResult
    public mutating func select(uniqueIdentifier id: Item.ID) -> SelectionOutcome {
        core.applySelection(.select, toKey: id)
    }

    /// Deselects the item with `id`, unless that would empty a selection that may not be empty.
    @discardableResult
    public mutating func deselect(uniqueIdentifier id: Item.ID) -> SelectionOutcome {
        core.applySelection(.deselect, toKey: id)
    }

    /// Toggles the item with `id`, as a tap on its row does.
    @discardableResult
    public mutating func toggle(uniqueIdentifier id: Item.ID) -> SelectionOutcome {
        core.applySelection(.toggle, toKey: id)
    }

    /// Selects the item at current `indexPath` (replacing in single selection); refused with
    /// `.refusedNotInList` when out of range.
    @discardableResult
    public mutating func select(at indexPath: ListIndexPath) -> SelectionOutcome {
        core.applySelection(.select, toRowKeyed: uniqueIdentifier(ifPresentAt: indexPath))
    }

    /// Deselects the item at current `indexPath`, unless that would empty a selection that may not
    /// be empty.
    @discardableResult
    public mutating func deselect(at indexPath: ListIndexPath) -> SelectionOutcome {
        core.applySelection(.deselect, toRowKeyed: uniqueIdentifier(ifPresentAt: indexPath))
    }

    /// Toggles the item at current `indexPath`, as a tap on its row does.
    @discardableResult
    public mutating func toggle(at indexPath: ListIndexPath) -> SelectionOutcome {
        core.applySelection(.toggle, toRowKeyed: uniqueIdentifier(ifPresentAt: indexPath))
    }

    /// Selects every item of the unfiltered list, as Select All does; refused in single selection.
    @discardableResult
    public mutating func selectAll() -> SelectionOutcome {
        core.selectAll()
    }

    /// Deselects everything, unless the selection may not be empty.
    @discardableResult
    public mutating func deselectAll() -> SelectionOutcome {
        core.selection.deselectAll()
    }

    /// The titles of the selected items in list order, joined by `separator` (FormKit's
    /// `descriptionForSelectedStrings`; its examples' `", "` is the default).
    public func selectionDescription(separator: String = ", ") -> String {
        core.selectionDescription(separator: separator)
    }

    /// The titles of the items with `ids` (a form field's selection, which FormKit keeps in the
    /// cell rather than in this picker), in list order, each once; unknown identifiers are skipped.
    public func selectionDescription<S: Sequence>(ofIdentifiers ids: S, separator: String = ", ") -> String
    where S.Element == Item.ID {
        core.selectionDescription(ofKeys: ids, separator: separator)
    }
}
