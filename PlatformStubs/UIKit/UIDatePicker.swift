@objc @MainActor
open class UIDatePicker: UIControl {
    @objc public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    open var datePickerMode: UIDatePicker.Mode { get { fatalError() } set {} }
    open var minuteInterval: Int { get { fatalError() } set {} }
}
