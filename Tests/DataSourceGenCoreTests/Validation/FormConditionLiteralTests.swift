import Testing

@testable import DataSourceGenCore

/// A condition's `equals` literal must be a value of its field's own type, so the comparison
/// compiles: a whole number within an `Int8`'s, `Int16`'s or `Int32`'s range, a `Float` within
/// `Float`'s normal range; and asking whether a field "has a value" needs a field that can lack one.
@Suite struct FormConditionLiteralTests {
    /// The diagnostics of a form whose one row `name` shows when `condition` holds, over a model with
    /// a field `value` of type `type`.
    func diagnose(_ type: String, _ condition: String) -> [String] {
        DiagnosticsTesting.diagnose(
            """
            { "entities": { "M": { "mutable": true, "fields": { "name": "String", "value": "\(type)" } } },
              "forms": { "F": { "model": "M", "sections": { "s": { "rows": {
                "name": { "kind": "textField", "visibleWhen": \(condition) } } } } } } }
            """)
    }

    func equals(_ type: String, _ literal: String) -> [String] {
        diagnose(type, #"{ "field": "value", "equals": \#(literal) }"#)
    }

    @Test(arguments: [
        ("Int8", "127", "-128", "128", "-129"),
        ("Int16", "32767", "-32768", "32768", "-32769"),
        ("Int32", "2147483647", "-2147483648", "2147483648", "-2147483649"),
        ("Int8?", "127", "-128", "300", "-200"),
    ])
    func anIntegerLiteralMustFitTheFieldsType(type: String, high: String, low: String, over: String, under: String) {
        #expect(equals(type, high) == [])
        #expect(equals(type, low) == [])
        let wrapped = type.replacingOccurrences(of: "?", with: "")
        for literal in [over, under] {
            #expect(
                equals(type, literal).map { $0.components(separatedBy: ": error: ").last ?? $0 } == [
                    "`forms.F.sections.s.rows.name.visibleWhen.equals` is the number \(literal), which cannot equal `value` (`\(type)`); write a whole number within `\(wrapped)`'s range"
                ])
        }
    }

    @Test func aFloatLiteralMustBeWithinFloatsNormalRange() {
        #expect(equals("Float", "3.4e38") == [])
        #expect(equals("Float", "0") == [])
        for literal in ["1e308", "3.5e38", "1e-40"] {
            #expect(
                equals("Float", literal).map { $0.components(separatedBy: ": error: ").last ?? $0 } == [
                    "`forms.F.sections.s.rows.name.visibleWhen.equals` is the number \(literal), which cannot equal `value` (`Float`); write 0 or a number within `Float`'s normal range (about 1.2e-38 to 3.4e38)"
                ])
        }
        #expect(equals("Double", "1e308") == [])
        #expect(equals("Double", "1e-320").count == 1, "a subnormal literal makes Swift warn")
    }

    @Test(arguments: ["Int", "Double", "Float", "Date", "TimeInterval"])
    func aFieldThatAlwaysHasAValueCannotBeAskedForOne(type: String) {
        for condition in [#""value""#, #""!value""#] {
            #expect(
                diagnose(type, condition).map { $0.components(separatedBy: ": error: ").last ?? $0 } == [
                    "`forms.F.sections.s.rows.name.visibleWhen` asks whether `value` has a value, which a `\(type)` always has, so the condition never changes; use {\"field\": \"value\", \"equals\": <value>}, or make the field optional"
                ])
        }
        #expect(diagnose(type + "?", #""!value""#) == [])
    }

    @Test(arguments: ["String", "Bool", "[Int]", "Set<String>"])
    func aFieldThatCanLackAValueCanBeAskedForOne(type: String) {
        #expect(diagnose(type, #""value""#) == [])
        #expect(diagnose(type, #""!value""#) == [])
    }
}
