import DataSourceGenCore
import Testing

/// A declaration named like a public type of SwiftUI (with `swiftui` or `fiori-swiftui`) or of
/// FioriSwiftUICore (with `fiori-swiftui`) is refused at its name, even one the generated views
/// do not write: in the app's module it would hide the framework's type from the app's own SwiftUI
/// code. Without those platforms it is accepted in silence. A name the generated code writes is an
/// error on every platform.
@Suite struct FrameworkNameTests {
    func at(_ token: String, _ text: String) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text)
    }

    static func definitions(platforms: String) -> String {
        """
        { "options": { "platforms": [\(platforms)] },
          "entities": {
            "Gauge": { "fields": { "id": "String" }, "id": "id", "title": "id" },
            "Tag": { "fields": { "id": "String" }, "id": "id", "title": "id" } },
          "pickers": { "Table": { "entity": "Gauge", "mode": "uniqueID" } } }
        """
    }

    /// Every error of this file, for `DiagnosticCorpus`.
    static let shadowing = definitions(platforms: #""fiori-swiftui""#)

    func error(_ kind: String, _ name: String, _ framework: String, _ platform: String, _ text: String) -> String {
        "\(at("\"\(name)\": {", text)): error: \(kind) `\(name)` would be generated as `\(name)`, a public name of \(framework), which this file's `\(platform)` platform imports: in the app's module it would hide \(framework)'s `\(name)`; rename it (for example `My\(name)`)"
    }

    @Test func swiftUINamesAreRefusedWithASwiftUIPlatformAndFioriNamesWithFioriSwiftUI() {
        let both = Self.shadowing
        #expect(
            DiagnosticsTesting.diagnose(both) == [
                error("entity", "Gauge", "SwiftUI", "fiori-swiftui", both),
                error("entity", "Tag", "FioriSwiftUICore", "fiori-swiftui", both),
                error("list picker", "Table", "SwiftUI", "fiori-swiftui", both),
            ])
        #expect(GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: both)]).files.isEmpty)
        let swiftUI = Self.definitions(platforms: #""swiftui""#)
        #expect(
            DiagnosticsTesting.diagnose(swiftUI) == [
                error("entity", "Gauge", "SwiftUI", "swiftui", swiftUI),
                error("list picker", "Table", "SwiftUI", "swiftui", swiftUI),
            ])
    }

    /// Without a SwiftUI platform the file imports neither framework, so nothing is hidden.
    @Test func frameworkNamesAreAcceptedWithoutTheirPlatform() {
        let uikit = Self.definitions(platforms: #""uikit", "fiori""#)
        #expect(DiagnosticsTesting.diagnose(uikit) == [])
        #expect(
            GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: uikit)]).files.count == 1)
    }

    /// Names SwiftUI code sees besides the types of SwiftUI's index: its macros, Foundation's
    /// aliases of Combine's `ObservableObject` and `Published`, and Observation's names.
    @Test(arguments: ["Entry", "Previewable", "ObservableObject", "Published", "Observations"])
    func namesSwiftUICodeSeesFromElsewhereAreRefusedWithSwiftUI(name: String) {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "\(name)": { "fields": { "id": "String" }, "id": "id", "title": "id" } },
              "pickers": { "P": { "entity": "\(name)", "mode": "uniqueID" } } }
            """
        #expect(DiagnosticsTesting.diagnose(text) == [error("entity", name, "SwiftUI", "swiftui", text)])
        #expect(DiagnosticsTesting.diagnose(text.replacingOccurrences(of: "swiftui", with: "uikit")) == [])
    }

    /// The example of the audit: a form named `switch` is generated as `Switch`, FioriSwiftUICore's.
    @Test func aFormNamedLikeAFioriTypeIsRefusedWithFioriSwiftUI() {
        let text = """
            { "options": { "platforms": ["fiori-swiftui"] },
              "entities": { "Sheet": { "mutable": true, "fields": { "on": "Bool" } } },
              "forms": { "switch": { "model": "Sheet", "sections": { "s": { "rows": { "on": { "kind": "switch" } } } } } } }
            """
        let diagnostics = DiagnosticsTesting.diagnose(text)
        #expect(
            diagnostics.contains {
                $0.hasPrefix(
                    at("\"switch\"", text)
                        + ": error: form `switch` would be generated as `Switch`, a public name of FioriSwiftUICore")
            }, "\(diagnostics)")
    }

    /// `List` is a type the generated SwiftUI code writes: refused, without the warning too.
    @Test func aNameTheGeneratedViewsWriteStaysAnError() {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "List": { "fields": { "id": "String" }, "id": "id", "title": "id" } },
              "pickers": { "P": { "entity": "List", "mode": "uniqueID" } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"List\"", text)): error: entity `List` would be generated as `List`, which shadows a type the generated code uses; choose another name (for example `MyList`)"
            ])
    }
}
