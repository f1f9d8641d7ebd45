@objc @MainActor
open class UICollectionView: UIScrollView {
    @objc public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var top: UICollectionView.ScrollPosition { fatalError() }
        public static var centeredVertically: UICollectionView.ScrollPosition { fatalError() }
        public static var bottom: UICollectionView.ScrollPosition { fatalError() }
        public static var left: UICollectionView.ScrollPosition { fatalError() }
        public static var centeredHorizontally: UICollectionView.ScrollPosition { fatalError() }
        public static var right: UICollectionView.ScrollPosition { fatalError() }
    }

    public static var elementKindSectionHeader: String { fatalError() }
    public static var elementKindSectionFooter: String { fatalError() }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open weak var dataSource: UICollectionViewDataSource?
    open weak var delegate: UICollectionViewDelegate?
    open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set {} }
    open var backgroundView: UIView? { get { fatalError() } set {} }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) { fatalError() }
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        fatalError()
    }
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError() }

    open var numberOfSections: Int { fatalError() }
    open func numberOfItems(inSection section: Int) -> Int { fatalError() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { fatalError() }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        fatalError()
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { fatalError() }

    open func reloadData() { fatalError() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open func insertSections(_ sections: IndexSet) { fatalError() }
    open func deleteSections(_ sections: IndexSet) { fatalError() }
    open func reloadSections(_ sections: IndexSet) { fatalError() }
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }
    open func insertItems(at indexPaths: [IndexPath]) { fatalError() }
    open func deleteItems(at indexPaths: [IndexPath]) { fatalError() }
    open func reloadItems(at indexPaths: [IndexPath]) { fatalError() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
}
