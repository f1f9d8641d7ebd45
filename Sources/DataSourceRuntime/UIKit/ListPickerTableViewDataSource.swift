#if canImport(UIKit)
import UIKit

/// Shows a picker in a plain `UITableView`: the table's data source (sections, rows, header
/// titles of a sectioned picker), and reloads and searches applied as animated batch updates
/// computed by the picker, so the table never holds a stale snapshot. It only forwards.
///
/// A generated picker makes one with `makeTableViewDataSource(for:items:cellProvider:)`; its
/// `makeSearchController()` searches the picker as the user types.
@MainActor
open class ListPickerTableViewDataSource<Picker: PresentableListPicker>: ListHostTableViewDataSource,
    UISearchResultsUpdating
{
    /// The picker: items, search and selection. Change items and search through this data
    /// source's ``ListPickerTableViewDataSource/reload(_:reloadThreshold:)`` and
    /// ``ListPickerTableViewDataSource/search(_:)``, which update the table; selection through
    /// ``ListPickerTableViewDataSource/updatePicker(_:)``.
    public private(set) var picker: Picker
    /// Dequeues and fills the cell for an item.
    public let cellProvider: @MainActor (UITableView, Picker.Item) -> UITableViewCell

    /// Serves `tableView` with `picker`, cells from `cellProvider`.
    public init(
        tableView: UITableView, picker: Picker,
        cellProvider: @escaping @MainActor (UITableView, Picker.Item) -> UITableViewCell
    ) {
        self.picker = picker
        self.cellProvider = cellProvider
        super.init(tableView: tableView)
    }

    /// Replaces the items and animates the difference; returns the load report.
    @discardableResult
    public func reload(_ items: [Picker.Item], reloadThreshold: ReloadThreshold = .never) -> ListPickerLoadReport<
        Picker.SelectionKey
    >
    where Picker.Item: Equatable {
        let result = picker.reload(items, isContentEqual: { $0 == $1 }, reloadThreshold: reloadThreshold)
        apply(result.update)
        return result.report
    }

    /// Applies the search text and animates the difference.
    public func search(_ text: String) {
        apply(picker.search(text, reloadThreshold: .never))
    }

    /// Searches by the search bar's text: a search controller's updater is this data source
    /// (see `makeSearchController()`).
    public func updateSearchResults(for searchController: UISearchController) {
        search(searchController.searchBar.text ?? "")
    }

    /// Changes the picker another way (selection, for example) and reloads the visible rows.
    public func updatePicker(_ change: (inout Picker) -> Void) {
        change(&picker)
        tableView.reloadData()
    }

    /// The picker's current list with cells from ``cellProvider``.
    open override func content(for tableView: UITableView) -> any ListHostDataSource<UITableViewCell> {
        let provider = cellProvider
        return picker.presented { item in MainActor.assumeIsolated { provider(tableView, item) } }
    }
}
#endif
