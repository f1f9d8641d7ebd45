// swift-format-ignore-file
// (Not formatted: the expected-error markers must stay on the lines the compiler reports.)
// Planted errors for Scripts/typecheck-platforms.sh (see MisspelledFioriMethods.swift): the
// SwiftUI stubs reject what SwiftUI rejects, so a generated view binding a control or a list's
// selection to a field of the wrong type (an Int toggle or slider, a Date? date picker), or
// putting a non-view in a view builder or a wrong value in a preview, fails here and not first
// in Xcode; so do the list screen's and table's modifiers and controls given the wrong closure
// or binding (`.refreshable`, `.onDelete`, `DisclosureGroup(isExpanded:)`, `PhotosPicker`).
import PhotosUI
import SwiftUI

@Observable @MainActor
final class Settings {
    var count = 0
    var reminder: Date?
    var photos: [URL] = []
    var rows = [1, 2, 3]
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

struct RefreshWithAPage: View {
    @Bindable var settings: Settings
    var body: some View {
        List { Text("Row") }
            .refreshable { (page: Int) in settings.count = page }  // expected-error: contextual closure type '@Sendable () async -> Void' expects 0 arguments, but 1 was used in closure body
    }
}

struct RefreshWithANumber: View {
    @Bindable var settings: Settings
    var body: some View {
        List { Text("Row") }.refreshable(action: settings.count)  // expected-error: cannot convert value of type 'Int' to expected argument type
    }
}

struct DeleteByRow: View {
    @Bindable var settings: Settings
    var body: some View {
        List {
            ForEach(settings.rows, id: \.self) { Text("\($0)") }
                .onDelete { (row: Int) in settings.rows.remove(at: row) }  // expected-error: to expected argument type '(IndexSet) -> Void'
        }
    }
}

struct DeleteOnAText: View {
    var body: some View {
        Text("Row").onDelete { _ in }  // expected-error: value of type 'Text' has no member 'onDelete'
    }
}

struct DisclosureExpandedByANumber: View {
    @Bindable var settings: Settings
    var body: some View {
        DisclosureGroup(isExpanded: $settings.count) { Text("Option") } label: { Text("Theme") }  // expected-error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Bool>'
    }
}

struct PhotosPickedAsURLs: View {
    @Bindable var settings: Settings
    var body: some View {
        PhotosPicker(selection: $settings.photos, matching: .images) { Text("Photos") }  // expected-error: cannot convert value of type 'Binding<[URL]>' to expected argument type
    }
}
