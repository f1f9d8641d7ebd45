@objc @MainActor
open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open var searchBar: UISearchBar { fatalError() }
    open var isActive: Bool { get { fatalError() } set {} }
    open var obscuresBackgroundDuringPresentation: Bool { get { fatalError() } set {} }
}

@objc @MainActor
public protocol UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController)
}

@objc @MainActor
open class UISearchBar: UIView {
    open var text: String? { get { fatalError() } set {} }
    open var placeholder: String? { get { fatalError() } set {} }
    open weak var delegate: UISearchBarDelegate?
}

@objc @MainActor
public protocol UISearchBarDelegate {
    @objc optional func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    @objc optional func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    @objc optional func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}
