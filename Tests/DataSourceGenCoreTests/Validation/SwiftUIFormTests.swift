import DataSourceGenCore
import Testing

/// `"platforms": ["swiftui"]` on forms: the model's properties are the bound fields' own, and the
/// types nested in the form's namespace shadow no declaration the form names.
@Suite struct SwiftUIFormTests {
    func at(_ token: String, _ text: String) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text)
    }

    func form(entity: String, fields: String, rows: String) -> String {
        """
        { "options": { "platforms": ["swiftui"] },
          "entities": { "\(entity)": { "mutable": true, "fields": { \(fields) } } },
          "forms": { "F": { "model": "\(entity)", "sections": { "s": { "rows": { \(rows) } } } } } }
        """
    }

    @Test func aModelNamedLikeANestedSwiftUITypeIsRefused() {
        let text = form(entity: "FormModel", fields: #""name": "String""#, rows: #""name": { "kind": "textField" }"#)
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"FormModel\", \"sections\"", text)): error: `forms.F.model` names `FormModel`, which inside `F` means the form's own SwiftUI `FormModel`; rename the declaration (for example `MyFormModel`)"
            ])
    }

    @Test func aFormNamedLikeATypeNestedInItIsRefused() {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "Item": { "mutable": true, "fields": { "name": "String" } } },
              "forms": { "Field": { "model": "Item", "sections": { "s": { "rows": { "name": { "kind": "title" } } } } } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"Field\"", text)): error: `forms.Field` is generated as `Field`, the name of a type nested in it, which its generated code could not tell from the form; rename the form (for example `MyField`)"
            ])
    }

    @Test func aFieldNamedLikeAModelMemberOrProjectionIsRefused() {
        let text = form(
            entity: "Item", fields: #""sections": "String", "notes": "String?", "notesText": "String""#,
            rows:
                #""sections": { "kind": "textField" }, "notes": { "kind": "note" }, "notesText": { "kind": "textField" }"#
        )
        let found = DiagnosticsTesting.diagnose(text)
        #expect(found.count == 2, "\(found)")
        #expect(
            found.first
                == "\(at("\"sections\": { \"kind\"", text)): error: `forms.F` row `sections` binds `sections`, whose property `sections` in `F.FormModel` would be a member of the form's SwiftUI model (`access`, `clearMessages`, `commit`, `engine`, `form`, `onSave`, `pickers`, `save`, `sections`, `shouldNotifyObservers`, `showsTextThatIsNoNumber`, `update`, `validateAll`, `withMutation`, `write`); rename the field"
        )
        #expect(found.last?.contains("`notesText` in `F.FormModel` would be the projection of another field") == true)
    }

    @Test func aFormWithSwiftUIGetsItsModelViewAndPreview() throws {
        let text = form(
            entity: "Item", fields: #""name": { "type": "String", "default": "" }, "due": "Date?""#,
            rows: #""name": { "kind": "title" }, "due": { "kind": "datePicker", "mode": "date" }"#)
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("final class FormModel {") && output.contains("struct EditorView: View {"))
        #expect(
            output.contains("init(\n            model: Model, onSave: (@MainActor (Model) -> Void)? = nil\n        ) {")
        )
        // Save, in the toolbar only when the model has somewhere to save to.
        #expect(output.contains("if model.onSave != nil { Button(\"Save\") { model.save() } }"))
        #expect(output.contains("var dueOrNow: Date {"))
        // A `Date?` can be cleared: a toggle gives it a date or none, and the picker shows while it has one.
        #expect(output.contains("var dueIsSet: Bool {"))
        #expect(
            output.contains(
                "            Toggle(\"Due\", isOn: $model.dueIsSet)\n            if model.dueIsSet {\n"
                    + "                DatePicker(\"Due\", selection: $model.dueOrNow, displayedComponents: [.date])\n"
                    + "                    .labelsHidden()\n            }\n"))
        #expect(output.contains("#Preview(") && !output.contains("struct ChoiceList"))
    }

    @Test func aFieldNamedLikeAnOptionalDatesToggleIsRefused() {
        let text = form(
            entity: "Item", fields: #""due": "Date?", "dueIsSet": "Bool""#,
            rows: #""due": { "kind": "datePicker" }, "dueIsSet": { "kind": "switch" }"#)
        let found = DiagnosticsTesting.diagnose(text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("`dueIsSet` in `F.FormModel` would be the projection of another field") == true)
    }

    /// A single-selection filter's inline `Picker` binds the model's `<field>Selection`, with
    /// `swiftui` alone too, which no field may be named.
    @Test func aSingleChoiceFilterBindsItsSelectionProjection() throws {
        let filter = #""shift": { "kind": "filter", "options": ["Day", "Night"], "multiple": false }"#
        let text = form(entity: "Item", fields: #""shift": { "type": "[Int]", "default": [] }"#, rows: filter)
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("    var shiftSelection: Int? {\n"))
        #expect(output.contains("Picker(\"Shift\", selection: $model.shiftSelection) {\n"))
        let clash = form(
            entity: "Item", fields: #""shift": "[Int]", "shiftSelection": "String""#,
            rows: filter + #", "shiftSelection": { "kind": "textField" }"#)
        #expect(
            DiagnosticsTesting.diagnose(clash) == [
                "\(at("\"shiftSelection\": { \"kind\"", clash)): error: `forms.F` row `shiftSelection` binds `shiftSelection`, whose property `shiftSelection` in `F.FormModel` would be the projection of another field the model declares for SwiftUI's controls; rename the field"
            ])
    }
}
