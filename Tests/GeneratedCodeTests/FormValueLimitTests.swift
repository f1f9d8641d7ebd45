#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Testing

/// Values no control shows, set in code or restored, at the edges of the rules: a number that is
/// not one, a text ending in a line break, a choice made twice, an index below zero into a
/// picker's items. Each is refused by the generated `validate` on the headless host, through the
/// generated `DeliveryForm` (Rules.datasources.json) and `WorkRequestForm` (WorkRequest.datasources.json).
@Suite struct FormValueLimitTests {
    /// The message `field`'s row shows once the host has applied the edit writing `value` at
    /// `keyPath` to a blank, urgent work request of high priority (every row shown), checked
    /// against the engine's.
    static func message<Value>(
        _ keyPath: WritableKeyPath<WorkRequest, Value>, _ value: Value, _ field: WorkRequestForm.Field
    ) throws -> String? {
        var request = WorkRequest.blank
        (request.isUrgent, request.priority) = (true, 2)
        var form = FormScheme<WorkRequestForm>(model: request, validators: CompanyContactValidator())
        var host = HeadlessListHost<FormRow<WorkRequestForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        try host.apply(form.set(keyPath, to: value, validating: field), from: form)
        let row = try #require(host.sections.joined().first { $0.id == field })
        #expect(row.message == form.messages[field])
        return row.message
    }

    /// NaN is in no range: a slider, a stepper with and without `step`, a duration picker with
    /// and without `minuteInterval`; an infinity is past either end.
    @Test func aNumberThatIsNotOneIsOutOfEveryRange() throws {
        #expect(try DeliveryFormTests.message(\.load, .nan, .load) == "Between 2.0 and 8.0")
        #expect(try DeliveryFormTests.message(\.load, .infinity, .load) == "Between 2.0 and 8.0")
        #expect(try DeliveryFormTests.message(\.crates, .nan, .crates) == "Between 1.0 and 9.0")
        #expect(try DeliveryFormTests.message(\.pause, .nan, .pause) == "Between 0 min and 1 h")
        #expect(try DeliveryFormTests.message(\.rest, .nan, .rest) == "Between 0 min and 23 h 59 min")
        #expect(try DeliveryFormTests.message(\.rest, -.infinity, .rest) == "Between 0 min and 23 h 59 min")
        #expect(try Self.message(\.confidence, .nan, .confidence) == "Between 0.0 and 1.0")
        #expect(try Self.message(\.distance, .nan, .distance) == "Between 0.0 and 30.0")
        #expect(try Self.message(\.reviewRounds, .nan, .reviewRounds) == "Between 0.0 and 100.0")
        #expect(try Self.message(\.reviewRounds, .infinity, .reviewRounds) == "Between 0.0 and 100.0")
        #expect(try Self.message(\.reviewRounds, 100, .reviewRounds) == nil)
    }

    /// The whole text matches the pattern: a final line break, which `$` would let through, is
    /// not part of it.
    @Test func aTrailingLineBreakDoesNotMatchThePattern() throws {
        #expect(try DeliveryFormTests.message(\.code, "AB-1", .code) == nil)
        for outside in ["AB-1\n", "AB-1\r\n", "\nAB-1", "AB-1\nAB-2"] {
            #expect(try DeliveryFormTests.message(\.code, outside, .code) == "Not in the expected format")
        }
    }

    /// A multiple-selection filter or list picker holds each choice once, over titles, an enum's
    /// cases or a picker's items.
    @Test func aChoiceMadeTwiceIsRefused() throws {
        #expect(try DeliveryFormTests.message(\.zones, [0, 2], .zones) == nil)
        #expect(try DeliveryFormTests.message(\.zones, [1, 1], .zones) == "Chosen more than once")
        #expect(try DeliveryFormTests.message(\.helpers, [3, 1, 3], .helpers) == "Chosen more than once")
        #expect(try Self.message(\.skills, [2, 0, 2], .skills) == "Chosen more than once")
        #expect(try Self.message(\.crew, [1, 1, 1, 1], .crew) == "Chosen more than once")
        #expect(try Self.message(\.equipment, [0, 0], .equipment) == "Chosen more than once")
        // An index naming no option is told first.
        #expect(try Self.message(\.equipment, [5, 5], .equipment) == "Not one of the options")
        // Single selection says so first.
        #expect(try DeliveryFormTests.message(\.dock, [1, 1], .dock) == "Choose one")
    }

    /// A list picker over an index-mode picker, whose items the app loads: how many there are is
    /// unknown, but an index below zero names none of them.
    @Test func anIndexBelowZeroIntoAPickersItemsIsRefused() throws {
        #expect(try DeliveryFormTests.message(\.driver, [0], .driver) == nil)
        #expect(try DeliveryFormTests.message(\.driver, [-1], .driver) == "Not one of the options")
        #expect(try DeliveryFormTests.message(\.helpers, [2, -1], .helpers) == "Not one of the options")
        #expect(try DeliveryFormTests.message(\.helpers, [Int.max], .helpers) == nil)
        #expect(try Self.message(\.lead, [-1], .lead) == "Not one of the options")
        #expect(try Self.message(\.crew, [-3], .crew) == "Not one of the options")
    }
}
#endif
