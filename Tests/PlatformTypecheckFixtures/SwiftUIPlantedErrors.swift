// swift-format-ignore-file
// (Not formatted: the expected-error markers must stay on the lines the compiler reports.)
// Planted errors for Scripts/typecheck-platforms.sh (see MisspelledFioriMethods.swift): the
// SwiftUI stubs reject what SwiftUI rejects, so a generated view binding a control or a list's
// selection to a field of the wrong type (an Int toggle or slider, a Date? date picker), or
// putting a non-view in a view builder or a wrong value in a preview, fails here and not first
// in Xcode.
import SwiftUI

@Observable @MainActor
final class Settings {
    var count = 0
    var reminder: Date?
}

struct ToggleOnAnInt: View {
    @Bindable var settings: Settings
    var body: some View {
        Toggle("Count", isOn: $settings.count)  // expected-error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Bool>'
    }
}

struct ListSelectingAnInt: View {
    @Bindable var settings: Settings
    var body: some View {
        List(selection: $settings.count) {  // expected-error: no exact matches in call to initializer
            Text("Row")
        }
    }
}

struct NumberInAViewBuilder: View {
    @Bindable var settings: Settings
    var body: some View {
        VStack {
            Text("Count")
            settings.count  // expected-error: static method 'buildExpression' requires that 'Int' conform to 'View'
        }
    }
}

struct DatePickerOnAnOptional: View {
    @Bindable var settings: Settings
    var body: some View {
        DatePicker("Remind", selection: $settings.reminder)  // expected-error: cannot convert value of type 'Binding<Date?>' to expected argument type 'Binding<Date>'
    }
}

struct SliderOnAnInt: View {
    @Bindable var settings: Settings
    var body: some View {
        Slider(value: $settings.count, in: 0...10)  // expected-error: requires that 'Int' conform to 'BinaryFloatingPoint'
    }
}

// A preview's body is type-checked through the #Preview stand-in, as Xcode compiles it.
#Preview("Wrong settings") {
    ToggleOnAnInt(settings: 42)  // expected-error: cannot convert value of type 'Int' to expected argument type 'Settings'
}
