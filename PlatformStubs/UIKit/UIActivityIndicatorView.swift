@objc @MainActor
open class UIActivityIndicatorView: UIView {
    @objc public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    public init(style: UIActivityIndicatorView.Style) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }

    open var style: UIActivityIndicatorView.Style { get { fatalError() } set {} }
    open var hidesWhenStopped: Bool { get { fatalError() } set {} }
    open var isAnimating: Bool { fatalError() }
    open func startAnimating() { fatalError() }
    open func stopAnimating() { fatalError() }
}
