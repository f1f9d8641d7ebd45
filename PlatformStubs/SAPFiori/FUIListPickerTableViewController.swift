/// The list picker shown on its own, not from a form cell; it needs a FUIListPickerDataSource,
/// and a FUIListPickerSearchResultsUpdating when search is enabled.
@objc @MainActor
open class FUIListPickerTableViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    open var isDismissedOnSelection: Bool { get { fatalError() } set {} }
    open var allowsMultipleSelection: Bool { get { fatalError() } set {} }
    open func updateSearchResults(for searchController: UISearchController) { fatalError() }
}
