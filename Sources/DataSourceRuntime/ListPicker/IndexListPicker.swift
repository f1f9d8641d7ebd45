/// A list picker in index mode (seed 000, "data source not using unique identifier"), with the
/// selection kept as FormKit's `[Int]`: ascending indices into the unfiltered list.
///
/// A value type: mutate it through its methods and hand it to a host or the UIKit adapter.
/// Positions taken by ``item(at:isFiltered:)`` follow the seed: into the filtered list when
/// `isFiltered` is true (which is the whole list while no search is in effect), into the
/// unfiltered list otherwise. Positions taken by selection methods are positions in the current
/// list (filtered while a search is in effect), exactly what a table view reports on a tap.
public struct IndexListPicker<Item>: IndexListPickerDataSource {
    /// Rows, search and selection: the engine every picker shares, here with one section and
    /// rows keyed by unfiltered position.
    var core: ListPickerCore<FlatListSection, Item, ListPositionKeys>

    /// An empty picker configured once and for all; load items with ``replaceItems(_:)``.
    public init(configuration: ListPickerConfiguration<Item>) {
        core = ListPickerCore(
            title: configuration.title, search: configuration.search, selection: configuration.selection,
            showsSelectAll: false, keys: ListPositionKeys(count: 0))
    }

    /// All items in list order (the unfiltered list), whatever the search shows.
    public var items: [Item] { core.items }

    /// Replaces the items. The search query stays in effect and is re-applied; selected indices
    /// at or past the new count are removed and reported (ascending); the others are kept as is.
    @discardableResult
    public mutating func replaceItems(_ newItems: [Item]) -> ListPickerLoadReport<Int> {
        let removed = core.load(newItems, sections: [.all], keys: ListPositionKeys(count: newItems.count))
        return ListPickerLoadReport(removedSelection: removed)
    }

    // MARK: Search

    /// The search text as last set (possibly empty or blank, then ``isFiltered`` is false).
    public var searchText: String { core.searchQuery.text }

    /// True while a search is in effect: counts and current positions refer to the filtered list.
    public var isFiltered: Bool { core.isFiltered }

    /// How a search filters the items, as configured: what a view that filters on its own (such as
    /// FioriSwiftUICore's `ListPickerDestination`) asks through ``SearchMatcher/matches(_:searchText:)``.
    public var searchMatcher: SearchMatcher<Item> { core.searchMatcher }

    /// Applies a search; an empty or whitespace-only `text` ends it.
    /// The query is ignored when the configuration's matcher is ``SearchMatcher/disabled``.
    public mutating func setSearchQuery(_ text: String) {
        core.setSearchQuery(text)
    }

    // MARK: Current list

    /// The number of rows in the current list (filtered while a search is in effect).
    public func numberOfRows() -> Int {
        core.currentCount
    }

    /// The item at `index`, of the filtered list if `isFiltered`, else of the unfiltered list.
    /// - Precondition: `index` is in range for that list (as for `Array`).
    public func item(at index: Int, isFiltered: Bool) -> Item {
        guard let item = item(ifPresentAt: index, isFiltered: isFiltered) else {
            preconditionFailure("index \(index) out of range (isFiltered: \(isFiltered))")
        }
        return item
    }

    /// The item at `index` as in ``item(at:isFiltered:)``, or `nil` when out of range.
    public func item(ifPresentAt index: Int, isFiltered: Bool) -> Item? {
        core.item(ifPresentAtFlatIndex: index, isFiltered: isFiltered)
    }

    /// The unfiltered index shown at current position `index`, or `nil` when out of range.
    public func unfilteredIndex(forCurrentIndex index: Int) -> Int? {
        core.unfilteredFlatIndex(forCurrentFlatIndex: index)
    }

    /// The current position of unfiltered index `index`, or `nil` when hidden or out of range.
    public func currentIndex(forUnfilteredIndex index: Int) -> Int? {
        core.currentFlatIndex(forUnfilteredFlatIndex: index)
    }

    // MARK: Selection

    /// Whether more than one item can be selected, as configured.
    public var allowsMultipleSelection: Bool { core.selection.rules.allowsMultipleSelection }

    /// Whether the selection may become empty, as configured.
    public var allowsEmptySelection: Bool { core.selection.rules.allowsEmptySelection }

    /// The selected unfiltered indices, ascending: FormKit's list-picker value.
    public var selectedIndices: [Int] { core.selectedKeysInListOrder }

    /// The selected items in list order, whether or not the search shows them.
    public var selectedItems: [Item] { core.selectedItemsInListOrder }

    /// Replaces the selection with unfiltered `indices` (restoring FormKit's `[Int]` value).
    /// Out-of-range indices are rejected; in single selection only the first valid index is
    /// kept. `allowsEmptySelection` does not apply.
    /// - Returns: the rejected indices, in the order given.
    @discardableResult
    public mutating func setSelectedIndices<S: Sequence>(_ indices: S) -> [Int] where S.Element == Int {
        core.replaceSelection(with: indices)
    }

    /// Changes the selection to unfiltered `indices`, as a list bound to it asks: the indices
    /// added are selected, then those dropped deselected, each under the rules (unlike
    /// ``setSelectedIndices(_:)``); out-of-range indices are ignored.
    /// - Returns: Whether a view showing the selection must read it again: it changed, or the
    ///   rules kept something other than `indices`.
    @discardableResult
    public mutating func changeSelection(to indices: Set<Int>) -> Bool {
        core.changeSelection(to: indices)
    }

    /// Whether every item is selected, and there is one: Select All gives way to Deselect All.
    public var isAllSelected: Bool { core.isAllSelected }

    /// True when the item at current position `index` is selected.
    public func isSelected(at index: Int) -> Bool {
        core.isSelected(rowKeyed: unfilteredIndex(forCurrentIndex: index))
    }

    /// Selects the item at current position `index` (replacing in single selection).
    @discardableResult
    public mutating func select(at index: Int) -> SelectionOutcome {
        core.applySelection(.select, toRowKeyed: unfilteredIndex(forCurrentIndex: index))
    }

    /// Deselects the item at current position `index`, unless that would empty a selection
    /// that may not be empty.
    @discardableResult
    public mutating func deselect(at index: Int) -> SelectionOutcome {
        core.applySelection(.deselect, toRowKeyed: unfilteredIndex(forCurrentIndex: index))
    }

    /// Toggles the item at current position `index`, as a tap on its row does.
    @discardableResult
    public mutating func toggle(at index: Int) -> SelectionOutcome {
        core.applySelection(.toggle, toRowKeyed: unfilteredIndex(forCurrentIndex: index))
    }

    /// Selects every item of the unfiltered list (multiple selection only).
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

    /// The titles of the items at `indices` (a form field's selection, which FormKit keeps in
    /// the cell rather than in this picker), in list order, each once; indices the list does not
    /// have are skipped.
    public func selectionDescription(ofIndices indices: [Int], separator: String = ", ") -> String {
        core.selectionDescription(ofKeys: indices, separator: separator)
    }
}

extension IndexListPicker: Sendable where Item: Sendable {}
