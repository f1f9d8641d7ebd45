/// Turns the data source's objects into sections of a collection view, one section controller
/// per object. Subclassing is restricted in the header, hence not `open`.
@objc @MainActor
public class ListAdapter: NSObject {
    public init(updater: ListUpdatingDelegate, viewController: UIViewController?, workingRangeSize: Int) { fatalError() }
    public convenience init(updater: ListUpdatingDelegate, viewController: UIViewController?) { fatalError() }

    public weak var viewController: UIViewController?
    public weak var collectionView: UICollectionView?
    public weak var dataSource: ListAdapterDataSource?
    public weak var collectionViewDelegate: UICollectionViewDelegate?
    public weak var scrollViewDelegate: UIScrollViewDelegate?
    public var updater: ListUpdatingDelegate { fatalError() }
    public var autoDeselectEnabled: Bool { get { fatalError() } set {} }

    public func performUpdates(animated: Bool, completion: ListUpdaterCompletion? = nil) { fatalError() }
    public func reloadData(completion: ListUpdaterCompletion? = nil) { fatalError() }
    public func reloadObjects(_ objects: [Any]) { fatalError() }
    public func sectionController(forSection section: Int) -> ListSectionController? { fatalError() }
    public func section(for sectionController: ListSectionController) -> Int { fatalError() }
    public func sectionController(for object: Any) -> ListSectionController? { fatalError() }
    public func object(for sectionController: ListSectionController) -> Any? { fatalError() }
    public func object(atSection section: Int) -> Any? { fatalError() }
    public func section(for object: Any) -> Int { fatalError() }
    public func objects() -> [Any] { fatalError() }
    public func visibleSectionControllers() -> [ListSectionController] { fatalError() }
    public func visibleObjects() -> [Any] { fatalError() }
    public func visibleCells(for object: Any) -> [UICollectionViewCell] { fatalError() }
    public func sizeForItem(at indexPath: IndexPath) -> CGSize { fatalError() }
}

/// IGListSwiftKit's async forms.
extension ListAdapter {
    public func performUpdates(animated: Bool) async -> Bool { fatalError() }
    public func reloadData() async -> Bool { fatalError() }
}

public typealias ListUpdaterCompletion = (Bool) -> Void
