import Foundation
import Testing

/// Every SwiftUI and Fiori for SwiftUI view of the golden files and the example's committed output
/// has its one `#Preview`, counted from the generated text: the screens' views, and the row, cell
/// and choice-list views they show by default.
@Suite struct GeneratedPreviewTests {
    /// The outputs whose definitions ask for `swiftui` or `fiori-swiftui` (they import SwiftUI).
    static func swiftUIOutputs() throws -> [String] {
        try GeneratedLayoutTests.outputs().filter {
            try String(contentsOfFile: $0, encoding: .utf8).contains("import SwiftUI\n")
        }
    }

    @Test func theGoldenFilesAndTheExampleHaveSwiftUIViews() throws {
        let outputs = try Self.swiftUIOutputs()
        #expect(outputs.count >= 9, "\(outputs)")
        #expect(outputs.contains { $0.hasSuffix("Products.datasources.swift") })
    }

    @Test(arguments: try swiftUIOutputs())
    func everyViewHasOnePreview(path: String) throws {
        let file = URL(fileURLWithPath: path).lastPathComponent
        let found = try GeneratedPreviews(String(contentsOfFile: path, encoding: .utf8))
        #expect(!found.views.isEmpty, "\(file): the scan finds the views")
        found.expectEveryViewPreviewedOnce(in: file)
    }

    /// The check fails on a view with no preview, and on two previews of one view.
    @Test func aMissingOrDoubledPreviewFails() throws {
        let text = """
            extension P {
                public struct RowView: View {
                }
                struct PickerView<RowContent: View>: View {
                }
            }

            #Preview("P") {
                P.PickerView(model: P.Model())
            }

            """
        let missing = try GeneratedPreviews(text)
        #expect(missing.views == ["P.RowView", "P.PickerView"] && missing.previews.map(\.name) == ["P"])
        withKnownIssue { missing.expectEveryViewPreviewedOnce(in: "missing") }
        let doubled = try GeneratedPreviews(text + "#Preview(\"P row\") {\n    P.PickerView(model: P.Model())\n}\n")
        #expect(doubled.previews.flatMap(doubled.views(shownBy:)) == ["P.PickerView", "P.PickerView"])
        withKnownIssue { doubled.expectEveryViewPreviewedOnce(in: "doubled") }
        let complete = try GeneratedPreviews(
            text + "#Preview(\"P row\") {\n    P.RowView(item: P.previewItems[0])\n}\n")
        complete.expectEveryViewPreviewedOnce(in: "complete")
    }
}
