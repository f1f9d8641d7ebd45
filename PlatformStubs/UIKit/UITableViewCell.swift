@objc @MainActor
open class UITableViewCell: UIView {
    @objc public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    @objc public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    @objc public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// Objective-C's `-initWithFrame:` on a cell: the default style, no reuse identifier.
    public override convenience init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil) }

    open var reuseIdentifier: String? { fatalError() }
    open var contentView: UIView { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
    open var accessoryType: UITableViewCell.AccessoryType { get { fatalError() } set {} }
    open var accessoryView: UIView? { get { fatalError() } set {} }
    open func prepareForReuse() { fatalError() }
}
