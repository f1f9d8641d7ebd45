@objc @MainActor
open class UIResponder: NSObject {}

@objc @MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// `UIView()`: Objective-C's `-init`, which calls `-initWithFrame:` with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    open var frame: CGRect { get { fatalError() } set {} }
    open var bounds: CGRect { get { fatalError() } set {} }
    open var isHidden: Bool { get { fatalError() } set {} }
    open var superview: UIView? { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func layoutIfNeeded() { fatalError() }
}

/// Not main-actor isolated and Sendable, as in the SDK since iOS 17.
@objc
open class UITraitCollection: NSObject, @unchecked Sendable {
    open var displayScale: CGFloat { fatalError() }
}
