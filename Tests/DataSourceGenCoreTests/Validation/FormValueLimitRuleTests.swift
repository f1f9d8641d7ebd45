import DataSourceGenCore
import Testing

/// What the generated `validate` checks must be what the definitions wrote, and a new model must
/// pass it: a pattern compiles on its own (else the anchors `validate` adds could be escaped),
/// bounds and a step are numbers the field's type holds with no more steps than the runtime can
/// tell apart, and a field's default is a value its row accepts. Each refusal is one line at its
/// key, with the fix.
@Suite struct FormValueLimitRuleTests {
    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    /// Every refusal of this file, for `DiagnosticCorpus`.
    static let refusals = #"""
        { "entities": { "Trip": { "mutable": true, "fields": {
            "distance": { "type": "Float", "default": 45 }, "size": { "type": "Int", "default": 7 },
            "stars": { "type": "Int", "default": 9 }, "count": { "type": "Double", "default": 0.3 },
            "wait": { "type": "TimeInterval", "default": -5 }, "pause": { "type": "TimeInterval", "default": 900 },
            "code": { "type": "String", "default": "ab" }, "short": { "type": "String", "default": "abc" },
            "word": { "type": "String", "default": "abc\n" },
            "load": "Float", "rounds": "Double", "fine": "Double", "note": "String", "memo": "String" } } },
          "forms": { "F": { "model": "Trip", "sections": { "s": { "rows": {
            "distance": { "kind": "slider", "min": 0, "max": 30 },
            "size": { "kind": "valuePicker", "options": ["S", "M"] },
            "stars": { "kind": "rating" },
            "count": { "kind": "stepper", "step": 1 },
            "wait": { "kind": "durationPicker" },
            "pause": { "kind": "durationPicker", "minuteInterval": 10 },
            "code": { "kind": "textField", "rules": { "minLength": 3 } },
            "short": { "kind": "textField", "rules": { "maxLength": 2 } },
            "word": { "kind": "textField", "rules": { "pattern": "[a-z]+" } },
            "load": { "kind": "slider", "max": 1e39, "rules": { "min": -1e39 } },
            "rounds": { "kind": "stepper", "max": 10, "step": 1e-320 },
            "fine": { "kind": "stepper", "max": 10, "step": 1e-6 },
            "note": { "kind": "textField", "rules": { "pattern": "[0-9]{3})|(?:x" } },
            "memo": { "kind": "note", "rules": { "pattern": "(?x)[a-z]+ # letters" } } } } } } } }
        """#

    @Test func valuesTheRowsWouldNotMeanAsWrittenAreRefused() {
        let text = Self.refusals
        let (rows, fields) = ("forms.F.sections.s.rows", "entities.Trip.fields")
        let start = "so every new model would start invalid"
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("45", text)): error: `\(fields).distance.default` (45) is outside 0.0...30.0, which `\(rows).distance` accepts, \(start); give a default within that range, on a step where the row has `step`, or widen the row's bounds",
                "\(at("7", text)): error: `\(fields).size.default` (7) is outside 0...1, which `\(rows).size` accepts, \(start); give the index of one of the options, or remove the default",
                "\(at("9", text)): error: `\(fields).stars.default` (9) is outside 0...5, which `\(rows).stars` accepts, \(start); give a number of stars within that range",
                "\(at("0.3", text)): error: `\(fields).count.default` (0.3) is not a whole number of steps of 1.0 from 0.0, which `\(rows).count` accepts, \(start); give a default within that range, on a step where the row has `step`, or widen the row's bounds",
                "\(at("-5", text)): error: `\(fields).wait.default` (-5) is outside 0.0...86340.0 seconds, which `\(rows).wait` accepts, \(start); give a duration within that range, in whole steps of its `minuteInterval`",
                "\(at("900", text)): error: `\(fields).pause.default` (900) is not a whole number of 10-minute steps (600 seconds), which `\(rows).pause` accepts, \(start); give a duration within that range, in whole steps of its `minuteInterval`",
                "\(at("\"ab\"", text)): error: `\(fields).code.default` (\"ab\") has 2 characters, fewer than `\(rows).code.rules.minLength` (3) asks, \(start); give a default that does, or \"\" (empty text passes)",
                "\(at("\"abc\"", text)): error: `\(fields).short.default` (\"abc\") has 3 characters, more than `\(rows).short.rules.maxLength` (2) allows, \(start); give a default that does, or \"\" (empty text passes)",
                "\(at("\"abc\\n\"", text)): error: `\(fields).word.default` (\"abc\\n\") does not match `\(rows).word.rules.pattern` as a whole, \(start); give a default that does, or \"\" (empty text passes)",
                "\(at("1e39", text)): error: `\(rows).load.max` (1e+39) is not a number a `Float` holds as written, so generated code would change it; write 0 or a number within `Float`'s normal range (about 1.2e-38 to 3.4e38 either way)",
                "\(at("-1e39", text)): error: `\(rows).load.rules.min` (-1e+39) is not a number a `Float` holds as written, so generated code would change it; write 0 or a number within `Float`'s normal range (about 1.2e-38 to 3.4e38 either way)",
                "\(at("1e-320", text)): error: `\(rows).rounds.step` (1e-320) is not a number a `Double` holds as written, so generated code would change it; write 0 or a number within `Double`'s normal range (about 2.2e-308 to 1.8e308 either way)",
                "\(at("1e-6", text)): error: `\(rows).fine.step` (1e-06) divides the stepper's range 0.0...10.0 into 10000000.0 steps, more than 1000000 (beyond that the runtime cannot tell a value on a step from one between two); use a larger step or a narrower range",
                "\(at("\"[0-9]", text)): error: `\(rows).note.rules.pattern` is not a valid regular expression (NSRegularExpression refuses it); fix the pattern",
                "\(at("\"(?x)", text)): error: `\(rows).memo.rules.pattern` runs on to the end of its text (a `#` comment under `(?x)`, or `\\Q` without `\\E`), so the anchors that make the whole value match it cannot follow; end it (a line break after the comment, `\\E` after the quoted text)",
            ])
    }

    /// One inside each limit is accepted: defaults at the ends of the range and on a step, the
    /// largest `Float` and the smallest normal `Double`, exactly a million steps, a pattern whose
    /// `(?x)` comment ends at a line break, and text that matches.
    @Test func valuesAtTheLimitsAreAccepted() {
        let text = #"""
            { "entities": { "Trip": { "mutable": true, "fields": {
                "distance": { "type": "Float", "default": 30 }, "size": { "type": "Int", "default": 1 },
                "stars": { "type": "Int", "default": 0 }, "count": { "type": "Double", "default": 99.5 },
                "wait": { "type": "TimeInterval", "default": 86340 }, "pause": { "type": "TimeInterval", "default": 1200 },
                "code": { "type": "String", "default": "abc" }, "word": { "type": "String", "default": "" },
                "load": { "type": "Float", "default": 0.25 }, "rounds": "Double", "fine": "Double" } } },
              "forms": { "F": { "model": "Trip", "sections": { "s": { "rows": {
                "distance": { "kind": "slider", "min": 0, "max": 30 },
                "size": { "kind": "valuePicker", "options": ["S", "M"] },
                "stars": { "kind": "rating" },
                "count": { "kind": "stepper", "min": 0.5, "step": 1 },
                "wait": { "kind": "durationPicker" },
                "pause": { "kind": "durationPicker", "minuteInterval": 10 },
                "code": { "kind": "textField", "rules": { "minLength": 3, "maxLength": 3, "pattern": "(?x)[a-z]+ # letters\n" } },
                "word": { "kind": "textField", "rules": { "pattern": "[a-z]+" } },
                "load": { "kind": "slider", "min": -3.4028234e38, "max": 3.4028234e38 },
                "rounds": { "kind": "stepper", "min": 0, "max": 2.2250738585072014e-308, "step": 2.2250738585072014e-308 },
                "fine": { "kind": "stepper", "max": 10, "step": 1e-5 } } } } } } }
            """#
        #expect(DiagnosticsTesting.diagnose(text) == [])
    }
}
