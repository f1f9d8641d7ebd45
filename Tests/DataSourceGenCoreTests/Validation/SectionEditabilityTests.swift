import Testing

@testable import DataSourceGenCore

/// `editableWhen` on a section: a form's section takes it in the grammar of `visibleWhen`, checked
/// as a row's is, and it must have a row that can be edited; a table's section and rows take it
/// on the table's flags.
@Suite struct SectionEditabilityTests {
    let prefix = """
        { "entities": { "Sheet": { "mutable": true, "fields": {
            "code": "String", "locked": "Bool", "level": "Level", "count": "Double" } } },
          "sections": { "Level": { "cases": { "low": "Low", "high": "High" } } },
        """

    func check(_ rest: String) -> (text: String, output: [String]) {
        let text = prefix + rest + " }"
        return (text, DiagnosticsTesting.diagnose(text))
    }

    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    @Test func aFormSectionTakesEditableWhenInEveryForm() {
        let result = check(
            """
            "forms": { "F": { "model": "Sheet", "sections": {
              "a": { "editableWhen": "!locked", "rows": { "code": { "kind": "textField" } } },
              "b": { "editableWhen": { "field": "level", "equals": "high" }, "rows": { "count": { "kind": "stepper" } } },
              "c": { "rows": { "locked": { "kind": "switch" }, "level": { "kind": "valuePicker", "options": { "enum": "Level" } } } } } } }
            """)
        #expect(result.output == [])
    }

    @Test func aSectionsConditionIsResolvedAndCheckedAsARowsIs() {
        let result = check(
            """
            "forms": { "F": { "model": "Sheet", "sections": {
              "a": { "editableWhen": "lockd", "rows": { "code": { "kind": "textField" } } },
              "b": { "editableWhen": { "field": "level", "equals": "medium" }, "rows": { "count": { "kind": "stepper" } } },
              "c": { "editableWhen": 3, "rows": { "locked": { "kind": "switch" }, "level": { "kind": "valuePicker", "options": { "enum": "Level" } } } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"lockd\"", text)): error: `forms.F.sections.a.editableWhen` reads the field `lockd`, which `Sheet` does not have (did you mean `locked`?); name a field of the form's model",
                "\(at("\"medium\"", text)): error: `forms.F.sections.b.editableWhen.equals` is the string \"medium\", which cannot equal `level` (`Level`); write the name of a case of `Level` as a string",
                "\(at("3", text)): error: `forms.F.sections.c.editableWhen` must be a field name (\"field\" or \"!field\") or {\"field\": \"<field>\", \"equals\": <value>}, found the number 3",
            ])
    }

    /// A section's condition narrows when its rows can be edited; where none can be, it cannot mean
    /// anything, and says why.
    @Test func aSectionWhoseRowsCannotBeEditedIsRefused() {
        let result = check(
            """
            "forms": { "F": { "model": "Sheet", "sections": { "s": { "editableWhen": "!locked", "rows": {
              "code": { "kind": "simpleProperty" }, "locked": { "kind": "switch", "editable": false },
              "files": { "kind": "attachments" } } } } } }
            """)
        #expect(
            result.output == [
                "\(at("\"!locked\"", result.text)): error: `forms.F.sections.s.editableWhen` says when the section's rows can be edited, and none of them can be (an attachments row, \"editable\": false, or a simpleProperty without `editable` or `editableWhen`); remove it, or make a row editable"
            ])
    }

    @Test func aTableSectionAndRowTakeEditableWhenOnTheTablesFlags() {
        let accepted = check(
            """
            "types": { "Plain": {} },
            "tables": { "T": { "flags": { "on": true }, "sections": {
              "s": { "editableWhen": "on", "rows": { "a": { "kind": "basic", "cell": "Plain", "select": true, "editableWhen": "!on" } } } } } }
            """)
        #expect(accepted.output == [])
        let refused = check(
            """
            "types": { "Plain": {} },
            "tables": { "T": { "flags": { "on": true }, "sections": {
              "s": { "editableWhen": "of", "rows": {
                "a": { "kind": "radio", "cell": "Plain", "options": ["x"], "editableWhen": { "field": "on", "equals": 1 } } } } } } }
            """)
        #expect(
            refused.output == [
                "\(at("\"of\"", refused.text)): error: `tables.T.sections.s.editableWhen` reads the flag `of`, which the table does not declare (did you mean `on`?); declare it under the table's `flags` or fix the name",
                "\(at("1 }", refused.text)): error: `tables.T.sections.s.rows.a.editableWhen.equals` compares the flag `on` with something other than true or false; write true or false",
            ])
    }

    /// `editableWhen` stops a switch, a radio or accordion choice and a selection handler: on a
    /// table row with none of them, or a section none of whose rows has one, it is refused.
    @Test func aTableConditionWithNothingToStopIsRefused() {
        let result = check(
            """
            "types": { "Plain": {}, "Item": { "conformances": ["Identifiable", "Hashable", "Sendable"] } },
            "tables": { "T": { "flags": { "on": true }, "sections": {
              "s": { "editableWhen": "on", "rows": { "a": { "kind": "basic", "cell": "Plain" } } },
              "t": { "rows": {
                "b": { "kind": "array", "items": "Item", "cell": "Plain", "editableWhen": "!on" },
                "c": { "kind": "static", "cell": "Plain", "select": true, "editableWhen": "on" } } } } } }
            """)
        #expect(
            result.output == [
                "\(at("\"on\"", result.text, 2)): error: `tables.T.sections.s.editableWhen` says when the section's rows can change the state or be selected, and none of them does (no `toggles`, no \"select\": true, no radio or accordion); remove it, or give a row `toggles` or \"select\": true",
                "\(at("\"!on\"", result.text)): error: `tables.T.sections.t.rows.b.editableWhen` says when the row can change the state or be selected, and it does neither (no `toggles`, no \"select\": true, not a radio or accordion); remove it, or give the row `toggles` or \"select\": true",
            ])
    }

    @Test func theRowsOfAnEditableSectionReadItOnceInTheLayout() throws {
        let text =
            prefix + """
                "forms": { "F": { "model": "Sheet", "sections": { "s": { "editableWhen": "!locked", "rows": {
                  "code": { "kind": "textField", "editableWhen": { "field": "count", "equals": 2 } },
                  "count": { "kind": "stepper" }, "level": { "kind": "valuePicker", "options": { "enum": "Level" }, "editable": false } } } } } } }
                """
        let result = GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("let sectionIsEditable = !FormRules.hasValue(model.locked)\n"))
        #expect(output.contains(".init(.code, isEditable: sectionIsEditable && model.count == 2.0))"))
        #expect(output.contains(".init(.count, isEditable: sectionIsEditable))"))
        #expect(output.contains(".init(.level, isEditable: false))"))
    }
}
