/// A key and a UISwitch.
@objc @MainActor
open class FUISwitchFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: Bool { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((Bool) -> Void)? { get { fatalError() } set {} }
}

/// A key and a slider over a continuous range; `unit` is shown after the value (seed 002: the
/// default unit is "mi").
@objc @MainActor
open class FUISliderFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: Float { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((Float) -> Void)? { get { fatalError() } set {} }
    open var minimumValue: Float { get { fatalError() } set {} }
    open var maximumValue: Float { get { fatalError() } set {} }
    open var unit: String { get { fatalError() } set {} }
}

/// A key and a stepper (default range 0...100, step 1).
@objc @MainActor
open class FUIStepperFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: Double { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((Double) -> Void)? { get { fatalError() } set {} }
    open var minimumValue: Double { get { fatalError() } set {} }
    open var maximumValue: Double { get { fatalError() } set {} }
    open var stepValue: Double { get { fatalError() } set {} }
}

/// A key and a row of stars (the SDK's rating control bounds are 0...5 by default).
@objc @MainActor
open class FUIRatingControlFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: Int { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((Int) -> Void)? { get { fatalError() } set {} }
}

/// A key and a date chosen with a UIDatePicker (`.countDownTimer` is not supported: durations
/// use FUIDurationPickerFormCell).
@objc @MainActor
open class FUIDatePickerFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    // SDK 25.08 (FUIDatePickerContentView, FUIDatePickerComponent): no date is `nil`, shown as
    // `noDateSelectedString`.
    open var value: Date? { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((Date?) -> Void)? { get { fatalError() } set {} }
    open var noDateSelectedString: String? { get { fatalError() } set {} }
    open var dateFormatter: DateFormatter? { get { fatalError() } set {} }
    open var datePickerMode: UIDatePicker.Mode { get { fatalError() } set {} }
}

/// A key and a duration chosen in hours and minutes (names as FUIDurationPickerComponent has them).
@objc @MainActor
open class FUIDurationPickerFormCell: FUIInlineValidationTableViewCell, @preconcurrency FUIPropertyFormCell {
    public static var reuseIdentifier: String { fatalError() }
    open var keyName: String? { get { fatalError() } set {} }
    open var value: TimeInterval { get { fatalError() } set {} }
    open var isEditable: Bool { get { fatalError() } set {} }
    open var onChangeHandler: ((Double) -> Void)? { get { fatalError() } set {} }
    open var minuteInterval: Int { get { fatalError() } set {} }
    open var allowsZeroDuration: Bool { get { fatalError() } set {} }
}
