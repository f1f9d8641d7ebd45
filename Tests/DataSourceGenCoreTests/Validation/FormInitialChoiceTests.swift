import DataSourceGenCore
import Testing

/// A value picker's or segmented control's first choice becomes its field's default: the option
/// `initial` names, else the first, as TableSchemer's radio scheme starts.
@Suite struct FormInitialChoiceTests {
    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    static let valid = """
        { "entities": { "Order": { "mutable": true, "fields": {
            "size": "Int", "level": "Level", "rank": "Level", "count": "Int",
            "kept": { "type": "Level", "default": "high" },
            "tags": "[Int]" } } },
          "sections": { "Level": { "cases": { "low": "Low", "high": "High" } } },
          "forms": { "F": { "model": "Order", "sections": { "s": { "rows": {
            "size": { "kind": "valuePicker", "options": ["S", "M", "L"], "initial": "L" },
            "level": { "kind": "valuePicker", "options": { "enum": "Level" } },
            "rank": { "kind": "valuePicker", "options": { "enum": "Level" }, "initial": "High" },
            "count": { "kind": "segmentedControl", "options": ["One", "Two"] },
            "kept": { "kind": "valuePicker", "options": { "enum": "Level" } },
            "tags": { "kind": "filter", "options": ["A", "B"] } } } } } } }
        """

    @Test func theChoiceIsTheFieldsDefault() throws {
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: Self.valid)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("size: Int = 2,"))
        #expect(output.contains("level: Level = .low,"))
        // An enum option is named by its case name or by its title.
        #expect(output.contains("rank: Level = .high,"))
        #expect(output.contains("count: Int = 0,"))
        #expect(output.contains("kept: Level = .high,"))
        #expect(output.contains("tags: [Int]\n") || output.contains("tags: [Int])"))
    }

    @Test func conflictsAndUnknownOptionsAreLocated() {
        let text = DiagnosticCorpus.forms[1]
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"M\" }", text)): error: `forms.A.sections.s.rows.size.initial` and `entities.Order.fields.size.default` both say where `size` starts; keep one",
                "\(at("\"hgh\"", text)): error: `forms.A.sections.s.rows.level.initial` is \"hgh\", which is not one of the row's options (did you mean `high`?); name one of \"low\", \"high\"",
                "\(at("\"One\" }", text)): error: `forms.B.sections.s.rows.count.initial` starts `count` elsewhere than `forms.A.sections.s.rows.count.initial` does; both rows bind it, so name the same option or keep one `initial`",
            ])
    }

    /// A model the app supplies: no initializer is generated for `initial` to start a field in.
    static let appModel = """
        { "entities": { "D": { "generate": false, "fields": { "size": "Int" } } },
          "forms": { "F": { "model": "D", "sections": { "s": { "rows": {
            "size": { "kind": "valuePicker", "options": ["S", "M"], "initial": "M" } } } } } } }
        """

    @Test func initialOnTheAppsOwnModelIsWarned() {
        #expect(
            DiagnosticsTesting.diagnose(Self.appModel) == [
                "\(at("\"M\" }", Self.appModel)): warning: `forms.F.sections.s.rows.size.initial` does nothing: `D` is the app's own type (`generate: false`), whose initializer is not generated; start `size` on that option in the app's model, or remove `initial`"
            ])
    }

    @Test func otherKindsRefuseInitial() {
        let text = """
            { "entities": { "Order": { "mutable": true, "fields": { "tags": "[Int]" } } },
              "forms": { "F": { "model": "Order", "sections": { "s": { "rows": {
                "tags": { "kind": "filter", "options": ["A"], "initial": "A" } } } } } } }
            """
        let diagnostics = DiagnosticsTesting.diagnose(text)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("\(at("\"A\" }", text)): ") == true)
        #expect(diagnostics.first?.contains("initial") == true)
    }
}
