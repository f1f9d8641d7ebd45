import DataSourceGenCore
import Testing

/// `"platforms": ["swiftui"]`: an observable model per list picker, whose entity must be
/// `Equatable`, and per table; kinds without SwiftUI output yet are told so.
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

    @Test func aFileWithNothingSwiftUIAppliesToIsWarned() {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "Item": { "fields": { "id": "String" }, "id": "id", "title": "id" } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"swiftui\"", text)): warning: `options.platforms` lists \"swiftui\", but this file declares nothing it applies to (list pickers, section controllers, tables, forms or list screens); remove it or declare one"
            ])
    }

    @Test func aTableCellNamedLikeTheTablesSwiftUITypesIsRefusedOnlyWithSwiftUI() {
        func text(_ platforms: String) -> String {
            """
            { "options": { "platforms": [\(platforms)] }, "types": { "RowView": {} },
              "tables": { "T": { "sections": { "s": { "rows": { "r": { "kind": "basic", "cell": "RowView" } } } } } } }
            """
        }
        let swiftUI = text(#""swiftui""#)
        #expect(
            DiagnosticsTesting.diagnose(swiftUI) == [
                "\(at("\"RowView\" }", swiftUI)): error: `tables.T.sections.s.rows.r.cell` names `RowView`, which inside `T` means the table's own `T.RowView`; rename the app's type or the entity (for example `MyRowView`)"
            ])
        #expect(DiagnosticsTesting.diagnose(text(#""uikit""#)).isEmpty)
    }

    @Test func aTableNamedLikeATypeInsideItIsRefusedWithSwiftUI() {
        let text = """
            { "options": { "platforms": ["swiftui"] }, "types": { "RowCell": {} },
              "tables": { "Model": { "sections": { "s": { "rows": { "r": { "kind": "basic", "cell": "RowCell" } } } } } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"Model\"", text)): error: `tables.Model` is generated as `Model`, the name of a type nested in it, which its generated code could not tell from the table; rename the table (for example `MyModel`)"
            ])
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

    /// `CellKey` spells the `each` element's type inside the namespace, where `Model` is the model.
    @Test func aSectionControllerWhoseElementIsNamedLikeItsSwiftUITypesIsRefused() {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "Model": { "fields": { "id": "String" }, "id": "id" },
                            "Post": { "fields": { "id": "String", "models": "[Model]" }, "id": "id" } },
              "sectionControllers": { "S": { "entity": "Post", "items": { "each": "models" }, "size": { "height": 1 } } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"models\" }", text)): error: `sectionControllers.S` names `Model`, which inside `S` means the controller's own SwiftUI `Model`; rename the declaration (for example `MyModel`), or remove \"swiftui\" from `options.platforms`"
            ])
    }

    /// Inside its namespace, `CellView` would mean the controller's nested view, not the controller.
    @Test(arguments: ["Model", "SectionsView", "CellView", "ShownSection", "NoHost", "CellKey"])
    func aSectionControllerNamedLikeItsSwiftUITypesIsRefused(name: String) {
        let text = """
            { "options": { "platforms": ["fiori-swiftui"] },
              "entities": { "Post": { "fields": { "id": "String" }, "id": "id" } },
              "sectionControllers": { "\(name)": { "entity": "Post", "size": { "height": 1 }, "cell": "String" } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"\(name)\": {", text)): error: `sectionControllers.\(name)` is generated as `\(name)`, the name of a type nested in it, which its generated code could not tell from the section controller; rename the section controller (for example `My\(name)`)"
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

    /// SwiftUI's type names are reserved in every file: a UIKit-only file's `Label` would hide
    /// SwiftUI's from the SwiftUI code another file generates into the same module.
    @Test func swiftUINamesAreReservedWithOrWithoutASwiftUIPlatform() {
        for platforms in [#""uikit""#, #""swiftui""#] {
            let text = """
                { "options": { "platforms": [\(platforms)] }, "types": { "Label": {} },
                  "tables": { "T": { "sections": { "s": { "rows": { "r": { "kind": "basic", "cell": "Label" } } } } } } }
                """
            #expect(
                DiagnosticsTesting.diagnose(text) == [
                    "\(at("\"Label\": {}", text)): error: app type `Label` shadows `Label`, a type the generated code uses; rename the app's type or refer to it by a typealias with another name"
                ])
        }
    }
}
