/// Photos and files added to a form; "Each UITableViewController is allowed to have only one
/// FUIAttachmentFormCell" (seed 002). Not an FUIFormCell: it has no value.
@objc @MainActor
open class FUIAttachmentsFormCell: UITableViewCell {
    public static var reuseIdentifier: String { fatalError() }
    open var attachmentsController: FUIAttachmentsViewController { fatalError() }
}

/// The controller behind the attachments cell: its data source and delegate are the app's.
@objc @MainActor
open class FUIAttachmentsViewController: NSObject {
    open weak var delegate: FUIAttachmentsViewControllerDelegate?
    open weak var dataSource: FUIAttachmentsViewControllerDataSource?
    open var maxItems: Int { get { fatalError() } set {} }
}

/// Told when the user adds or removes an attachment (its methods are not used here).
@objc @MainActor
public protocol FUIAttachmentsViewControllerDelegate: AnyObject {}

/// Lists the attachments (its methods are not used here).
@objc @MainActor
public protocol FUIAttachmentsViewControllerDataSource: AnyObject {}

/// The table view controller FormKit cells must be shown in (seed 002: "must subclass
/// FUIFormTableViewController").
@objc @MainActor
open class FUIFormTableViewController: UITableViewController {}
