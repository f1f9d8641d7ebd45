@objc @MainActor
open class UISwitch: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var isOn: Bool { get { fatalError() } set {} }
    open func setOn(_ on: Bool, animated: Bool) { fatalError() }
}
