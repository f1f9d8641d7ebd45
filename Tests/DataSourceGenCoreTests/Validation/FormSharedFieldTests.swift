import Testing

@testable import DataSourceGenCore

/// A field takes one row of its form: SwiftUI's and Fiori SwiftUI's model validate a field, tap its
/// choices and keep its number text by one row, so a second row on the same field is refused at its
/// `field` (or at its name, where the name binds it), naming the first row and the fix.
@Suite struct FormSharedFieldTests {
    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    /// The audit's case: `zones2` on `zones` would have been validated as `.zones` and tapped with
    /// its multiple, may-be-empty rules; a third row bound by its name after a `field` is refused
    /// at its name, and rows on other fields (and an attachments row binding none) are not.
    @Test func aSecondRowOnAFieldIsRefusedWhereItBindsIt() {
        let text = """
            { "options": { "platforms": ["swiftui", "fiori-swiftui"] },
              "entities": { "Plan": { "mutable": true, "fields": {
                "zones": "[Int]", "dock": "[Int]", "hours": "Float" } } },
              "forms": { "F": { "model": "Plan", "sections": {
                "a": { "rows": {
                  "zones": { "kind": "listPicker", "options": ["A", "B"], "multiple": true },
                  "files": { "kind": "attachments" },
                  "count": { "kind": "slider", "field": "hours" } } },
                "b": { "rows": {
                  "zones2": { "kind": "listPicker", "field": "zones", "options": ["A", "B"], "multiple": false, "emptyAllowed": false },
                  "hours": { "kind": "slider" },
                  "dock": { "kind": "filter", "options": ["A", "B"] } } } } } } }
            """
        let fix =
            "and a field takes the rules and choices of one row; bind another field (add it to `entities.Plan.fields`), or remove one of the rows"
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"zones\", \"options\"", text)): error: `forms.F.sections.b.rows.zones2` binds the field `zones`, which the row `zones` (at \(DiagnosticsTesting.position(of: "\"zones\": { \"kind\"", in: text))) binds already, \(fix)",
                "\(at("\"hours\": { \"kind\"", text)): error: `forms.F.sections.b.rows.hours` binds the field `hours`, which the row `count` (at \(DiagnosticsTesting.position(of: "\"count\"", in: text))) binds already, \(fix)",
            ])
    }
}
