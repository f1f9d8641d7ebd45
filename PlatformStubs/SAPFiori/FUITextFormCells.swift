/// The form's title (seed 002: "Work Request"), editable or not.
@objc @MainActor
open class FUITitleFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var value: String { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((String) -> Void)? { get { fatalError() } set {} }
    public var placeholder: FUIText { fatalError() }
}

/// Free text over several lines.
@objc @MainActor
open class FUINoteFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var value: String { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((String) -> Void)? { get { fatalError() } set {} }
    public var placeholder: FUIText { fatalError() }
    open var isTrackingLiveChanges: Bool { get { fatalError() } set {} }
}

/// A key above a text value the user may edit.
@objc @MainActor
open class FUIKeyValueFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: String { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((String) -> Void)? { get { fatalError() } set {} }
    public var placeholder: FUIText { fatalError() }
    open var isTrackingLiveChanges: Bool { get { fatalError() } set {} }
}

/// A key beside a one-line text field.
@objc @MainActor
open class FUITextFieldFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: String { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((String) -> Void)? { get { fatalError() } set {} }
    public var placeholder: FUIText { fatalError() }
    open var isTrackingLiveChanges: Bool { get { fatalError() } set {} }
}

/// A key and a read-only value (`isEditable` is always false in the SDK).
@objc @MainActor
open class FUISimplePropertyFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: String { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((String) -> Void)? { get { fatalError() } set {} }
}
