import DataSourceGenCore
import Testing

/// A declaration named like a public type of SwiftUI (with `swiftui` or `fiori-swiftui`) or of
/// FioriSwiftUICore (with `fiori-swiftui`) that the generated views do not write is accepted, with
/// a located warning: in the app's module it hides the framework's type from the app's own
/// SwiftUI code. A name the generated code writes stays an error, on every platform.
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

    /// Every warning of this file, for `DiagnosticCorpus`.
    static let shadowing = definitions(platforms: #""fiori-swiftui""#)

    func warning(_ kind: String, _ name: String, _ framework: String, _ text: String) -> String {
        "\(at("\"\(name)\": {", text)): warning: \(kind) `\(name)` would be generated as `\(name)`, which hides \(framework)'s `\(name)` in the app's module (the generated views do not use it, but the app's own SwiftUI code would get this type); rename it (for example `My\(name)`)"
    }

    @Test func swiftUINamesWarnWithASwiftUIPlatformAndFioriNamesWithFioriSwiftUI() {
        let both = Self.shadowing
        #expect(
            DiagnosticsTesting.diagnose(both) == [
                warning("entity", "Gauge", "SwiftUI", both), warning("entity", "Tag", "FioriSwiftUICore", both),
                warning("list picker", "Table", "SwiftUI", both),
            ])
        let swiftUI = Self.definitions(platforms: #""swiftui""#)
        #expect(
            DiagnosticsTesting.diagnose(swiftUI) == [
                warning("entity", "Gauge", "SwiftUI", swiftUI), warning("list picker", "Table", "SwiftUI", swiftUI),
            ])
        #expect(DiagnosticsTesting.diagnose(Self.definitions(platforms: #""uikit", "fiori""#)) == [])
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
