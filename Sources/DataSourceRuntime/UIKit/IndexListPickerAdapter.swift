#if canImport(UIKit)
import UIKit

/// Serves an ``IndexListPicker`` to SAP Fiori's list picker with the exact method shapes of
/// `FUIListPickerDataSource` in index mode. It only forwards: every decision is made (and tested
/// on Linux) in the picker and ``FioriIndexSearchBridge``.
///
/// This package cannot import SAPFiori, so the conformance is declared by the app on a
/// subclass, which inherits these methods as the protocol's witnesses, and which adds the
/// requirements typed with `FUIListPicker`, forwarding to the public methods below:
///
/// ```swift
/// final class WorkGroupDataSource: IndexListPickerAdapter<String>,
///     @preconcurrency FUIListPickerDataSource, @preconcurrency FUIListPickerSearchResultsUpdating {
///     // FUIListPickerSearchResultsUpdating requirements → updateSearchResults(for:),
///     // filteredDataSourceContainsItem(atUnfilteredIndex:), unfilteredDataSourceIndexOfItem(atFilteredIndex:)
/// }
/// ```
///
/// (`@preconcurrency` is only needed when the SDK's protocols are not main-actor isolated.)
@MainActor
open class IndexListPickerAdapter<Item>: NSObject {
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

    /// `numberOfRows(in:)`: the rows of the current list (filtered while searching).
    @objc public func numberOfRows(in listPickerTableView: UITableView) -> Int {
        picker.numberOfRows()
    }

    /// `listPickerTableView(_:cellForRowAt:isFiltered:)`; an index out of range gets a blank cell.
    @objc public func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool) -> UITableViewCell {
        picker.item(ifPresentAt: index, isFiltered: isFiltered).map { cellProvider(tableView, $0) } ?? UITableViewCell()
    }

    /// Forward the search text of `FUIListPickerSearchResultsUpdating` here.
    public func updateSearchResults(for searchText: String) {
        picker.setSearchQuery(searchText)
    }

    /// Forward `filteredDataSourceContainsItemAt` here.
    public func filteredDataSourceContainsItem(atUnfilteredIndex index: Int) -> Bool {
        FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: index, in: picker)
    }

    /// Forward `unfilteredDataSourceIndexOfItemAt` here (-1 when out of range).
    public func unfilteredDataSourceIndexOfItem(atFilteredIndex index: Int) -> Int {
        FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: index, in: picker)
    }
}
#endif
