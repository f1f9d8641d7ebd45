/// The list of options behind a FUIListPickerFormCell: where its data source, search and cells
/// are configured.
@objc
public protocol FUIListPicker {
    var prompt: String? { get set }
    var isSearchEnabled: Bool { get set }
    var isSearchCancelledAfterSelection: Bool { get set }
    var hidesNavigationBarDuringSearch: Bool { get set }
    var searchBarDelegate: UISearchBarDelegate? { get set }
    var dataSource: FUIListPickerDataSource? { get set }
    var searchResultsUpdating: FUIListPickerSearchResultsUpdating? { get set }
    /// True for the unique-identifier modes; only then may the data source be sectioned.
    var isDataSourceRequiringUniqueIdentifiers: Bool { get set }
    func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
}
