@objc @MainActor
open class UITableView: UIScrollView {
    @objc public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    @objc public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    @objc public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    public static var automaticDimension: CGFloat { fatalError() }

    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open weak var dataSource: UITableViewDataSource?
    open weak var delegate: UITableViewDelegate?
    open var rowHeight: CGFloat { get { fatalError() } set {} }
    open var estimatedRowHeight: CGFloat { get { fatalError() } set {} }
    open var backgroundView: UIView? { get { fatalError() } set {} }
    open var tableHeaderView: UIView? { get { fatalError() } set {} }
    open var tableFooterView: UIView? { get { fatalError() } set {} }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }

    open var numberOfSections: Int { fatalError() }
    open func numberOfRows(inSection section: Int) -> Int { fatalError() }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { fatalError() }
    open var visibleCells: [UITableViewCell] { fatalError() }
    open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
    open var indexPathForSelectedRow: IndexPath? { fatalError() }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) { fatalError() }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }

    open func reloadData() { fatalError() }
    open func beginUpdates() { fatalError() }
    open func endUpdates() { fatalError() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
}
