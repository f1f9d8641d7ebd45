import DataSourceGenCore
import Testing

/// Refusals that no other test reached (form value bounds, choices and rules, list-screen entity
/// conformances, radio and accordion rows over an enum with no cases), each at its position with
/// its fix.
@Suite struct RefusalCoverageTests {
    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    /// Each refused next to its limit, accepted: `minLength` 0 beside -1, and `maxLength` equal to
    /// `minLength` (the next refusal's file has it below); a negative `maxLength` alone is refused
    /// too (the schema's `minimum`), where it once reached the previews' planner and crashed it.
    @Test func formRowBoundsChoicesAndRules() {
        let text = """
            { "entities": {
                "Request": { "mutable": true, "fields": {
                  "title": "String", "hours": "Double", "distance": "Float", "rating": "Int", "duration": "TimeInterval",
                  "tags": "[Int]", "level": "Level", "count": "Int", "files": "[URL]",
                  "anyLength": "String", "noLength": "String", "exactLength": "String" } } },
              "sections": { "Level": { "cases": { "low": "Low" } }, "Empty": { "cases": {} } },
              "forms": { "F": { "model": "Request", "sections": { "s": { "rows": {
                "tags": { "kind": "listPicker" },
                "hours": { "kind": "stepper", "min": 5, "max": 1, "step": 0 },
                "duration": { "kind": "durationPicker", "minuteInterval": 7 },
                "files": { "kind": "attachments", "maxItems": 0 },
                "title": { "kind": "textField", "rules": { "minLength": -1, "maxLength": 3 } },
                "anyLength": { "kind": "textField", "rules": { "minLength": 0 } },
                "noLength": { "kind": "textField", "rules": { "maxLength": -3 } },
                "exactLength": { "kind": "note", "rules": { "minLength": 3, "maxLength": 3 } },
                "distance": { "kind": "slider", "rules": { "min": 5, "max": 2 } },
                "rating": { "kind": "segmentedControl", "options": [] },
                "count": { "kind": "valuePicker", "options": { "enum": "Empty" } } } } } } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"Empty\": {", text)): error: `sections.Empty` has no cases; add them under `cases`, in the order the sections are shown (for example \"tools\": \"Tools\")",
                "\(at("\"listPicker\" }", text)): error: `forms.F.sections.s.rows.tags` is a list picker row without choices; add \"picker\": \"<list picker of this file>\" or \"options\": [\"First\", \"Second\"]",
                "\(at("1,", text)): error: `forms.F.sections.s.rows.hours.max` (1.0) is below `min` (5.0); swap them",
                "\(at("0 }", text)): error: `forms.F.sections.s.rows.hours.step` must be positive, found 0.0",
                "\(at("7 }", text)): error: `forms.F.sections.s.rows.duration.minuteInterval` must divide 60 and be 1...30 (UIDatePicker's rule), found 7",
                "\(at("0 }", text, 2)): error: `forms.F.sections.s.rows.files.maxItems` must be at least 1, found 0",
                "\(at("-1", text)): error: `forms.F.sections.s.rows.title.rules.minLength` must not be negative, found -1",
                "\(at("-3", text)): error: `forms.F.sections.s.rows.noLength.rules.maxLength` must not be negative, found -3",
                "\(at("2 }", text)): error: `forms.F.sections.s.rows.distance.rules.max` (2.0) is below `min` (5.0); swap them",
                "\(at("[] }", text)): error: `forms.F.sections.s.rows.rating.options` is empty; give at least one option title",
                "\(at("{ \"enum\": \"Empty\" }", text)): error: `forms.F.sections.s.rows.count.options` names `Empty`, which has no cases; add cases to the section enum",
            ])
    }

    /// Rules that leave a number row no value its control can hold, or none on its steps; equal
    /// bounds are a value, a rule at either end of the control's range (`topHour`, `fiveStars`,
    /// `firstStep`, `lastStep`) leaves that end, and so is a bound on a step, a hair either side of it in binary
    /// (0.3 / 0.1 is 2.9999999999999996, (0.4 - 0.1) / 0.1 is 3.0000000000000004). A duration's
    /// rules must leave a whole minute, which its pickers count in, even with a `minuteInterval`
    /// of 1, where `validate` takes any seconds: 61...119, 1...59 and 30...30 leave none, 60...60
    /// leaves one.
    static let emptyRanges = """
        { "entities": { "Request": { "mutable": true, "fields": {
            "hours": "Double", "rating": "Int", "duration": "TimeInterval", "exact": "Float",
            "topHour": "Double", "halves": "Double", "tenths": "Double", "more": "Double", "fiveStars": "Int",
            "firstStep": "TimeInterval", "lastStep": "TimeInterval", "pause": "TimeInterval", "rest": "TimeInterval",
            "withinMinute": "TimeInterval", "underMinute": "TimeInterval", "halfMinute": "TimeInterval",
            "oneMinute": "TimeInterval" } } },
          "forms": { "F": { "model": "Request", "sections": { "s": { "rows": {
            "hours": { "kind": "stepper", "min": 0, "max": 1, "rules": { "min": 3 } },
            "rating": { "kind": "rating", "rules": { "min": 6 } },
            "duration": { "kind": "durationPicker", "minuteInterval": 15, "allowsZero": false, "rules": { "max": 600 } },
            "exact": { "kind": "slider", "min": 2, "max": 2, "rules": { "min": 2, "max": 2 } },
            "topHour": { "kind": "stepper", "min": 0, "max": 1, "rules": { "min": 1 } },
            "fiveStars": { "kind": "rating", "rules": { "min": 5 } },
            "firstStep": { "kind": "durationPicker", "minuteInterval": 15, "allowsZero": false, "rules": { "max": 900 } },
            "lastStep": { "kind": "durationPicker", "minuteInterval": 15, "rules": { "min": 85500 } },
            "halves": { "kind": "stepper", "min": 0, "max": 12, "step": 0.5, "rules": { "min": 0.6, "max": 0.9 } },
            "tenths": { "kind": "stepper", "max": 2, "step": 0.1, "rules": { "min": 0.3, "max": 0.3 } },
            "more": { "kind": "stepper", "min": 0.1, "max": 2, "step": 0.1, "rules": { "min": 0.4, "max": 0.4 } },
            "pause": { "kind": "durationPicker", "minuteInterval": 5, "rules": { "min": 100, "max": 299 } },
            "rest": { "kind": "durationPicker", "minuteInterval": 5, "rules": { "min": 100, "max": 300 } },
            "withinMinute": { "kind": "durationPicker", "rules": { "min": 61, "max": 119 } },
            "underMinute": { "kind": "durationPicker", "rules": { "min": 1, "max": 59 } },
            "halfMinute": { "kind": "durationPicker", "rules": { "min": 30, "max": 30 } },
            "oneMinute": { "kind": "durationPicker", "rules": { "min": 60, "max": 60 } } } } } } } }
        """

    @Test func rulesThatLeaveNoValueAreRefused() {
        let text = Self.emptyRanges
        let fix = "so the form could never be valid; bound it within that range"
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("3 }", text)): error: `forms.F.sections.s.rows.hours.rules` leaves no value the row can hold (its control keeps it in 0.0...1.0), \(fix)",
                "\(at("6 }", text)): error: `forms.F.sections.s.rows.rating.rules` leaves no value the row can hold (its control keeps it in 0.0...5.0), \(fix)",
                "\(at("600 }", text)): error: `forms.F.sections.s.rows.duration.rules` leaves no value the row can hold (its control keeps it in 900.0...85500.0 in steps of 900.0 from 0.0), \(fix)",
                "\(at("0.6", text)): error: `forms.F.sections.s.rows.halves.rules` leaves no value the row can hold (its control keeps it in 0.0...12.0 in steps of 0.5 from 0.0), \(fix)",
                "\(at("100", text)): error: `forms.F.sections.s.rows.pause.rules` leaves no value the row can hold (its control keeps it in 0.0...86100.0 in steps of 300.0 from 0.0), \(fix)",
                "\(at("61,", text)): error: `forms.F.sections.s.rows.withinMinute.rules` leaves no value the row can hold (its control keeps it in 0.0...86340.0 in whole minutes), \(fix)",
                "\(at("1, \"max\": 59", text)): error: `forms.F.sections.s.rows.underMinute.rules` leaves no value the row can hold (its control keeps it in 0.0...86340.0 in whole minutes), \(fix)",
                "\(at("30, ", text)): error: `forms.F.sections.s.rows.halfMinute.rules` leaves no value the row can hold (its control keeps it in 0.0...86340.0 in whole minutes), \(fix)",
            ])
    }

    @Test func choicesLengthsListEntitiesAndEnumOptions() {
        let text = """
            { "options": { "platforms": ["fiori"] },
              "types": { "Blob": { "conformances": [] }, "Plain": {} },
              "entities": {
                "Request": { "mutable": true, "fields": { "title": "String", "products": "[String]" } },
                "Product": { "fields": { "sku": "String", "name": "String" }, "id": "sku", "title": "name" },
                "Odd": { "fields": { "id": "String", "blob": "Blob" }, "id": "id", "title": "id" } },
              "sections": { "Empty": { "cases": {} } },
              "pickers": { "ProductPicker": { "entity": "Product", "mode": "uniqueID" } },
              "forms": { "F": { "model": "Request", "sections": { "s": { "rows": {
                "products": { "kind": "listPicker", "picker": "ProductPicker", "options": ["A"] },
                "title": { "kind": "textField", "rules": { "minLength": 5, "maxLength": 2 } } } } } } },
              "lists": { "L": { "entity": "Odd" } },
              "tables": { "T": { "sections": { "s": { "rows": {
                "r": { "kind": "radio", "cell": "Plain", "options": { "enum": "Empty" } },
                "a": { "kind": "accordion", "cell": "Plain", "options": { "enum": "Empty" } },
                "configureR": { "kind": "basic", "cell": "Plain" } } } } } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"Empty\": {", text)): error: `sections.Empty` has no cases; add them under `cases`, in the order the sections are shown (for example \"tools\": \"Tools\")",
                "\(at("[\"A\"]", text)): error: `forms.F.sections.s.rows.products` gives both `options` and `picker`; keep one (the picker lists its entity's items)",
                "\(at("2 }", text)): error: `forms.F.sections.s.rows.title.rules.maxLength` (2) is below `minLength` (5); swap them",
                "\(at("\"Odd\" }", text)): error: `lists.L.entity` is `Odd`, which is not `Equatable` and `Sendable`; pages are compared and loaded off the main actor, so use field types that are `Equatable` and `Sendable`",
                "\(at("\"Odd\" }", text)): error: `lists.L.entity` is `Odd`, which is not `Hashable`, and SAP Fiori's FUIListFloorplan lists `Identifiable & Hashable` entities; use Hashable field types, or remove \"fiori\" from `options.platforms`",
                "\(at("{ \"enum\": \"Empty\" }", text)): error: `tables.T.sections.s.rows.r.options` names `Empty`, which has no cases; add cases to the section enum",
                "\(at("{ \"enum\": \"Empty\" }", text, 2)): error: `tables.T.sections.s.rows.a.options` names `Empty`, which has no cases; add cases to the section enum",
            ])
    }
}
