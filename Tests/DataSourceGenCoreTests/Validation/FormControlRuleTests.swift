import DataSourceGenCore
import Testing

/// What a row's control keeps its value to is decided once, by the form's rule table: a slider's
/// and stepper's default range, a list picker row's selection taken from its picker, and the
/// options an index names. The generated `validate` and every platform's control read the same
/// decision, and definitions that contradict it (a bound past the default range, several choices
/// or no choice over a picker that keeps one, `required` on a value that always has one) are refused.
@Suite struct FormControlRuleTests {
    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

    static func definitions(rows: String) -> String {
        """
        { "options": { "platforms": ["fiori", "swiftui", "fiori-swiftui"] },
          "entities": {
            "Request": { "mutable": true, "fields": {
              "hours": "Double", "distance": "Float", "rating": "Int", "due": "Date", "priority": "Int",
              "level": "Int", "done": "Bool", "shift": "[Int]", "crew": "[Int]", "pair": "[Int]", "team": "[Int]" } },
            "Technician": { "fields": { "name": "String" }, "title": "name" } },
          "sections": { "Level": { "cases": { "low": "Low", "high": "High" } } },
          "pickers": {
            "OnePicker": { "entity": "Technician", "mode": "index" },
            "ManyPicker": { "entity": "Technician", "mode": "index", "selection": "multiple" },
            "KeepPicker": {
              "entity": "Technician", "mode": "index", "selection": "multiple", "allowsEmptySelection": false } },
          "forms": { "F": { "model": "Request", "sections": { "s": { "rows": {
            \(rows) } } } } } }
        """
    }

    /// Every refusal of this file, for `DiagnosticCorpus`.
    static let contradictions = definitions(
        rows: """
            "hours": { "kind": "stepper", "min": 100.5, "rules": { "required": true } },
              "distance": { "kind": "slider", "max": -0.5 },
              "due": { "kind": "datePicker", "rules": { "required": true } },
              "priority": { "kind": "segmentedControl", "options": ["Low", "High"], "rules": { "required": true } },
              "done": { "kind": "switch", "rules": { "required": true } },
              "crew": { "kind": "listPicker", "picker": "OnePicker", "multiple": true },
              "pair": { "kind": "listPicker", "picker": "ManyPicker", "multiple": false },
              "team": { "kind": "listPicker", "picker": "KeepPicker", "emptyAllowed": true }
            """)

    @Test func definitionsThatContradictTheControlsAreRefused() {
        let text = Self.contradictions
        let path = "forms.F.sections.s.rows"
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("100.5", text)): error: `\(path).hours.min` (100.5) leaves no value within a stepper's default `max` (100.0); add \"max\" to the row",
                "\(at("true", text, 2)): error: `\(path).hours.rules.required` asks that `hours` has a value, which a `Double` always has (zero is a value); remove it, or bound the value with `rules.min`",
                "\(at("-0.5", text)): error: `\(path).distance.max` (-0.5) leaves no value within a slider's default `min` (0.0); add \"min\" to the row",
                "\(at("true", text, 3)): error: `\(path).due.rules.required` asks that `due` has a value, which a `Date` always has; remove it, or make the field `Date?` so that it can be empty",
                "\(at("true", text, 4)): error: `\(path).priority.rules.required` asks that `priority` has a value, which a `Int` always has (one of its options is always chosen); remove it",
                "\(at("true", text, 6)): error: `\(path).crew.multiple` is true, but `pickers.OnePicker` chooses one item (its `selection` is single unless it says \"multiple\"); remove \"multiple\", or add \"selection\": \"multiple\" to the picker",
                "\(at("true", text, 7)): error: `\(path).team.emptyAllowed` is true, but `pickers.KeepPicker` keeps at least one item chosen (its `allowsEmptySelection` is false); remove \"emptyAllowed\", or remove \"allowsEmptySelection\": false from the picker",
            ])
    }

    func output(_ rows: String) throws -> String {
        let text = Self.definitions(rows: rows)
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.files.first?.contents)
    }

    /// Without `min` and `max`, a slider keeps to UISlider's 0...1 and a stepper to
    /// FUIStepperFormCell's 0...100 on every platform, and `validate` checks the same range.
    @Test func unboundedSlidersAndSteppersGetTheKindsRangeEverywhere() throws {
        let code = try output(#""distance": { "kind": "slider" }, "hours": { "kind": "stepper", "min": 2 }"#)
        #expect(
            code.contains(
                "case .distance:\n            // the kind's default range: no \"min\" or \"max\" given\n            FormRules.range(model.distance, min: 0.0, max: 1.0)"
            ))
        #expect(
            code.contains(
                "case .hours:\n            // the kind's default high end: no \"max\" given\n            FormRules.range(model.hours, min: 2.0, max: 100.0)"
            ))
        #expect(code.contains("cell.minimumValue = 0.0\n                cell.maximumValue = 1.0\n"))
        #expect(code.contains("cell.minimumValue = 2.0\n                cell.maximumValue = 100.0\n"))
        #expect(code.contains("Slider(value: $model.distance, in: 0.0...1.0)"))
        #expect(code.contains("Stepper(value: $model.hours, in: 2.0...100.0)"))
        #expect(code.contains("range: 0.0...1.0, step: 0.001, decimalPlaces: 3,"))
        #expect(
            code.contains(
                "// steps of one: no \"step\" given\n                // the kind's default high end: no \"max\" given\n                step: 1, stepRange: 2.0...100.0,"
            ))
    }

    /// `rules.min` and `rules.max` narrow what every platform's control offers to what `validate`
    /// accepts, so no control offers a refused value: a stepper's ends move inward to whole steps
    /// from its `min`, a duration's to whole minutes.
    @Test func theRulesNarrowEveryControlToWhatValidateAccepts() throws {
        let code = try output(
            """
            "distance": { "kind": "slider", "max": 10, "rules": { "min": 2, "max": 8 } },
              "hours": { "kind": "stepper", "min": 1, "max": 9, "step": 2, "rules": { "min": 2, "max": 8.5 } }
            """)
        #expect(code.contains("FormRules.range(model.distance, min: 2.0, max: 8.0)"))
        #expect(code.contains("cell.minimumValue = 2.0\n                cell.maximumValue = 8.0\n"))
        #expect(code.contains("Slider(value: $model.distance, in: 2.0...8.0)"))
        #expect(code.contains("range: 2.0...8.0, step: 0.006, decimalPlaces: 3,"))
        #expect(code.contains("FormRules.range(model.hours, min: 2.0, max: 8.5)"))
        #expect(code.contains("FormRules.steps(model.hours, of: 2.0, from: 1.0)"))
        #expect(code.contains("cell.minimumValue = 3.0\n                cell.maximumValue = 7.0\n"))
        #expect(code.contains("Stepper(value: $model.hours, in: 3.0...7.0, step: 2.0)"))
        #expect(code.contains("step: 2.0, stepRange: 3.0...7.0,"))
    }

    /// A rating's rules narrow its SwiftUI stepper at both ends, but Fiori SwiftUI's
    /// `RatingControlFormView` only at the high end: the low end of its `ratingBounds` is the rating
    /// with no star lit, so it stays 0 and a comment says the form's message refuses the rest.
    @Test func theRulesNarrowARatingAsFarAsEachControlCan() throws {
        let narrowed = try output(#""rating": { "kind": "rating", "rules": { "min": 1, "max": 4 } }"#)
        #expect(narrowed.contains("FormRules.range(model.rating, min: 1, max: 4)"))
        #expect(narrowed.contains("Stepper(value: $model.rating, in: 1...4)"))
        #expect(
            narrowed.contains(
                """
                            // from 0: the low end of ratingBounds is the rating with no star lit, so the form's
                            // message alone refuses a rating below 1
                            RatingControlFormView(
                                title: AttributedString("Rating"), rating: $model.rating,
                                ratingControlStyle: row.isEditable ? .editable : .editableDisabled, ratingBounds: 0...4)
                """))
        let unbounded = try output(#""rating": { "kind": "rating" }"#)
        #expect(
            unbounded.contains(
                """
                            // the kind's default range: no "min" or "max" given
                            RatingControlFormView(
                """))
        #expect(unbounded.contains("ratingBounds: 0...5)") && !unbounded.contains("no star lit"))
    }

    /// A lone `min` or `max` exactly at the other end of the kind's default range leaves one value,
    /// and is accepted (one past it is refused, in `definitionsThatContradictTheControlsAreRefused`).
    @Test func aLoneBoundAtTheDefaultRangesEndLeavesThatValue() throws {
        let code = try output(
            #""hours": { "kind": "stepper", "min": 100 }, "distance": { "kind": "slider", "max": 0 }"#)
        #expect(
            code.contains(
                "case .hours:\n            // the kind's default high end: no \"max\" given\n            FormRules.range(model.hours, min: 100.0, max: 100.0)"
            ))
        #expect(
            code.contains(
                "case .distance:\n            // the kind's default low end: no \"min\" given\n            FormRules.range(model.distance, min: 0.0, max: 0.0)"
            ))
        #expect(code.contains("Stepper(value: $model.hours, in: 100.0...100.0)"))
        #expect(code.contains("Slider(value: $model.distance, in: 0.0...0.0)"))
    }

    /// A list picker row without `multiple` chooses as its picker does, on every platform.
    @Test func aListPickerRowTakesItsPickersSelection() throws {
        let code = try output(
            #""crew": { "kind": "listPicker", "picker": "OnePicker" }, "pair": { "kind": "listPicker", "picker": "ManyPicker" }"#
        )
        // The picker's items are the app's: an index is checked only for being below zero.
        #expect(
            code.contains(
                "case .crew:\n            FormRules.single(model.crew)\n                ?? FormRules.indices(model.crew)\n"
            ))
        #expect(
            code.contains(
                "case .pair:\n            FormRules.indices(model.pair)\n                ?? FormRules.distinct(model.pair)\n"
            ))
        #expect(
            code.contains(
                "cell.allowsMultipleSelection = false\n                cell.listPicker.dataSource = pickers.crew"))
        #expect(
            code.contains(
                "cell.allowsMultipleSelection = true\n                cell.listPicker.dataSource = pickers.pair"))
        #expect(
            code.contains("selection: $model.crewSelection\n") && code.contains("selections: $model.pairSelections"))
    }

    /// A list picker row without `emptyAllowed` allows no choice as its picker does: over a picker
    /// whose `allowsEmptySelection` is false, `validate` requires one and every control is told.
    /// The row may still narrow a picker that allows none (`"emptyAllowed": false`).
    @Test func aListPickerRowTakesItsPickersEmptySelection() throws {
        let code = try output(
            """
            "team": { "kind": "listPicker", "picker": "KeepPicker" },
              "crew": { "kind": "listPicker", "picker": "ManyPicker", "emptyAllowed": false },
              "pair": { "kind": "listPicker", "picker": "ManyPicker" },
              "shift": { "kind": "listPicker", "picker": "KeepPicker", "emptyAllowed": false }
            """)
        for field in ["team", "crew", "shift"] {
            #expect(
                code.contains(
                    "case .\(field):\n            FormRules.required(model.\(field))\n                ?? FormRules.indices(model.\(field))\n"
                ))
        }
        #expect(!code.contains("FormRules.required(model.pair)"))
        for (field, allowsEmpty) in [("team", false), ("crew", false), ("shift", false)] {
            #expect(
                code.contains(
                    """
                    cell.allowsEmptySelection = \(allowsEmpty)
                                    cell.listPicker.dataSource = pickers.\(field)
                    """))
            #expect(code.contains("selections: $model.\(field)Selections, allowEmpty: \(allowsEmpty)\n"))
        }
        #expect(
            !code.contains(
                "cell.allowsEmptySelection = true\n                cell.listPicker.dataSource = pickers.pair"))
        #expect(code.contains("selections: $model.pairSelections, allowEmpty: true\n"))
    }

    /// Indices, one or several, must name one of the options, titles or an enum's cases, and
    /// several name each once.
    @Test func indicesAreCheckedAgainstTheOptions() throws {
        let code = try output(
            """
            "level": { "kind": "valuePicker", "options": { "enum": "Level" } },
              "shift": { "kind": "filter", "options": ["Day", "Night"] },
              "crew": { "kind": "listPicker", "options": { "enum": "Level" } }
            """)
        #expect(
            code.contains(
                "case .level:\n            // the index of one of the options\n            FormRules.range(model.level, min: 0, max: 1)"
            ))
        for field in ["shift", "crew"] {
            #expect(
                code.contains(
                    "case .\(field):\n            FormRules.indices(model.\(field), count: \(field)Options.count)\n                ?? FormRules.distinct(model.\(field))\n"
                ))
        }
    }
}
