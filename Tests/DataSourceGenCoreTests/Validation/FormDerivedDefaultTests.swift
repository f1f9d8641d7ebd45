import DataSourceGenCore
import Testing

/// A default the forms derive for a field (the option an `initial` names, or a value picker's
/// first option) is judged against every row of every form that binds the field, as a field's own
/// `default` is, so every new model starts valid.
@Suite struct FormDerivedDefaultTests {
    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    /// An `initial` another form's picker has no option for, and a first option (0) below another
    /// form's rating minimum.
    static let refused = """
        { "entities": { "Job": { "mutable": true, "fields": { "priority": "Int", "level": "Int" } } },
          "forms": {
            "AForm": { "model": "Job", "sections": { "s": { "rows": {
              "priority": { "kind": "segmentedControl", "options": ["Low", "Medium", "High"], "initial": "High" },
              "level": { "kind": "segmentedControl", "options": ["None", "Some"] } } } } },
            "BForm": { "model": "Job", "sections": { "s": { "rows": {
              "priority": { "kind": "valuePicker", "options": ["Low", "Medium"] },
              "level": { "kind": "rating", "rules": { "min": 1 } } } } } } } }
        """

    @Test func aDerivedDefaultAnotherFormRefusesIsLocatedAtWhatDerivesIt() {
        let a = "forms.AForm.sections.s.rows"
        let b = "forms.BForm.sections.s.rows"
        #expect(
            DiagnosticsTesting.diagnose(Self.refused) == [
                "\(at("\"High\" }", Self.refused)): error: `\(a).priority.initial` (\"High\") starts `priority` at 2, but 2 is outside 0...1, which `\(b).priority` accepts, so every new model would start invalid; name an option that row accepts too, or widen that row",
                "\(at("\"level\": { \"kind\": \"segmentedControl\"", Self.refused)): error: `\(a).level` starts `level` on its first option (0) when nothing else says where, but 0 is outside 1...5, which `\(b).level` accepts, so every new model would start invalid; give `entities.Job.fields.level` a \"default\" that row accepts, or widen that row",
            ])
    }

    /// The same forms with choices every row accepts, and a field's own `default` that overrides
    /// the first option.
    @Test func aDerivedDefaultEveryRowAcceptsIsTheFieldsDefault() throws {
        let text = Self.refused.replacingOccurrences(of: #""initial": "High""#, with: #""initial": "Medium""#)
            .replacingOccurrences(of: #""level": "Int""#, with: #""level": { "type": "Int", "default": 1 }"#)
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.files.first?.contents)
        #expect(output.contains("priority: Int = 1,"))
        #expect(output.contains("level: Int = 1"))
    }

    /// A picker over an enum starts on one of its cases, which any row over that enum accepts.
    @Test func anEnumChoiceIsAcceptedByEveryRowOverTheEnum() {
        let text = """
            { "entities": { "Job": { "mutable": true, "fields": { "stage": "Stage" } } },
              "sections": { "Stage": { "cases": { "a": "A", "b": "B" } } },
              "forms": {
                "A": { "model": "Job", "sections": { "s": { "rows": {
                  "stage": { "kind": "valuePicker", "options": { "enum": "Stage" }, "initial": "b" } } } } },
                "B": { "model": "Job", "sections": { "s": { "rows": {
                  "stage": { "kind": "segmentedControl", "options": { "enum": "Stage" } } } } } } } }
            """
        #expect(DiagnosticsTesting.diagnose(text).isEmpty)
    }
}
