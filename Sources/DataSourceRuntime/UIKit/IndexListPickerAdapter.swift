#if canImport(SAPFiori)
import SAPFiori
import UIKit

/// Serves an ``IndexListPicker`` to SAP Fiori's list picker: a complete
/// `FUIListPickerDataSource` and `FUIListPickerSearchResultsUpdating` in index mode (see
/// ``FioriIndexModeDataSource``). It only forwards: every decision is made, and tested on Linux,
/// in the picker and ``FioriIndexSearchBridge``.
///
/// ```swift
/// let dataSource = IndexListPickerAdapter(picker: picker) { tableView, workGroup in … }
/// cell.listPicker.dataSource = dataSource
/// cell.listPicker.searchResultsUpdating = dataSource
/// ```
///
/// The conformances are `@preconcurrency` because the Fiori protocols are not main-actor
/// isolated, while the adapter is: Fiori calls it on the main thread, and a call from anywhere
/// else stops at run time instead of racing.
@MainActor
open class IndexListPickerAdapter<Item>: NSObject, @preconcurrency FioriIndexModeDataSource {
    /// The picker: items, search and selection. Mutate it, then reload the table view.
    public var picker: IndexListPicker<Item>
    /// Makes the cell that shows an item.
    public let cellProvider: @MainActor (UITableView, Item) -> UITableViewCell

    /// An adapter serving `picker`, with cells made by `cellProvider`.
    public init(picker: IndexListPicker<Item>, cellProvider: @escaping @MainActor (UITableView, Item) -> UITableViewCell) {
        self.picker = picker
        self.cellProvider = cellProvider
        super.init()
    }

    /// The rows of the current list (filtered while searching).
    public func numberOfRows(in listPickerTableView: UITableView) -> Int {
        picker.numberOfRows()
    }

    /// The cell of the item at `index` of the filtered (`isFiltered`) or unfiltered list; an
    /// index outside it is reported as a misuse (see ``RuntimeMisuse``).
    public func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool) -> UITableViewCell {
        guard let item = picker.item(ifPresentAt: index, isFiltered: isFiltered) else {
            RuntimeMisuse.report(
                "IndexListPickerAdapter<\(Item.self)>: Fiori asked for the cell at \(isFiltered ? "filtered" : "unfiltered") "
                    + "index \(index), which the list does not have. Reload the list picker's table view after changing "
                    + "`picker`.")
            return UITableViewCell()
        }
        return cellProvider(tableView, item)
    }

    /// Applies the search text.
    public func listPicker(_ listPicker: FUIListPicker, updateSearchResults searchString: String) {
        picker.setSearchQuery(searchString)
    }

    /// True when unfiltered `unfilteredIndex` is in the current list.
    public func listPicker(_ listPicker: FUIListPicker, filteredDataSourceContainsItemAt unfilteredIndex: Int) -> Bool {
        FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: unfilteredIndex, in: picker)
    }

    /// The unfiltered index shown at current `filteredIndex`, or -1.
    public func listPicker(_ listPicker: FUIListPicker, unfilteredDataSourceIndexOfItemAt filteredIndex: Int) -> Int {
        FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: filteredIndex, in: picker)
    }
}
#endif
