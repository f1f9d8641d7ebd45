/// In the SDK a FUIBaseTableViewCell subclass with validation drawing; only its place above
/// UITableViewCell matters here.
@objc @MainActor
open class FUIInlineValidationTableViewCell: UITableViewCell, @preconcurrency FUIInlineValidation {
    /// The message shown under the cell's content, or `nil` for none.
    open var validationMessage: String? { get { fatalError() } set {} }
}

/// The form cell showing a key and the selected values, opening its `listPicker`. (The SDK also
/// conforms it to FUIPickerFormCell, whose associated-type machinery is not declared here.)
@objc @MainActor
open class FUIListPickerFormCell: FUIInlineValidationTableViewCell {
    public static var reuseIdentifier: String { fatalError() }

    open var keyName: String? { get { fatalError() } set {} }
    /// Selected indices; not used when the list picker requires unique identifiers.
    open var value: [Int] { get { fatalError() } set {} }
    /// Selected unique identifiers, when the list picker requires them.
    open var uuidValues: [String] { get { fatalError() } set {} }
    open var valueOptions: [String] { get { fatalError() } set {} }
    open var allowsMultipleSelection: Bool { get { fatalError() } set {} }
    open var allowsEmptySelection: Bool { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: (([Int]) -> Void)? { get { fatalError() } set {} }
    open var listPicker: FUIListPicker { fatalError() }
    /// The label showing the selection; the app sets its text (seed 002).
    open var valueLabel: UILabel { fatalError() }
}
