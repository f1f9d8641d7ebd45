@objc @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var touchUpInside: UIControl.Event { fatalError() }
        public static var valueChanged: UIControl.Event { fatalError() }
        public static var editingChanged: UIControl.Event { fatalError() }
        public static var primaryActionTriggered: UIControl.Event { fatalError() }
    }

    /// A control's state; SAP's FioriSwiftUICore hands it to FioriButton's label and action.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var normal: UIControl.State { fatalError() }
        public static var highlighted: UIControl.State { fatalError() }
        public static var disabled: UIControl.State { fatalError() }
        public static var selected: UIControl.State { fatalError() }
        public static var focused: UIControl.State { fatalError() }
    }

    open var isEnabled: Bool { get { fatalError() } set {} }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { fatalError() }
}

@objc @MainActor
open class UIRefreshControl: UIControl {
    public init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var isRefreshing: Bool { fatalError() }
    open var attributedTitle: NSAttributedString? { get { fatalError() } set {} }
    open func beginRefreshing() { fatalError() }
    open func endRefreshing() { fatalError() }
}
