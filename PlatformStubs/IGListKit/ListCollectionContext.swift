/// What a section controller reaches of its collection view: sizes, cells, selection, batches.
/// (Not main-actor isolated in the header, unlike the section controller.)
public protocol ListCollectionContext: NSObjectProtocol {
    var containerSize: CGSize { get }
    var containerInset: UIEdgeInsets { get }
    var adjustedContainerInset: UIEdgeInsets { get }
    var insetContainerSize: CGSize { get }
    var containerContentOffset: CGPoint { get }
    var traitCollection: UITraitCollection? { get }

    func containerSize(for sectionController: ListSectionController) -> CGSize
    func index(for cell: UICollectionViewCell, sectionController: ListSectionController) -> Int
    func cellForItem(at index: Int, sectionController: ListSectionController) -> UICollectionViewCell?
    func fullyVisibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell]
    func visibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell]
    func visibleIndexPaths(for sectionController: ListSectionController) -> [IndexPath]
    func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool)
    func selectItem(
        at index: Int, sectionController: ListSectionController, animated: Bool,
        scrollPosition: UICollectionView.ScrollPosition)
    func dequeueReusableCell(
        of cellClass: AnyClass, withReuseIdentifier reuseIdentifier: String?, for sectionController: ListSectionController,
        at index: Int) -> UICollectionViewCell
    func dequeueReusableCell(of cellClass: AnyClass, for sectionController: ListSectionController, at index: Int)
        -> UICollectionViewCell
    func dequeueReusableCell(
        withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController, at index: Int
    ) -> UICollectionViewCell
    func dequeueReusableCellFromStoryboard(
        withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
    ) -> UICollectionViewCell
    func dequeueReusableSupplementaryView(
        ofKind elementKind: String, for sectionController: ListSectionController, class viewClass: AnyClass, at index: Int
    ) -> UICollectionReusableView
    func invalidateLayout(for sectionController: ListSectionController, completion: ((Bool) -> Void)?)
    func performBatch(
        animated: Bool, updates: @escaping (ListBatchContext) -> Void, completion: ((Bool) -> Void)?)
    func scroll(
        to sectionController: ListSectionController, at index: Int,
        scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
}

/// IGListSwiftKit's typed dequeues.
extension ListCollectionContext {
    public func dequeueReusableCell<T: UICollectionViewCell>(
        withReuseIdentifier reuseIdentifier: String, for sectionController: ListSectionController, at index: Int
    ) -> T { fatalError() }
    public func dequeueReusableCell<T: UICollectionViewCell>(for sectionController: ListSectionController, at index: Int)
        -> T { fatalError() }
}

/// Item-level changes inside `performBatch(animated:updates:completion:)`.
public protocol ListBatchContext: NSObjectProtocol {
    func reload(in sectionController: ListSectionController, at indexes: IndexSet)
    func insert(in sectionController: ListSectionController, at indexes: IndexSet)
    func delete(in sectionController: ListSectionController, at indexes: IndexSet)
    func invalidateLayout(in sectionController: ListSectionController, at indexes: IndexSet)
    func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int)
    func reload(_ sectionController: ListSectionController)
}
