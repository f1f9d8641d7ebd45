@objc @MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// `UIViewController()`: Objective-C's `-init`, which loads no nib.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView! { get { fatalError() } set {} }
    /// Creates the view the controller manages; an override assigns its root view to `view` and
    /// does not call `super`.
    open func loadView() { fatalError() }
    open var title: String? { get { fatalError() } set {} }
    open var navigationItem: UINavigationItem { fatalError() }
    open func viewDidLoad() { fatalError() }
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    open func viewDidAppear(_ animated: Bool) { fatalError() }
}

@objc @MainActor
open class UINavigationItem: NSObject {
    open var title: String? { get { fatalError() } set {} }
    open var searchController: UISearchController? { get { fatalError() } set {} }
    open var rightBarButtonItem: UIBarButtonItem? { get { fatalError() } set {} }
    open var hidesSearchBarWhenScrolling: Bool { get { fatalError() } set {} }
}

@objc @MainActor
open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var tableView: UITableView! { get { fatalError() } set {} }
    open var refreshControl: UIRefreshControl? { get { fatalError() } set {} }
}

@objc @MainActor
open class UICollectionViewController: UIViewController {
    public init(collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var collectionView: UICollectionView! { get { fatalError() } set {} }
}
