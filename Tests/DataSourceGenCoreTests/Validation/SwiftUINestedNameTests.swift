import DataSourceGenCore
import Testing

/// With a SwiftUI platform each declaration nests its model and views (`Model`, `RowView`,
/// `ScreenView`, `CellView`, …): a declared name that would be one of them, or would be shadowed
/// by one inside the declaration, is refused, and SwiftUI's own names are reserved in every file.
@Suite struct SwiftUINestedNameTests {
    func at(_ token: String, _ text: String) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text)
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
