/// A key and one option chosen on a spinning wheel; `value` is the option's index.
@objc @MainActor
open class FUIValuePickerFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: Int { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((Int) -> Void)? { get { fatalError() } set {} }
    open var valueOptions: [String] { get { fatalError() } set {} }
}

/// A key and one option chosen with buttons; `value` is the option's index.
@objc @MainActor
open class FUISegmentedControlFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: Int { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((Int) -> Void)? { get { fatalError() } set {} }
    open var valueOptions: [String] { get { fatalError() } set {} }
}

/// A key and option buttons, one or several selected; `value` holds the selected indices.
@objc @MainActor
open class FUIFilterFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: [Int] { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: (([Int]) -> Void)? { get { fatalError() } set {} }
    open var valueOptions: [String] { get { fatalError() } set {} }
    open var allowsMultipleSelection: Bool { get { fatalError() } set {} }
    open var allowsEmptySelection: Bool { get { fatalError() } set {} }
}
