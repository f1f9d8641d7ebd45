import DataSourceGenCore
import Foundation
import Testing

/// `"platforms": ["fiori-swiftui"]`: the same observable model as `swiftui`, with a FioriSwiftUICore
/// `ListPickerItem` per picker and a list floorplan of `ObjectItem`s per list screen instead of (or
/// beside) the SwiftUI views.
@Suite struct FioriSwiftUIPlatformTests {
    func output(_ platforms: String, picker: String) throws -> String {
        let text = """
            { "options": { "platforms": [\(platforms)] },
              "entities": { "Item": { "fields": { "id": "Int", "name": "String" }, "id": "id", "title": "name" } },
              "pickers": { "P": \(picker) } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.files.first?.contents)
    }

    @Test func aFioriPickerItemOverTheModelWithoutTheSwiftUIList() throws {
        let code = try output(#""fiori-swiftui""#, picker: #"{ "entity": "Item", "mode": "uniqueID" }"#)
        #expect(code.contains("#if canImport(FioriSwiftUICore)\nimport FioriSwiftUICore\n#endif"))
        #expect(code.contains("final class Model"))
        #expect(code.contains("struct RowView: View"))
        #expect(code.contains("struct FioriPickerItem<RowContent: View>: View"))
        #expect(code.components(separatedBy: "#Preview(").count == 3 && code.contains(" (Fiori)\") {\n"))
        #expect(code.contains(" row\") {\n"), "the row view's preview")
        #expect(!code.contains("struct PickerView"))
        #expect(code.contains("selection: $model.selectedKey\n"))
        #expect(!code.contains("searchFilter") && !code.contains(".searchable"))
    }

    @Test func bothPlatformsShareOneModel() throws {
        let code = try output(#""swiftui", "fiori-swiftui""#, picker: #"{ "entity": "Item", "mode": "uniqueID" }"#)
        #expect(code.components(separatedBy: "final class Model").count == 2)
        #expect(code.contains("struct PickerView") && code.contains("struct FioriPickerItem"))
    }

    /// SAP's destination draws its own Select All and Deselect All over the rows shown (a list of
    /// one section only); the generated item hides them on a multiple-selection picker and offers
    /// the engine's Select All where the definitions ask for it, sectioned or not.
    @Test(arguments: [
        (#""mode": "uniqueID""#, false, false),
        (#""mode": "uniqueID", "selection": "multiple""#, true, false),
        (#""mode": "uniqueID", "selection": "multiple", "selectAll": true"#, true, true),
        (#""mode": "uniqueID", "selection": "multiple", "selectAll": false"#, true, false),
    ])
    func selectAllIsTheEnginesAndOnlyWhereAsked(options: String, hidesSAPButtons: Bool, offersSelectAll: Bool) throws {
        let code = try output(#""fiori-swiftui""#, picker: "{ \"entity\": \"Item\", \(options) }")
        #expect(code.contains(".selectAllActionStyle { _ in EmptyView() }") == hidesSAPButtons)
        #expect(code.contains(".deselectAllActionStyle { _ in EmptyView() }") == hidesSAPButtons)
        #expect(code.contains("Button(\"Select All\") { model.selectAll() }") == offersSelectAll)
    }

    @Test func multipleSelectionSearchFollowsThePickersRules() throws {
        let code = try output(
            #""fiori-swiftui""#,
            picker:
                #"{ "entity": "Item", "mode": "index", "selection": "multiple", "allowsEmptySelection": false, "search": true }"#
        )
        #expect(code.contains("model.shownSections.flatMap(\\.rows),"))
        #expect(code.contains("selections: $model.selection,\n                    allowEmpty: false\n"))
        // The search is the engine's, through the model, as in the plain SwiftUI picker.
        #expect(code.contains(".searchable(text: $model.searchText)") && !code.contains("searchFilter: {"))
    }

    @Test func aPickerOverAnEntityThatIsNotEquatableNamesThePlatformsToRemove() {
        let text = """
            { "options": { "platforms": ["swiftui", "fiori-swiftui"] },
              "types": { "Blob": { "conformances": [] } },
              "entities": { "Item": { "fields": { "id": "String", "blob": "Blob" }, "id": "id", "title": "id" } },
              "pickers": { "P": { "entity": "Item", "mode": "uniqueID" } } }
            """
        let position = DiagnosticsTesting.position(of: "\"Item\", \"mode\"", in: text)
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "T.datasources.json:\(position): error: `pickers.P.entity` is `Item`, which is not `Equatable`, and the SwiftUI model tells views of a reload only when an item changed; use field types that are `Equatable`, or remove \"swiftui\" and \"fiori-swiftui\" from `options.platforms`"
            ])
    }

    func output(_ platforms: String, list: String, entity: String = #", "title": "name""#) throws -> String {
        let text = """
            { "options": { "platforms": [\(platforms)] },
              "entities": { "Product": { "fields": { "id": "Int", "name": "String" }, "id": "id"\(entity) } },
              "lists": { "L": \(list) } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.files.first?.contents)
    }

    @Test func aListScreenGetsAFioriListFloorplanOverTheModelWithoutTheSwiftUIView() throws {
        let code = try output(#""fiori-swiftui""#, list: #"{ "entity": "Product", "search": true }"#)
        #expect(code.contains("#if canImport(FioriSwiftUICore)\nimport FioriSwiftUICore\n#endif"))
        #expect(code.contains("final class Model<C: Clock>"))
        #expect(code.contains("struct FioriScreenView<C: Clock, RowContent: View>: View"))
        #expect(code.components(separatedBy: "#Preview(").count == 2 && code.contains(" (Fiori)\") {\n"))
        #expect(code.contains(".FioriScreenView(model: ") && code.contains(".previewItems(for: $0) })"))
        #expect(!code.contains("struct ScreenView") && !code.contains("struct RowView"))
        for behaviour in [
            "row(item).onAppear { model.rowAppeared(item.id) }",
            ".onDelete(perform: model.canDelete ? { delete($0, of: shown) } : nil)",
            ".searchable(text: $model.searchText)", ".refreshable { [model] in await model.refresh() }",
            "if let add { Button(\"Add\", systemImage: \"plus\", action: add) }", ".onAppear { model.start() }",
            "case .loading where shown.items.isEmpty, .loadingMore:\n                ProcessingIndicator()",
            "IllustratedMessage(detailImage: Image(systemName: \"tray\"), title: AttributedString(text))",
            "title: AttributedString(message),\n"
                + "                    action: FioriButton(title: \"Retry\", action: { _ in model.retry(shown.id) }))",
            "extension L.FioriScreenView where RowContent == ObjectItem {",
            "ObjectItem(\n                title: AttributedString(item.listPickerTitle),\n"
                + "                subtitle: item.listPickerSubtitle.map { AttributedString($0) })",
        ] {
            #expect(code.contains(behaviour), "\(behaviour)")
        }
    }

    @Test func aListScreenWithoutSearchOrTitleHasNoSearchFieldAndShowsIdentifiers() throws {
        let code = try output(#""fiori-swiftui""#, list: #"{ "entity": "Product" }"#, entity: "")
        #expect(!code.contains(".searchable"))
        #expect(code.contains("ObjectItem(title: AttributedString(String(describing: item.id)))"))
    }

    @Test func bothPlatformsShareOneListScreenModelAndItsPreviewItems() throws {
        let code = try output(#""swiftui", "fiori-swiftui""#, list: #"{ "entity": "Product" }"#)
        #expect(code.components(separatedBy: "final class Model").count == 2)
        #expect(code.components(separatedBy: "static func previewItems(for").count == 2)
        #expect(code.contains("struct ScreenView") && code.contains("struct FioriScreenView"))
        #expect(
            code.contains(
                "#Preview(\"L\") {\n    NavigationStack {\n        L.ScreenView(model: L.Model { L.previewItems(for: $0) })"
            ))
        #expect(
            code.contains(
                "#Preview(\"L (Fiori)\") {\n    NavigationStack {\n        L.FioriScreenView(model: L.Model { L.previewItems("
            ))
    }

    /// Tables and section controllers have no FioriSwiftUICore component: with `fiori-swiftui`
    /// they get exactly their SwiftUI output.
    @Test(arguments: ["Settings", "Feed", "Gallery"])
    func kindsWithoutFioriComponentsGetTheirSwiftUIView(golden: String) throws {
        let definitions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "GeneratedCodeTests/Definitions/\(golden).datasources.json")
        let text = try String(contentsOf: definitions, encoding: .utf8)
        func generated(_ platforms: String) throws -> String {
            let options = #""options": { "platforms": [\#(platforms)] }"#
            let range = try #require(text.range(of: #"\n  "options": \{[^\n]*\}"#, options: .regularExpression))
            var replaced = text
            replaced.replaceSubrange(range, with: "\n  " + options)
            let result = GenerationPipeline().run([
                DefinitionsInput(path: "\(golden).datasources.json", contents: replaced)
            ])
            #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
            return try #require(result.files.first?.contents)
        }
        let swiftUI = try generated(#""swiftui""#)
        #expect(swiftUI.contains("@Observable"))
        #expect(try generated(#""fiori-swiftui""#) == swiftUI)
    }
}
