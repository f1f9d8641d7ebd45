import DataSourceGenCore
import Testing

/// Every bound on a value of a definitions file, exactly at the bound (accepted) and one past it
/// (a located error): list screens' page size and debounce, a duration picker's minute interval,
/// an attachments row's item count, a section controller's cells per object and columns, how
/// deeply a field type nests (64 levels of brackets, generic arguments, optionals and `any`/`some`),
/// the steps a stepper's range holds, and the numbers a `Float` or `Double` field's default may be.
@Suite struct DefinitionLimitTests {
    /// Where the `occurrence`-th `token` is, `shift` columns on.
    func at(_ token: String, _ text: String, _ occurrence: Int = 1, shift: Int = 0) -> String {
        let parts = DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence).split(separator: ":")
        guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else { return "not found" }
        return "T.datasources.json:\(line):\(column + shift)"
    }

    @Test func listScreenPageSizeIs1To10000AndDebounceIs0To10000() {
        let lists =
            [("pageSize", 1), ("pageSize", 10_000), ("pageSize", 0), ("pageSize", 10_001)]
            + [("debounce", 0), ("debounce", 10_000), ("debounce", -1), ("debounce", 10_001)]
        let members = lists.enumerated().map { index, list in
            "  \"L\(index)\": { \"entity\": \"Note\", \"\(list.0)\": \(list.1) }"
        }
        let text = """
            { "entities": { "Note": { "fields": { "id": "String" }, "id": "id" } }, "lists": {
            \(members.joined(separator: ",\n")) } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at(": 0 }", text, shift: 2)): error: `lists.L2.pageSize` must be 1...10000 items, found 0",
                "\(at(": 10001 }", text, shift: 2)): error: `lists.L3.pageSize` must be 1...10000 items, found 10001",
                "\(at(": -1 }", text, shift: 2)): error: `lists.L6.debounce` must be 0...10000 milliseconds, found -1",
                "\(at(": 10001 }", text, 2, shift: 2)): error: `lists.L7.debounce` must be 0...10000 milliseconds, found 10001",
            ])
    }

    @Test func minuteIntervalIs1To30AndMaxItemsAtLeast1() {
        let text = """
            { "entities": { "Request": { "mutable": true, "fields": {
                "d1": "TimeInterval", "d30": "TimeInterval", "d0": "TimeInterval", "d60": "TimeInterval", "files": "[URL]" } } },
              "forms": {
              "A": { "model": "Request", "sections": { "s": { "rows": {
                "d1": { "kind": "durationPicker", "minuteInterval": 1 },
                "d30": { "kind": "durationPicker", "minuteInterval": 30 },
                "d0": { "kind": "durationPicker", "minuteInterval": 0 },
                "d60": { "kind": "durationPicker", "minuteInterval": 60 },
                "files": { "kind": "attachments", "maxItems": 1 } } } } },
              "B": { "model": "Request", "sections": { "s": { "rows": {
                "files": { "kind": "attachments", "maxItems": 0 } } } } } } }
            """
        let rows = "forms.A.sections.s.rows"
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at(": 0 }", text, shift: 2)): error: `\(rows).d0.minuteInterval` must divide 60 and be 1...30 (UIDatePicker's rule), found 0",
                "\(at(": 60 }", text, shift: 2)): error: `\(rows).d60.minuteInterval` must divide 60 and be 1...30 (UIDatePicker's rule), found 60",
                "\(at(": 0 }", text, 2, shift: 2)): error: `forms.B.sections.s.rows.files.maxItems` must be at least 1, found 0",
            ])
    }

    /// A stepper's `step` may divide its range into exactly a million steps; one more is refused.
    @Test func aStepperRangeHoldsAtMostAMillionSteps() {
        let text = """
            { "entities": { "Trip": { "mutable": true, "fields": { "exact": "Double", "over": "Double" } } },
              "forms": { "F": { "model": "Trip", "sections": { "s": { "rows": {
                "exact": { "kind": "stepper", "max": 500000, "step": 0.5 },
                "over": { "kind": "stepper", "max": 500000.5, "step": 0.5 } } } } } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("0.5 }", text, 2)): error: `forms.F.sections.s.rows.over.step` (0.5) divides the stepper's range 0.0...500000.5 into 1000001.0 steps, more than 1000000 (beyond that the runtime cannot tell a value on a step from one between two); use a larger step or a narrower range"
            ])
    }

    @Test func sectionControllersHaveOneToAThousandCellsPerObjectAndOneToAHundredColumns() {
        let text = """
            { "types": { "PostCell": {} }, "entities": { "Post": { "fields": { "id": "String" }, "id": "id" } },
              "sectionControllers": {
                "A": { "entity": "Post", "items": 1, "size": { "columns": 1, "height": 10 }, "cell": "PostCell" },
                "B": { "entity": "Post", "items": 0, "size": { "height": 10 }, "cell": "PostCell" },
                "C": { "entity": "Post", "size": { "columns": 0, "height": 10 }, "cell": "PostCell" },
                "D": { "entity": "Post", "items": 1000, "size": { "columns": 100, "height": 10000 }, "cell": "PostCell" },
                "E": { "entity": "Post", "items": 1001, "size": { "columns": 101, "height": 10 }, "cell": "PostCell" },
                "F": { "entity": "Post", "size": { "columns": 2, "aspectRatio": 100 }, "cell": "PostCell" },
                "G": { "entity": "Post", "size": { "columns": 2, "aspectRatio": 100.5 }, "cell": "PostCell" },
                "H": { "entity": "Post", "size": { "height": 10000.5 }, "cell": "PostCell" } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("0, \"size\"", text)): error: `sectionControllers.B.items` must be a whole number of cells per object, 1...1000, found 0",
                "\(at("0, \"height\"", text)): error: `sectionControllers.C.size.columns` must be 1...100, found 0",
                "\(at("1001", text)): error: `sectionControllers.E.items` must be a whole number of cells per object, 1...1000, found 1001",
                "\(at("101", text)): error: `sectionControllers.E.size.columns` must be 1...100, found 101",
                "\(at("100.5", text)): error: `sectionControllers.G.size.aspectRatio` must be positive and at most 100, found 100.5",
                "\(at("10000.5", text)): error: `sectionControllers.H.size.height` must be positive and at most 10000, found 10000.5",
            ])
    }

    /// A table row's fixed height is at most 10000 points, as an item's.
    @Test func tableRowHeightsAreAtMostTenThousandPoints() {
        let text = """
            { "tables": { "T": { "sections": { "s": { "rows": {
              "a": { "kind": "basic", "height": 10000 }, "b": { "kind": "basic", "height": 10000.5 } } } } } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("10000.5", text)): error: `tables.T.sections.s.rows.b.height` must be a number of points, positive and at most 10000, found 10000.5"
            ])
    }

    /// 64 levels (63 brackets around `Int`) are accepted; the 65th is refused at the column of the
    /// type it would open, which is where the parser stops.
    @Test func fieldTypesNestUpTo64Levels() {
        func text(brackets: Int) -> String {
            let type = String(repeating: "[", count: brackets) + "Int" + String(repeating: "]", count: brackets)
            return #"{ "entities": { "E": { "fields": { "a": ""# + type + #"" } } } }"#
        }
        #expect(DiagnosticsTesting.diagnose(text(brackets: 63)) == [])
        let start = DiagnosticsTesting.position(of: "\"[", in: text(brackets: 64)).split(separator: ":")
        let column = (Int(start.last ?? "") ?? 0) + 1 + 64
        #expect(
            DiagnosticsTesting.diagnose(text(brackets: 64)) == [
                "T.datasources.json:1:\(column): error: `entities.E.fields.a` is not a Swift type: the type is nested too deeply (more than 64 levels of brackets, generic arguments, optionals and `any`/`some`); write a type such as `String`, `[Int]` or `Date?`"
            ])
    }

    /// 63 optionals around `Int` are accepted; the 64th is refused at its `?`.
    @Test func optionalsNestUpTo64Levels() {
        func text(optionals: Int) -> String {
            #"{ "entities": { "E": { "fields": { "a": "Int"# + String(repeating: "?", count: optionals) + #"" } } } }"#
        }
        #expect(DiagnosticsTesting.diagnose(text(optionals: 63)) == [])
        let column =
            Int(DiagnosticsTesting.position(of: "\"Int", in: text(optionals: 64)).split(separator: ":").last ?? "") ?? 0
        #expect(
            DiagnosticsTesting.diagnose(text(optionals: 64)) == [
                "T.datasources.json:1:\(column + 4 + 63): error: `entities.E.fields.a` is not a Swift type: the type is nested too deeply (more than 64 levels of brackets, generic arguments, optionals and `any`/`some`); write a type such as `String`, `[Int]` or `Date?`"
            ])
    }

    /// A number default is 0 (any sign or exponent) or a normal number of its type: Swift warns on
    /// a literal that overflows to infinity or underflows into the subnormals or to zero. Each end
    /// of `Float`'s and `Double`'s normal range is accepted, and the next number out refused.
    @Test func numberDefaultsAreZeroOrNormalNumbersOfTheirType() throws {
        let accepted: [(String, String, String)] = [
            ("Float", "3.4028235e38", "3.4028235e+38"), ("Float", "-3.4028235e38", "-3.4028235e+38"),
            ("Float", "1.1754944e-38", "1.1754944e-38"), ("Float", "-1.1754944e-38", "-1.1754944e-38"),
            ("Float", "0.1", "0.1"), ("Float", "0e-500", "0.0"), ("Float", "-0", "-0.0"),
            ("Double", "1.7976931348623157e308", "1.7976931348623157e+308"),
            ("Double", "2.2250738585072014e-308", "2.2250738585072014e-308"),
            ("TimeInterval", "-2.2250738585072014e-308", "-2.2250738585072014e-308"),
            ("Double", "0.0e-999", "0.0"),
        ]
        let refused: [(String, String)] = [
            ("Float", "3.4028236e38"), ("Float", "1.1754942e-38"), ("Float", "1e-40"), ("Float", "-1e-46"),
            ("Double", "1.8e308"), ("Double", "2.2250738585072e-308"), ("Double", "1e-310"),
            ("TimeInterval", "1e-400"),
        ]
        let fields = (accepted.map { ($0.0, $0.1) } + refused).enumerated().map { index, field in
            "\"f\(index)\": { \"type\": \"\(field.0)\", \"default\": \(field.1) }"
        }
        let text = #"{ "entities": { "E": { "fields": {"# + "\n" + fields.joined(separator: ",\n") + " } } } }"
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(
            result.diagnostics.map(\.description)
                == refused.enumerated().map { index, field in
                    let range =
                        field.0 == "Float"
                        ? "`Float`'s normal range (about 1.2e-38 to 3.4e38 either way)"
                        : "`Double`'s normal range (about 2.2e-308 to 1.8e308 either way)"
                    return
                        "\(at("\(field.1) }", text)): error: `entities.E.fields.f\(accepted.count + index).default` does not fit the type `\(field.0)`; write 0 or a number within \(range)"
                })
        let valid =
            text.split(separator: "\n").prefix(accepted.count + 1).joined(separator: "\n").dropLast() + " } } } }"
        let output = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: String(valid))]
        )
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let code = try #require(output.files.first?.contents)
        for (index, field) in accepted.enumerated() {
            #expect(
                code.contains("f\(index): \(field.0) = \(field.2)\n")
                    || code.contains("f\(index): \(field.0) = \(field.2),"), "f\(index)")
        }
    }
}
