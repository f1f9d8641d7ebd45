/// A navigation bar's item and the action it performs (`UIBarItem`, `UIBarButtonItem`,
/// `UIMenuElement`, `UIAction`), as far as a Save button needs.
@objc @MainActor
open class UIBarItem: NSObject {
    open var title: String? { get { fatalError() } set {} }
    open var isEnabled: Bool { get { fatalError() } set {} }
}

@objc @MainActor
open class UIBarButtonItem: UIBarItem {
    @objc public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
    }

    public convenience init(
        systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) { fatalError() }
}

@objc @MainActor
open class UIMenuElement: NSObject {}

@objc @MainActor
open class UIMenu: UIMenuElement {}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@objc @MainActor
open class UIAction: UIMenuElement {
    public convenience init(title: String = "", handler: @escaping UIActionHandler) { fatalError() }
}
