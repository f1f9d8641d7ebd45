import DataSourceGenCore
import Testing

/// What `"platforms": ["swiftui"]` generates: a picker's view with Select All as asked, a table's
/// row labels, a list screen's model, views and previews, and previews' sample items.
@Suite struct SwiftUIViewTests {
    /// Select All only where the definitions ask for it, and multiple selection in edit mode,
    /// where a list without a keyboard and pointer selects many rows only then.
    @Test(arguments: [(#""selection": "multiple", "selectAll": true"#, true), (#""selection": "multiple""#, false)])
    func aPickerViewOffersSelectAllOnlyWhenAsked(options: String, offersSelectAll: Bool) throws {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "Item": { "fields": { "id": "String" }, "id": "id", "title": "id" } },
              "pickers": { "P": { "entity": "Item", "mode": "uniqueID", \(options) } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("Button(\"Select All\") { model.selectAll() }") == offersSelectAll)
        #expect(output.contains("#if !os(macOS)\n            // Without a keyboard"))
        #expect(output.contains(".environment(\\.editMode, .constant(.active))"))
    }

    /// A table's view labels a row by default with its name as a title, or its element's or
    /// option's title; the preview fills the state's arrays of generated entities with samples.
    @Test func tableViewsLabelRowsAndPreviewSampleArrays() throws {
        let text = """
            { "options": { "platforms": ["swiftui"] }, "types": { "RowCell": {} },
              "entities": { "Item": { "fields": { "id": "Int", "name": "String" }, "id": "id", "title": "name" } },
              "tables": { "T": { "sections": { "s": { "rows": {
                "dailyDigest": { "kind": "basic", "cell": "RowCell" },
                "build_ID": { "kind": "static", "cell": "RowCell" },
                "items": { "kind": "array", "items": "Item", "cell": "RowCell" },
                "size": { "kind": "radio", "options": ["Small", "Large"], "cell": "RowCell" } } } } } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains(#"case .dailyDigest: return Text("Daily digest")"#))
        #expect(output.contains(#"case .buildID: return Text("Build ID")"#))
        #expect(output.contains("case .items(let element): return Text(element.listPickerTitle)"))
        #expect(output.contains("let option = T.sizeOptions[choice.index]"))
        #expect(output.contains("state.items = [\n            Item(id: 1, name: \"name 1\"),\n"))
        #expect(output.contains("T.TableView(model: T.Model(state: T.previewState))"))
        #expect(output.contains("List(T.Model(state: T.previewState).shownSections.flatMap(\\.rows)) {"))
        #expect(!output.contains("isAccordion"), "a table without accordions gathers no rows")
    }

    /// A list screen's preview loads sample items made from the fields' types in its first section;
    /// its default row shows the title, or the identifier of an entity without one.
    @Test func aListScreenGetsAModelAViewAndAPreview() throws {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "Row": { "fields": { "id": "Int", "name": "String" }, "id": "id" } },
              "lists": { "L": { "entity": "Row", "search": true, "searchFields": ["name"] } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("final class Model<C: Clock> where C.Duration == Duration {"))
        #expect(output.contains("struct ScreenView<C: Clock, RowContent: View>: View where C.Duration == Duration {"))
        #expect(output.contains("Text(String(describing: item.id))") && !output.contains("listPickerTitle"))
        #expect(output.contains("            Item(id: 1, name: \"name 1\"),\n"))
        #expect(output.contains("return previewItems.filter { matches($0, search: request.search ?? \"\") }"))
        // In a navigation stack, which shows `.searchable`'s field and the toolbar.
        #expect(
            output.contains(
                "#Preview(\"L\") {\n    NavigationStack {\n        L.ScreenView(model: L.Model { L.previewItems(for: $0) })\n    }\n}"
            ))
        #expect(output.contains("#Preview(\"L row\") {\n    L.RowView(item: L.previewItems[0])\n}"))
        #expect(output.contains(".searchable(text: $model.searchText)"))
    }

    /// The preview's sample items come from the fields' defaults and types; a field with neither
    /// (another entity, an app type) means a preview of no items rather than a made-up value.
    /// Collections hold one sample element, so that a view counting them shows something. An item
    /// is written on one line when it fits.
    @Test func previewsSampleEveryFieldOrShowNoItems() throws {
        func output(_ fields: String) throws -> String {
            let text = """
                { "options": { "platforms": ["swiftui"] },
                  "sections": { "Kind": { "cases": { "a": "A", "b": "B" } } },
                  "types": { "Weight": { "conformances": ["Hashable", "Sendable", "Codable"] } },
                  "entities": { "Item": { "fields": { \(fields) }, "id": "id", "title": "id" },
                                "Other": { "fields": { "n": "Int" } } },
                  "pickers": { "P": { "entity": "Item", "mode": "uniqueID" } } }
                """
            let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
            return try #require(result.files.first?.contents, "\(result.diagnostics)")
        }
        let sampled = try output(
            #""id": "Int", "kind": "Kind", "note": "String?", "tags": "[String]", "on": { "type": "Bool", "default": true }"#
        )
        #expect(sampled.contains("@available(iOS 17.0, macOS 14.0, *)\n#Preview(\"P\") {\n"))
        #expect(
            sampled.contains("            DataSource.Item(id: 2, kind: .b, note: nil, tags: [\"tags 2\"], on: true),\n")
        )
        let foundation = try output(
            #""id": "UUID", "due": "Date", "link": "URL", "blob": "Data", "byName": "[String: Int]", "small": "Int8", "#
                + #""cost": "Decimal", "grade": "Character", "nested": "[[Int]]""#)
        #expect(
            foundation.contains(
                "                id: UUID(),\n                due: Date(timeIntervalSinceReferenceDate: 0),\n"
                    + "                link: URL(fileURLWithPath: \"link 1\"),\n                blob: Data(),\n"
                    + "                byName: [:],\n                small: 1,\n                cost: 1,\n"
                    + "                grade: \"A\",\n                nested: []\n"))
        let long = try output(#""id": "Int", "aFieldWhoseNameTakesMostOfTheLineOnItsOwnAndSomeMore": "String""#)
        #expect(
            long.contains(
                "            DataSource.Item(\n                id: 3,\n"
                    + "                aFieldWhoseNameTakesMostOfTheLineOnItsOwnAndSomeMore: \"\"\"\n"
                    + "                    aFieldWhoseNameTakesMostOfTheLineOnItsOwnAndSomeMore 3\n"
                    + "                    \"\"\"\n            ),\n"))
        let nested = try output(#""id": "Int", "other": "Other""#)
        #expect(nested.contains("DataSource.Item(id: 1, other: Other(n: 1)),\n"))
        let unsampled = try output(#""id": "Int", "other": "Weight""#)
        #expect(
            unsampled.contains(
                "#Preview(\"P\") {\n    NavigationStack {\n        P.PickerView(model: P.Model(items: []))\n    }\n}")
                && !unsampled.contains("previewItems"))
    }
}
