@objc @MainActor
open class UIScrollView: UIView {
    open var contentInset: UIEdgeInsets { get { fatalError() } set {} }
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    open var contentOffset: CGPoint { get { fatalError() } set {} }
    open var refreshControl: UIRefreshControl? { get { fatalError() } set {} }
}

@objc @MainActor
public protocol UIScrollViewDelegate {
    @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
    @objc optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}
