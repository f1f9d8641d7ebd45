import DataSourceGenCore
import Foundation
import Testing

/// Every generated SwiftUI and Fiori for SwiftUI view has its `#Preview`, named after its
/// declaration, whether or not the generator can make sample items: without them a preview shows
/// an empty model (a list screen's empty state), and a form's, which cannot edit no model, says why.
@Suite struct SwiftUIPreviewTests {
    /// The views a declaration's previews show, one preview each.
    static let previewedViews = [
        "PickerView", "FioriPickerItem", "SectionsView", "TableView", "EditorView", "FioriEditorView", "ScreenView",
        "FioriScreenView",
    ]

    /// Every kind over `Pallet`, whose `weight` is `weightType`, with `platforms`.
    static func output(weightType: String, platforms: String) throws -> String {
        let text = """
            { "options": { "platforms": \(platforms) },
              "types": { "Weight": { "conformances": ["Hashable", "Sendable", "Codable"] } },
              "entities": { "Pallet": { "fields": { "id": "Int", "label": "String", "weight": "\(weightType)" },
                                        "id": "id", "title": "label", "mutable": true } },
              "pickers": { "PalletPicker": { "entity": "Pallet", "mode": "uniqueID" } },
              "sectionControllers": { "PalletTiles": { "entity": "Pallet", "size": { "height": 40 } } },
              "tables": { "PalletTable": { "sections": { "s": { "rows": { "pallets": { "kind": "array", "items": "Pallet" } } } } } },
              "forms": { "PalletForm": { "model": "Pallet", "sections": { "s": { "rows": { "label": { "kind": "textField" } } } } } },
              "lists": { "PalletList": { "entity": "Pallet" } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        return try #require(result.files.first?.contents, "\(result.diagnostics)")
    }

    static func count(_ pattern: String, in text: String) throws -> Int {
        try NSRegularExpression(pattern: pattern).numberOfMatches(
            in: text, range: NSRange(text.startIndex..., in: text))
    }

    @Test(arguments: [
        ("Double", #"["swiftui"]"#), ("Weight", #"["swiftui"]"#), ("Weight", #"["fiori-swiftui"]"#),
        ("Weight", #"["swiftui", "fiori-swiftui"]"#),
    ])
    func everyViewHasOnePreview(weightType: String, platforms: String) throws {
        let output = try Self.output(weightType: weightType, platforms: platforms)
        let views = try Self.count(#"struct (\#(Self.previewedViews.joined(separator: "|")))\b"#, in: output)
        #expect(views >= 5, "the scan finds the views")
        #expect(try Self.count(#"#Preview\("#, in: output) == views)
        for name in ["PalletPicker", "PalletTiles", "PalletTable", "PalletForm", "PalletList"] {
            let previews = try Self.count(#"#Preview\("\#(name)( \(Fiori\))?"\)"#, in: output)
            #expect(previews >= 1, "\(name) has a preview")
        }
    }

    @Test func withoutSamplesPreviewsShowEmptyModelsAndTheFormSaysWhy() throws {
        let output = try Self.output(weightType: "Weight", platforms: #"["swiftui", "fiori-swiftui"]"#)
        #expect(output.contains("PalletPicker.PickerView(model: PalletPicker.Model(items: []))"))
        #expect(
            output.contains(
                #"PalletPicker.FioriPickerItem(title: "PalletPicker", model: PalletPicker.Model(items: []))"#))
        #expect(output.contains("PalletTiles.SectionsView(model: PalletTiles.Model(objects: []))"))
        #expect(output.contains("PalletTable.TableView(model: PalletTable.Model())"))
        #expect(output.contains("PalletList.ScreenView(model: PalletList.Model { _ in [] })"))
        #expect(output.contains("PalletList.FioriScreenView(model: PalletList.Model { _ in [] })"))
        #expect(!output.contains("previewItems") && !output.contains("previewModel"))
        let why = """
                // The form has no sample model to edit: `Pallet.weight` is `Weight`, which the generator makes no sample of. A
                // preview of your own can make one.
                Text("No sample model to preview")
            """
        #expect(try Self.count(NSRegularExpression.escapedPattern(for: why), in: output) == 2)
    }
}
