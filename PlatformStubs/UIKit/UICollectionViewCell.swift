@objc @MainActor
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() { fatalError() }
}

@objc @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { fatalError() }
    open var isSelected: Bool { get { fatalError() } set {} }
    open var isHighlighted: Bool { get { fatalError() } set {} }
}
