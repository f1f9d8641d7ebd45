// Date and duration pickers in forms (_generated/StyleableComponents/DateTimePicker/ and
// DurationPicker/). Each shows its value in a row and expands an inline picker while
// `pickerVisible` is true (`pickerComponents`, SwiftUI's `DatePicker.Components`, by default date
// and time, is what it edits). DurationPicker's `measurementFormatter: MeasurementFormatter`,
// before `pickerVisible`, is left out here.
import Foundation
import SwiftUI

/// The date is optional: `nil` shows `noDateSelectedString`. Release 26.8.0 lets a user pick a
/// date but not clear one (its clear action came later, in no release yet).
public struct DateTimePicker {
    public init(
        @ViewBuilder title: () -> any View,
        @ViewBuilder valueLabel: () -> any View = { EmptyView() },
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        range: ClosedRange<Date>? = nil,
        selectedDate: Binding<Date?> = .constant(nil),
        dateFormatter: DateFormatter? = nil,
        pickerComponents: DatePickerComponents = [.date, .hourAndMinute],
        dateStyle: Date.FormatStyle.DateStyle = .abbreviated,
        timeStyle: Date.FormatStyle.TimeStyle = .shortened,
        noDateSelectedString: String? = nil,
        pickerVisible: Binding<Bool>,
        hidesSeparator: Bool = false,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension DateTimePicker {
    public init(
        title: AttributedString,
        valueLabel: AttributedString? = nil,
        mandatoryFieldIndicator: TextOrIcon? = nil,
        isRequired: Bool = false,
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        range: ClosedRange<Date>? = nil,
        selectedDate: Binding<Date?>,
        dateFormatter: DateFormatter? = nil,
        pickerComponents: DatePickerComponents = [.date, .hourAndMinute],
        dateStyle: Date.FormatStyle.DateStyle = .abbreviated,
        timeStyle: Date.FormatStyle.TimeStyle = .shortened,
        noDateSelectedString: String? = nil,
        pickerVisible: Binding<Bool>,
        hidesSeparator: Bool = false
    ) { fatalError() }
}

extension DateTimePicker: View {
    public var body: Never { return fatalError() }
}

/// The duration is a number of minutes.
public struct DurationPicker {
    public init(
        @ViewBuilder title: () -> any View,
        @ViewBuilder valueLabel: () -> any View = { EmptyView() },
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        selection: Binding<Int>,
        maximumMinutes: Int = 1439,
        minimumMinutes: Int = 0,
        minuteInterval: Int = 1,
        pickerVisible: Binding<Bool>,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension DurationPicker {
    public init(
        title: AttributedString,
        valueLabel: AttributedString? = nil,
        mandatoryFieldIndicator: TextOrIcon? = nil,
        isRequired: Bool = false,
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        selection: Binding<Int>,
        maximumMinutes: Int = 1439,
        minimumMinutes: Int = 0,
        minuteInterval: Int = 1,
        pickerVisible: Binding<Bool>
    ) { fatalError() }
}

extension DurationPicker: View {
    public var body: Never { return fatalError() }
}
