import DataSourceGenCore
import Testing

/// A duration picker turning by 2 minutes, the smallest interval above one, has `validate` check
/// its value is whole steps of the wheel; turning by every minute checks no steps.
@Suite struct MinuteIntervalStepsTests {
    @Test func everyIntervalAboveOneMinuteIsChecked() throws {
        let text = """
            { "entities": { "Trip": { "mutable": true, "fields": { "rest": "TimeInterval", "wait": "TimeInterval" } } },
              "forms": { "F": { "model": "Trip", "sections": { "s": { "rows": {
                "rest": { "kind": "durationPicker", "minuteInterval": 2 },
                "wait": { "kind": "durationPicker", "minuteInterval": 1 } } } } } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("FormRules.minuteSteps(model.rest, every: 2)"))
        #expect(!output.contains("FormRules.minuteSteps(model.wait"))
    }
}
