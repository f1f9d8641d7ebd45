// swift-format-ignore-file
// (Not formatted: the expected-error markers must stay on the lines the compiler reports.)
// Planted errors for Scripts/typecheck-platforms.sh (see MisspelledFioriMethods.swift): the
// FioriSwiftUICore stub rejects what SAP's components reject, so a generated Fiori view that
// binds a set of selections with the single-selection label, a switch to a number, a date
// picker to a non-optional date or given the clear action of no release yet (`showsClearAction:`,
// after 26.8.0, the release the stub follows), a text field to a number or a slider to a Float, or a list
// screen's row, empty state or retry button given plain text or a closure of the wrong shape,
// fails here and not first in Xcode.
import FioriSwiftUICore
import SwiftUI

struct Option: Identifiable {
    var id: Int
    var title: String
}

@Observable @MainActor
final class Choices {
    var options: [Option] = []
    var picked: Set<Int> = []
    var count = 0
    var due = Date()
    var followUp: Date?
    var distance: Float = 0
}

struct SetBoundAsOneSelection: View {
    @Bindable var choices: Choices
    var body: some View {
        ListPickerDestination(choices.options, id: \.id, selection: $choices.picked) { Text($0.title) }  // expected-error: requires that 'Option' conform to 'ListPickerSectionModel'
    }
}

struct SwitchOnANumber: View {
    @Bindable var choices: Choices
    var body: some View {
        SwitchView(title: "Count", isOn: $choices.count)  // expected-error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Bool>'
    }
}

struct DateTimePickerOnARequiredDate: View {
    @Bindable var choices: Choices
    @State private var isOpen = false
    var body: some View {
        DateTimePicker(title: "Due", selectedDate: $choices.due, pickerVisible: $isOpen)  // expected-error: cannot convert value of type 'Binding<Date>' to expected argument type 'Binding<Date?>'
    }
}

struct DateTimePickerWithAClearAction: View {
    @Bindable var choices: Choices
    @State private var isOpen = false
    var body: some View {
        DateTimePicker(title: "Follow up", selectedDate: $choices.followUp, pickerVisible: $isOpen, showsClearAction: true)  // expected-error: extra argument 'showsClearAction' in call
    }
}

struct TextFieldOnANumber: View {
    @Bindable var choices: Choices
    var body: some View {
        TextFieldFormView(title: "Count", text: $choices.count)  // expected-error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<String>'
    }
}

struct SliderOnAFloat: View {
    @Bindable var choices: Choices
    var body: some View {
        FioriSlider(title: "Distance", value: $choices.distance, range: 0...30)  // expected-error: cannot convert value of type 'Binding<Float>' to expected argument type 'Binding<Double>'
    }
}

struct ObjectItemWithPlainText: View {
    let name: String
    var body: some View {
        ObjectItem(title: name)  // expected-error: cannot convert value of type 'String' to expected argument type
    }
}

struct RetryWithoutTheButtonsState: View {
    @Bindable var choices: Choices
    var body: some View {
        IllustratedMessage(title: AttributedString("Failed"), action: FioriButton(title: "Retry", action: { choices.count += 1 }))  // expected-error: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
    }
}
