@objc @MainActor
open class UILabel: UIView {
    open var text: String? { get { fatalError() } set {} }
    open var numberOfLines: Int { get { fatalError() } set {} }
    open var textAlignment: NSTextAlignment { get { fatalError() } set {} }
}

@objc public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
