import DataSourceGenCore
import Foundation
import Testing

/// Every generated SwiftUI and Fiori for SwiftUI view has its `#Preview`, named after its
/// declaration, whether or not the generator can make sample items: without them a screen's
/// preview shows an empty model (a list screen's empty state), and a form's, which cannot edit no
/// model, and a row's or cell's, which cannot show no item, say why.
@Suite struct SwiftUIPreviewTests {
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

    static func output(of text: String) throws -> String {
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
        let found = try GeneratedPreviews(output)
        #expect(found.views.count >= 5, "the scan finds the views")
        found.expectEveryViewPreviewedOnce(in: "\(weightType), \(platforms)")
        for name in ["PalletPicker", "PalletTiles", "PalletTable", "PalletForm", "PalletList"] {
            #expect(found.previews.contains { $0.declaration == name }, "\(name) has a preview")
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
                // The form has no sample model to edit: `Pallet.weight` is `Weight`, which the generator makes no sample of unless
                // `types.Weight.sample` gives one. A preview of your own can make one.
                Text("No sample model to preview")
            """
        #expect(try Self.count(NSRegularExpression.escapedPattern(for: why), in: output) == 2)
        let noRow = """
                // `PalletPicker.RowView` has no sample item to show: `Pallet.weight` is `Weight`, which the generator makes no
                // sample of unless `types.Weight.sample` gives one. A preview of your own can make one.
                Text("No sample item to preview")
            """
        #expect(output.contains(noRow))
        #expect(output.contains("// `PalletList.RowView` has no sample item to show: `Pallet.weight` is `Weight`"))
        #expect(output.contains("// `PalletTiles.CellView` has no sample cell to show: `Pallet.weight` is `Weight`"))
        #expect(try Self.count(#"Text\("No sample (item|cell) to preview"\)"#, in: output) == 3)
        #expect(output.contains("List(PalletTable.Model().shownSections.flatMap(\\.rows)) {"))
    }

    /// Previews are named after the declarations' type names, which a file never repeats: the
    /// definitions' names `Foo` and `Foo row` give the pickers `Foo` and `FooRow`, whose previews
    /// and row previews still have four names.
    @Test func previewNamesAreTypeNamesAndNeverRepeat() throws {
        let output = try Self.output(
            of: """
                { "options": { "platforms": ["swiftui"] },
                  "entities": { "Pallet": { "fields": { "id": "Int", "label": "String" }, "id": "id", "title": "label" } },
                  "pickers": { "Foo": { "entity": "Pallet", "mode": "uniqueID" },
                               "Foo row": { "entity": "Pallet", "mode": "uniqueID" } } }
                """)
        let found = try GeneratedPreviews(output)
        #expect(found.previews.map(\.name) == ["Foo row", "Foo", "FooRow row", "FooRow"])
        found.expectEveryViewPreviewedOnce(in: "Foo")
        #expect(output.contains("    Foo.RowView(item: Foo.previewItems[0])\n"))
    }

    /// `ChoiceList`'s preview lists the choices of the first row that has one, here a list picker
    /// row: its picker's items (none where the entity has no samples), nothing selected.
    @Test func theChoiceListPreviewShowsTheFirstChoiceRow() throws {
        let output = try Self.output(
            of: """
                { "options": { "platforms": ["swiftui"] },
                  "types": { "Weight": { "conformances": ["Hashable", "Sendable", "Codable"] } },
                  "entities": { "Pallet": { "fields": { "id": "Int", "label": "String", "weight": "Weight" }, "id": "id", "title": "label" },
                                "Order": { "fields": { "pallets": "Set<Int>", "sizes": "[Int]" }, "mutable": true } },
                  "pickers": { "PalletPicker": { "entity": "Pallet", "mode": "uniqueID", "selection": "multiple" } },
                  "forms": { "OrderForm": { "model": "Order", "sections": { "s": { "rows": {
                    "pallets": { "kind": "listPicker", "picker": "PalletPicker", "multiple": true },
                    "sizes": { "kind": "filter", "options": ["S", "M"], "multiple": true } } } } } } }
                """)
        let preview = """
            #Preview("OrderForm choices") {
                NavigationStack {
                    OrderForm.ChoiceList(
                        title: "Pallets",
                        choices: PalletPicker.Model(items: []).shownSections.flatMap(\\.rows).map {
                            OrderForm.Choice(id: $0.id, title: $0.item.listPickerTitle)
                        },
                        chosen: []
                    ) { _ in }
                }
            }
            """
        #expect(output.contains(preview))
        try GeneratedPreviews(output).expectEveryViewPreviewedOnce(in: "OrderForm")
    }

    /// A cell view's preview shows the first sample object's first cell; a sample whose `each`
    /// array is empty (its elements are the app's entities, which get no sample) has none, and
    /// says so.
    @Test func aCellPreviewWithoutASampleCellSaysWhy() throws {
        let output = try Self.output(
            of: """
                { "options": { "platforms": ["swiftui"] },
                  "entities": { "Tag": { "fields": { "id": "Int" }, "id": "id", "generate": false,
                                       "conformances": ["Hashable", "Sendable", "Codable"] },
                                "Post": { "fields": { "id": "Int", "tags": "[Tag]", "labels": "[String]" }, "id": "id" } },
                  "sectionControllers": {
                    "TagCells": { "entity": "Post", "items": { "each": "tags" }, "size": { "height": 40 } },
                    "LabelCells": { "entity": "Post", "items": { "each": "labels" }, "size": { "height": 40 } } } }
                """)
        #expect(output.contains("Object(id: 1, tags: [], labels: [\"labels 1\"]),"))
        #expect(output.contains("    LabelCells.CellView(object: LabelCells.previewObjects[0], index: 0)\n"))
        let why = """
            #Preview("TagCells cell") {
                // `TagCells.CellView` has no sample cell to show: a sample `Post` has an empty `tags`, one cell per element. A
                // preview of your own can make one.
                Text("No sample cell to preview")
            }
            """
        #expect(output.contains(why))
        try GeneratedPreviews(output).expectEveryViewPreviewedOnce(in: "Post")
    }
}
