/// The base class of section controllers, meant to be subclassed (seed 001).
@objc @MainActor
open class ListSectionController: NSObject {
    public override init() { fatalError() }

    open func numberOfItems() -> Int { fatalError() }
    open func sizeForItem(at index: Int) -> CGSize { fatalError() }
    open func cellForItem(at index: Int) -> UICollectionViewCell { fatalError() }
    open func didUpdate(to object: Any) { fatalError() }
    open func shouldSelectItem(at index: Int) -> Bool { fatalError() }
    open func shouldDeselectItem(at index: Int) -> Bool { fatalError() }
    open func didSelectItem(at index: Int) { fatalError() }
    open func didDeselectItem(at index: Int) { fatalError() }
    open func didHighlightItem(at index: Int) { fatalError() }
    open func didUnhighlightItem(at index: Int) { fatalError() }
    open func canMoveItem(at index: Int) -> Bool { fatalError() }
    open func moveObject(from sourceIndex: Int, to destinationIndex: Int) { fatalError() }

    open var viewController: UIViewController? { fatalError() }
    /// `weak, null_unspecified` in the header, hence implicitly unwrapped.
    open var collectionContext: ListCollectionContext! { fatalError() }
    open var section: Int { fatalError() }
    open var isFirstSection: Bool { fatalError() }
    open var isLastSection: Bool { fatalError() }
    open var inset: UIEdgeInsets { get { fatalError() } set {} }
    open var minimumLineSpacing: CGFloat { get { fatalError() } set {} }
    open var minimumInteritemSpacing: CGFloat { get { fatalError() } set {} }
}
