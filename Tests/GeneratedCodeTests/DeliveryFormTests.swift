#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Testing

/// The app's validator `DeliveryForm` names on its rating row: it refuses one number of stars.
struct StarsValidator: DeliveryForm.Validating {
    var refused = 2

    func checkStars(_ value: Int) -> String? {
        value == refused ? "Say why \(value) stars" : nil
    }
}

extension Delivery {
    /// A valid delivery: every row's rule holds.
    static var valid: Delivery {
        Delivery(
            agreed: true, inspectedOn: Date(timeIntervalSince1970: 0), due: Date(timeIntervalSince1970: 86_400),
            helpers: [0], gate: [1])
    }
}

/// The generated `DeliveryForm` (Rules.datasources.json) on the headless host: each rule of its
/// rows holds at its limit and gives its message one past it, as an edit from a cell shows it.
@Suite struct DeliveryFormTests {
    typealias Form = FormScheme<DeliveryForm>

    /// The message `field`'s row shows once the host has applied the edit writing `value` at
    /// `keyPath` to a valid delivery, checked against the engine's.
    static func message<Value>(
        _ keyPath: WritableKeyPath<Delivery, Value>, _ value: Value, _ field: DeliveryForm.Field,
        validators: StarsValidator = StarsValidator()
    ) throws -> String? {
        var form = Form(model: .valid, validators: validators)
        var host = HeadlessListHost<FormRow<DeliveryForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        try host.apply(form.set(keyPath, to: value, validating: field), from: form)
        let row = try #require(host.sections.joined().first { $0.id == field })
        #expect(row.message == form.messages[field] && form.isValid == (row.message == nil))
        return row.message
    }

    @Test func theValidDeliveryIsValid() throws {
        var form = Form(model: .valid, validators: StarsValidator())
        var host = HeadlessListHost<FormRow<DeliveryForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        try host.apply(form.validateAll(), from: form)
        #expect(form.isValid && form.messages.isEmpty)
        #expect(host.sections.map { $0.map(\.id) }.count == 3)
    }

    /// `"required": true` on a switch: on, with the row's own message when off.
    @Test func aRequiredSwitchMustBeOn() throws {
        #expect(try Self.message(\.agreed, true, .agreed) == nil)
        #expect(try Self.message(\.agreed, false, .agreed) == "Accept the terms")
    }

    /// `"required": true` on a `Date?`: a date, any date; `"required": false` on a `Date` checks nothing.
    @Test func aRequiredOptionalDateMustBeGiven() throws {
        #expect(try Self.message(\.inspectedOn, Date(timeIntervalSince1970: -1), .inspectedOn) == nil)
        #expect(try Self.message(\.inspectedOn, nil, .inspectedOn) == "Required")
        #expect(try Self.message(\.due, Date.distantPast, .due) == nil)
        #expect(DeliveryForm.validate(.due, of: .valid, with: StarsValidator()) == nil)
    }

    /// A slider's 0...10 narrowed to 2...8 by its rules, to the next `Float` either side.
    @Test func aSlidersRulesNarrowItsRange() throws {
        for inside: Float in [2, 8] { #expect(try Self.message(\.load, inside, .load) == nil) }
        for outside in [Float(2).nextDown, Float(8).nextUp, 0, 10] {
            #expect(try Self.message(\.load, outside, .load) == "Between 2.0 and 8.0")
        }
    }

    /// A rating's five stars narrowed to 1...4, then the app's validator, whose message comes
    /// only where the range holds.
    @Test func aRatingsRulesNarrowItsStarsBeforeTheValidator() throws {
        for inside in [1, 3, 4] { #expect(try Self.message(\.stars, inside, .stars) == nil) }
        for outside in [0, 5] { #expect(try Self.message(\.stars, outside, .stars) == "Between 1 and 4") }
        #expect(try Self.message(\.stars, 2, .stars) == "Say why 2 stars")
        #expect(try Self.message(\.stars, 5, .stars, validators: StarsValidator(refused: 5)) == "Between 1 and 4")
    }

    /// A stepper of 1...9 in steps of 2: 1, 3, 5, 7 and 9, and what rounding in binary leaves a
    /// hair from one of them; `"required": false` adds no check.
    @Test func aStepperKeepsToItsRangeAndSteps() throws {
        for inside in [1, 3, 9, Double(3).nextUp, (0.1 + 0.2) * 10] {
            #expect(try Self.message(\.crates, inside, .crates) == nil)
        }
        for outside in [0, 10, Double(1).nextDown, Double(9).nextUp] {
            #expect(try Self.message(\.crates, outside, .crates) == "Between 1.0 and 9.0")
        }
        for between in [2, 8, 3.001, 7.5] {
            #expect(try Self.message(\.crates, between, .crates) == "In steps of 2.0 from 1.0")
        }
        #expect(try Self.message(\.crates, .nan, .crates) == "Between 1.0 and 9.0")  // in no range
    }

    /// A duration picker turning by 5 minutes, at most an hour by its rules: never below zero, a
    /// whole step below included (its remainder is zero), where no platform's control goes.
    @Test func aDurationIsNeverNegative() throws {
        for inside: TimeInterval in [0, 300, 3_600] { #expect(try Self.message(\.pause, inside, .pause) == nil) }
        for outside: TimeInterval in [-60, -300, 3_600.5, 3_900] {
            #expect(try Self.message(\.pause, outside, .pause) == "Between 0 min and 1 h")
        }
        #expect(try Self.message(\.pause, 360, .pause) == "In steps of 5 minutes")
    }

    /// The minutes Fiori SwiftUI's `DurationPicker` binds write the field through the engine, so
    /// a negative one is refused as any other edit is.
    @MainActor @Test func aDurationInMinutesIsJudgedAsAnyEdit() {
        let model = DeliveryForm.FormModel(model: .valid, validators: StarsValidator())
        model.pauseMinutes = -5
        #expect(model.pause == -300 && model.form.messages == [.pause: "Between 0 min and 1 h"])
        model.pauseMinutes = 60
        #expect(model.pause == 3_600 && model.form.messages.isEmpty)
    }

    /// `"allowsZero": true`: zero is a duration, below it is not, and no duration picker goes
    /// past 23 h 59 min (Fiori SwiftUI's `DurationPicker` stops there).
    @Test func aDurationThatMayBeZeroStopsAtTheLongestTheControlsHold() throws {
        for inside: TimeInterval in [0, 60, 86_340] { #expect(try Self.message(\.rest, inside, .rest) == nil) }
        for outside: TimeInterval in [-60, -1, 86_341, 86_400] {
            #expect(try Self.message(\.rest, outside, .rest) == "Between 0 min and 23 h 59 min")
        }
    }

    /// A text pattern without `rules.message`: the whole text matches it, else the default message
    /// (empty text passes: only `required` asks for some).
    @Test func aPatternWithoutItsOwnMessageGivesTheDefault() throws {
        for inside in ["AB-1", "XY-2024", ""] { #expect(try Self.message(\.code, inside, .code) == nil) }
        for outside in ["ab-1", "AB-", "AB-1 ", "xAB-1"] {
            #expect(try Self.message(\.code, outside, .code) == "Not in the expected format")
        }
    }

    /// An `Int` segmented control over three titles: an index of one of them, as every platform's
    /// control offers, and the range's message for any other.
    @Test func anIndexOutsideTheOptionsIsRefused() throws {
        for inside in [0, 2] { #expect(try Self.message(\.shift, inside, .shift) == nil) }
        for outside in [-1, 3] { #expect(try Self.message(\.shift, outside, .shift) == "Between 0 and 2") }
    }

    /// `"multiple": false` over three titles: none or one of them.
    @Test func aSingleListPickerOverTitlesTakesOneOfThem() throws {
        for inside in [[], [0], [2]] { #expect(try Self.message(\.dock, inside, .dock) == nil) }
        for outside in [[3], [-1]] { #expect(try Self.message(\.dock, outside, .dock) == "Not one of the options") }
        #expect(try Self.message(\.dock, [0, 1], .dock) == "Choose one")
    }

    /// `"multiple": false, "emptyAllowed": false` over two titles: exactly one of them.
    @Test func aSingleListPickerThatMustKeepAChoiceTakesExactlyOne() throws {
        for inside in [[0], [1]] { #expect(try Self.message(\.gate, inside, .gate) == nil) }
        #expect(try Self.message(\.gate, [], .gate) == "Required")
        #expect(try Self.message(\.gate, [0, 1], .gate) == "Choose one")
    }

    /// A filter over a section enum's three cases: any of them, none past the last.
    @Test func aFilterOverAnEnumTakesItsCases() throws {
        for inside in [[], [0, 1, 2]] { #expect(try Self.message(\.zones, inside, .zones) == nil) }
        for outside in [[0, 3], [-1]] {
            #expect(try Self.message(\.zones, outside, .zones) == "Not one of the options")
        }
    }

    /// A single-selection list picker over a section enum's cases.
    @Test func aSingleListPickerOverAnEnumTakesOneCase() throws {
        for inside in [[], [2]] { #expect(try Self.message(\.bays, inside, .bays) == nil) }
        #expect(try Self.message(\.bays, [3], .bays) == "Not one of the options")
        #expect(try Self.message(\.bays, [0, 2], .bays) == "Choose one")
    }

    /// A list picker over a single-selection picker: one item, whichever (the items are the app's).
    @Test func aListPickerOverASinglePickerTakesOneItem() throws {
        for inside in [[], [40]] { #expect(try Self.message(\.driver, inside, .driver) == nil) }
        #expect(try Self.message(\.driver, [0, 1], .driver) == "Choose one")
    }

    /// A list picker without `emptyAllowed` over a multiple-selection picker whose
    /// `allowsEmptySelection` is false: as many items as the user likes, but one at least.
    @Test func aListPickerOverAPickerThatKeepsOneItemRequiresOne() throws {
        for inside in [[0], [3, 1, 7]] { #expect(try Self.message(\.helpers, inside, .helpers) == nil) }
        #expect(try Self.message(\.helpers, [], .helpers) == "Required")
        #expect(DeliveryForm.validate(.helpers, of: Delivery(helpers: []), with: StarsValidator()) == "Required")
    }

    /// On demand too: an empty choice over that picker keeps the form from being valid on the
    /// headless host, as on every platform, until an item is chosen.
    @Test func validateAllRefusesNoChoiceWhereThePickerKeepsOne() throws {
        var form = Form(model: .valid, validators: StarsValidator())
        var host = HeadlessListHost<FormRow<DeliveryForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        try host.apply(form.update { $0.helpers = [] }, from: form)
        try host.apply(form.validateAll(), from: form)
        #expect(!form.isValid && form.messages == [.helpers: "Required"] && form.firstInvalidField == .helpers)
        #expect(host.sections.joined().first { $0.id == .helpers }?.message == "Required")
        try host.apply(form.set(\.helpers, to: [2], validating: .helpers), from: form)
        #expect(form.isValid && form.messages.isEmpty)
    }
}
#endif
