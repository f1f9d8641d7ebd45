import DataSourceGenCore
import Testing

/// `"platforms": ["swiftui"]`: an observable model per list picker, whose entity must be
/// `Equatable`; kinds without SwiftUI output yet are told so.
@Suite struct SwiftUIPlatformTests {
    func at(_ token: String, _ text: String) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text)
    }

    @Test func aPickerOverAnEntityThatIsNotEquatableIsRefused() {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "types": { "Blob": { "conformances": [] } },
              "entities": { "Item": { "fields": { "id": "String", "blob": "Blob" }, "id": "id", "title": "id" } },
              "pickers": { "P": { "entity": "Item", "mode": "uniqueID" } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"Item\", \"mode\"", text)): error: `pickers.P.entity` is `Item`, which is not `Equatable`, and the SwiftUI model tells views of a reload only when an item changed; use field types that are `Equatable`, or remove \"swiftui\" from `options.platforms`"
            ])
    }

    @Test func aFileWithoutPickersIsWarnedThatSwiftUIAppliesToNothing() {
        let text = """
            { "options": { "platforms": ["swiftui"] }, "types": { "RowCell": {} },
              "tables": { "T": { "sections": { "s": { "rows": { "r": { "kind": "basic", "cell": "RowCell" } } } } } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"swiftui\"", text)): warning: `options.platforms` lists \"swiftui\", but this file declares nothing it applies to (list pickers, section controllers or list screens); remove it or declare one"
            ])
    }

    @Test func anEntityNamedModelIsShadowedByThePickersModel() {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "Model": { "fields": { "id": "String" }, "id": "id", "title": "id" } },
              "pickers": { "P": { "entity": "Model", "mode": "uniqueID" } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"Model\", \"mode\"", text)): error: `pickers.P` names `Model`, which inside `P` means the picker's own SwiftUI `Model`; rename the declaration (for example `MyModel`)"
            ])
    }

    @Test func aSectionEnumNamedScreenViewIsShadowedByTheListScreensView() {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "Row": { "fields": { "id": "String" }, "id": "id" } },
              "sections": { "ScreenView": { "cases": { "a": "A" } } },
              "lists": { "L": { "entity": "Row", "sections": "ScreenView" } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"ScreenView\" }", text)): error: `lists.L` names `ScreenView`, which inside `L` means the list's own SwiftUI `ScreenView`; rename the declaration (for example `MyScreenView`), or remove \"swiftui\" from `options.platforms`"
            ])
    }

    @Test func aSectionControllerWhoseEntityOrCellIsNamedLikeItsSwiftUITypesIsRefused() {
        let text = """
            { "options": { "platforms": ["swiftui"] }, "types": { "CellView": {} },
              "entities": { "Model": { "fields": { "id": "String" }, "id": "id" } },
              "sectionControllers": { "S": { "entity": "Model", "size": { "height": 1 }, "cell": "CellView" } } }
            """
        let fix = "or remove \"swiftui\" from `options.platforms`"
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"Model\", \"size\"", text)): error: `sectionControllers.S` names `Model`, which inside `S` means the controller's own SwiftUI `Model`; rename the declaration (for example `MyModel`), \(fix)",
                "\(at("\"CellView\" }", text)): error: `sectionControllers.S` names `CellView`, which inside `S` means the controller's own SwiftUI `CellView`; rename the declaration (for example `MyCellView`), \(fix)",
            ])
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
        let indent = String(repeating: " ", count: 28)
        #expect(output.contains("Item(\n\(indent)id: 1,\n\(indent)name: \"name 1\"\n"))
        #expect(output.contains(".searchable(text: $model.searchText)"))
    }

    /// The preview's sample items come from the fields' defaults and types; a field with neither
    /// (a `Date` without a default) means no preview rather than a made-up value.
    @Test func previewsSampleEveryFieldOrAreLeftOut() throws {
        func output(_ fields: String) throws -> String {
            let text = """
                { "options": { "platforms": ["swiftui"] },
                  "sections": { "Kind": { "cases": { "a": "A", "b": "B" } } },
                  "entities": { "Item": { "fields": { \(fields) }, "id": "id", "title": "id" } },
                  "pickers": { "P": { "entity": "Item", "mode": "uniqueID" } } }
                """
            let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
            return try #require(result.files.first?.contents, "\(result.diagnostics)")
        }
        let sampled = try output(
            #""id": "Int", "kind": "Kind", "note": "String?", "tags": "[String]", "on": { "type": "Bool", "default": true }"#
        )
        #expect(sampled.contains("struct Previews: PreviewProvider"))
        #expect(sampled.contains("id: 2,\n                        kind: .b,\n                        note: nil,"))
        #expect(sampled.contains("tags: [],\n                        on: true\n"))
        let unsampled = try output(#""id": "Int", "due": "Date""#)
        #expect(unsampled.contains("struct PickerView") && !unsampled.contains("Previews"))
    }
}
