@objc @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var collectionView: UICollectionView? { fatalError() }
    open func invalidateLayout() { fatalError() }
}

@objc @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public static var automaticSize: CGSize { fatalError() }

    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError() } set {} }
    open var itemSize: CGSize { get { fatalError() } set {} }
    open var estimatedItemSize: CGSize { get { fatalError() } set {} }
    open var sectionInset: UIEdgeInsets { get { fatalError() } set {} }
    open var minimumLineSpacing: CGFloat { get { fatalError() } set {} }
    open var minimumInteritemSpacing: CGFloat { get { fatalError() } set {} }
    open var headerReferenceSize: CGSize { get { fatalError() } set {} }
    open var footerReferenceSize: CGSize { get { fatalError() } set {} }
}
