#if canImport(UIKit)
import UIKit

/// The UIKit half of an SAP Fiori list-picker data source in index mode: the `@objc` methods of
/// `FUIListPickerDataSource` typed with UIKit only, for an ``IndexListPicker``. It only forwards:
/// every decision is made, and tested on Linux, in the picker and its Fiori search bridge.
///
/// SAPFiori is linked into the app, not into this package, so the conformances are declared
/// where the app compiles: a picker generated with `"platforms": ["fiori"]` has a
/// `FioriDataSource` subclass that declares `FUIListPickerDataSource` and
/// `FUIListPickerSearchResultsUpdating` and adds the methods typed with `FUIListPicker`,
/// forwarding to the methods below.
@MainActor
open class IndexListPickerAdapter<Item>: NSObject {
    /// The picker: items, search and selection. Mutate it, then reload the table view.
    public var picker: IndexListPicker<Item>
    /// Makes the cell that shows an item.
    public let cellProvider: @MainActor (UITableView, Item) -> UITableViewCell

    /// An adapter serving `picker`, with cells made by `cellProvider`.
    public init(
        picker: IndexListPicker<Item>, cellProvider: @escaping @MainActor (UITableView, Item) -> UITableViewCell
    ) {
        self.picker = picker
        self.cellProvider = cellProvider
        super.init()
    }

    /// The rows of the current list (filtered while searching).
    @objc public func numberOfRows(in listPickerTableView: UITableView) -> Int {
        picker.numberOfRows()
    }

    /// The cell of the item at `index` of the filtered (`isFiltered`) or unfiltered list; an
    /// index outside it is reported as a misuse (see ``RuntimeMisuse``).
    @objc public func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool)
        -> UITableViewCell
    {
        guard let item = picker.item(ifPresentAt: index, isFiltered: isFiltered) else {
            RuntimeMisuse.report(
                "IndexListPickerAdapter<\(Item.self)>: Fiori asked for the cell at \(isFiltered ? "filtered" : "unfiltered") "
                    + "index \(index), which the list does not have. Reload the list picker's table view after changing "
                    + "`picker`.")
            return UITableViewCell()
        }
        return cellProvider(tableView, item)
    }

    /// `listPicker(_:updateSearchResults:)`: applies the search text.
    public func updateSearchResults(_ searchString: String) {
        picker.setSearchQuery(searchString)
    }

    /// `listPicker(_:filteredDataSourceContainsItemAt:)`: true when unfiltered `unfilteredIndex`
    /// is in the current list.
    public func filteredDataSourceContainsItem(at unfilteredIndex: Int) -> Bool {
        FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: unfilteredIndex, in: picker)
    }

    /// `listPicker(_:unfilteredDataSourceIndexOfItemAt:)`: the unfiltered index shown at current
    /// `filteredIndex`, or -1.
    public func unfilteredDataSourceIndexOfItem(at filteredIndex: Int) -> Int {
        FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: filteredIndex, in: picker)
    }
}
#endif
