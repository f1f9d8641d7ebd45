import DataSourceGenCore
import Testing

/// `"platforms": ["fiori-swiftui"]` on forms: the same observable model as `swiftui`, with the
/// conversions the Fiori controls bind, and a FioriSwiftUICore `FioriEditorView` instead of (or
/// beside) the SwiftUI `EditorView`; names the Fiori view and conversions take are refused.
@Suite struct FioriSwiftUIFormTests {
    func at(_ token: String, _ text: String) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text)
    }

    func form(_ platforms: String, fields: String, rows: String, entity: String = "Item") -> String {
        """
        { "options": { "platforms": [\(platforms)] },
          "entities": {
            "\(entity)": { "mutable": true, "fields": { \(fields) } },
            "Keyword": { "fields": { "code": "String", "name": "String" }, "id": "code", "title": "name" } },
          "pickers": { "TagPicker": { "entity": "Keyword", "mode": "uniqueID", "search": true, "selection": "multiple" } },
          "forms": { "F": { "model": "\(entity)", "sections": { "s": { "rows": { \(rows) } } } } } }
        """
    }

    func output(_ text: String) throws -> String {
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.files.first?.contents)
    }

    @Test func aFioriEditorViewOverTheModelWithoutTheSwiftUIView() throws {
        let code = try output(
            form(
                #""fiori-swiftui""#, fields: #""name": { "type": "String", "default": "" }, "hours": "Double""#,
                rows: #""name": { "kind": "title", "rules": { "maxLength": 40 } }, "hours": { "kind": "stepper" }"#))
        #expect(code.contains("#if canImport(FioriSwiftUICore)\nimport FioriSwiftUICore\n#endif"))
        #expect(!code.contains("import PhotosUI"))
        #expect(code.contains("final class FormModel {") && code.contains("struct FioriEditorView: View {"))
        #expect(code.contains("#Preview(\"F (Fiori)\") {\n") && !code.contains("#Preview(\"F\")"))
        #expect(!code.contains("struct EditorView"))
        #expect(code.contains("maxTextLength: 40)"))
        #expect(
            code.contains("var hoursText: String {")
                && code.contains("text: $model.hoursText,\n                // steps of one: no \"step\" given"))
        #expect(code.contains("stepRange: 0.0...100.0,"))  // FUIStepperFormCell's default range
    }

    @Test func bothPlatformsShareOneModel() throws {
        let code = try output(
            form(
                #""swiftui", "fiori-swiftui""#, fields: #""name": "String""#, rows: #""name": { "kind": "textField" }"#)
        )
        #expect(code.components(separatedBy: "final class FormModel").count == 2)
        #expect(code.contains("struct EditorView: View {") && code.contains("struct FioriEditorView: View {"))
    }

    @Test func listPickerRowsBindTheFieldAndSearchThroughThePickersModel() throws {
        let code = try output(
            form(
                #""fiori-swiftui""#, fields: #""tags": "[String]", "tag": "Set<String>""#,
                rows: """
                    "tags": { "kind": "listPicker", "picker": "TagPicker", "search": true, "emptyAllowed": false },
                    "tag": { "kind": "listPicker", "picker": "TagPicker", "multiple": false }
                    """))
        #expect(code.contains("selections: $model.tagsSelections, allowEmpty: false\n"))
        #expect(code.contains(".searchable(text: Bindable(model.pickers.tags).searchText)"))
        #expect(!code.contains("searchFilter: {"))
        #expect(code.contains("let order = pickers.tags.shownSections.flatMap(\\.rows).map(\\.id)\n"))
        #expect(code.contains("selection: $model.tagSelection\n"))
        #expect(code.contains("set { self.tag = FormBinding.choices(holding: newValue) }"))
    }

    @Test func aFieldNamedLikeAFioriConversionIsRefused() {
        let text = form(
            #""fiori-swiftui""#, fields: #""hours": "Double", "hoursText": "String""#,
            rows: #""hours": { "kind": "stepper" }, "hoursText": { "kind": "textField" }"#)
        let found = DiagnosticsTesting.diagnose(text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("`hoursText` in `F.FormModel` would be the projection of another field") == true)
        // Without the Fiori view the model declares no such conversion.
        #expect(DiagnosticsTesting.diagnose(text.replacingOccurrences(of: "fiori-swiftui", with: "swiftui")).isEmpty)
    }

    @Test func aModelNamedLikeTheFioriViewIsRefusedOnlyWithIt() {
        let text = form(
            #""fiori-swiftui""#, fields: #""name": "String""#, rows: #""name": { "kind": "textField" }"#,
            entity: "FioriEditorView")
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"FioriEditorView\", \"sections\"", text)): error: `forms.F.model` names `FioriEditorView`, which inside `F` means the form's own SwiftUI `FioriEditorView`; rename the declaration (for example `MyFioriEditorView`)"
            ])
        #expect(DiagnosticsTesting.diagnose(text.replacingOccurrences(of: "fiori-swiftui", with: "swiftui")).isEmpty)
    }

    /// Each row's control is a row of the form itself, not wrapped in a stack with its message (a
    /// `NavigationLink` would lose its whole-row tap and chevron, an inline `Picker` its option
    /// rows); the message is a row of its own under it. Labels that belong to a control (a note's,
    /// a slider's, a segmented control's) stay in one row with it.
    @Test func everyControlIsARowAndItsMessageTheNextRow() throws {
        let code = try output(
            form(
                #""swiftui", "fiori-swiftui""#, fields: #""notes": "String", "level": "Float", "sort": "Int""#,
                rows: """
                    "notes": { "kind": "note" }, "level": { "kind": "slider" },
                      "sort": { "kind": "segmentedControl", "options": ["A", "B"] }
                    """))
        #expect(
            code.contains(
                """
                                        ForEach(section.rows) { row in
                                            Group {
                                                control(for: row)
                                                if let message = row.message {
                                                    Text(message).font(.footnote).foregroundStyle(.red)
                                                }
                                            }
                                            .disabled(!row.isEditable)
                """))
        #expect(
            code.contains(
                """
                                        ForEach(section.rows) { row in
                                            Group {
                                                control(for: row)
                                            }
                                            .disabled(!row.isEditable)
                """))
        #expect(!code.contains("VStack(alignment: .leading) {\n                                control(for: row)"))
        #expect(code.contains("VStack(alignment: .leading) {\n                Text(\"Notes\")"))
        #expect(code.contains("VStack(alignment: .leading) {\n                LabeledContent(\"Level\""))
        #expect(code.contains("VStack(alignment: .leading) {\n                Text(\"Sort\").font(.caption)"))
    }

}
