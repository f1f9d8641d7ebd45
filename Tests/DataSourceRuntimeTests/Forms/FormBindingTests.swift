import DataSourceRuntime
import Foundation
import Testing

/// The conversions the generated FormKit glue calls, and the in-place reconfiguration of an
/// edited row that keeps its text field's keyboard.
@Suite struct FormBindingTests {
    enum Level: CaseIterable, Equatable { case low, medium, high }

    @Test func optionalTextIsEmptyTextInTheCell() {
        #expect(FormBinding.text(nil) == "" && FormBinding.text("a") == "a")
        #expect(FormBinding.optionalText("") == nil && FormBinding.optionalText("a") == "a")
    }

    @Test func enumCasesAreOptionIndices() {
        #expect(FormBinding.index(of: Level.medium) == 1)
        #expect(FormBinding.value(at: 2) == Level.high)
        #expect((FormBinding.value(at: 3) as Level?) == nil && (FormBinding.value(at: -1) as Level?) == nil)
    }

    @Test func selectionTextListsTitlesInOptionOrderOnce() {
        #expect(FormBinding.selectionText([2, 0, 2, 7], of: ["Ladder", "Van", "Generator"]) == "Ladder, Generator")
        #expect(FormBinding.selectionText([], of: ["Ladder"]) == "")
    }

    @Test func stepperTextIsTheNumberAndOnlyANumberIsRead() {
        let posix = Locale(identifier: "en_US_POSIX")
        #expect(FormBinding.text(2.0, locale: posix) == "2" && FormBinding.text(-3, locale: posix) == "-3")
        #expect(FormBinding.text(0.5, locale: posix) == "0.5" && FormBinding.text(1e20, locale: posix) == "1e+20")
        #expect(FormBinding.number(" 12 ", locale: posix) == 12 && FormBinding.number("0.5", locale: posix) == 0.5)
        #expect(FormBinding.number("0,5", locale: posix) == nil)
        for text in ["", "x", "inf", "nan"] { #expect(FormBinding.number(text, locale: posix) == nil) }
    }

    /// A German user sees `0,5` and may type either separator; grouping is not guessed at.
    @Test func stepperTextFollowsTheLocalesDecimalSeparator() {
        let german = Locale(identifier: "de_DE")
        #expect(FormBinding.text(0.5, locale: german) == "0,5" && FormBinding.text(2, locale: german) == "2")
        #expect(FormBinding.number("0,5", locale: german) == 0.5 && FormBinding.number("2.25", locale: german) == 2.25)
        #expect(FormBinding.number("1.234,5", locale: german) == nil)
        for number in [0.5, -12.75, 1e-7, 3] {
            #expect(FormBinding.number(FormBinding.text(number, locale: german), locale: german) == number)
        }
    }

    @Test func durationsAreWholeMinutes() {
        #expect(FormBinding.minutes(5_430) == 90 && FormBinding.minutes(59) == 0 && FormBinding.minutes(-60) == 0)
        #expect(FormBinding.minutes(.infinity) == Int.max && FormBinding.minutes(.nan) == 0)
    }

    /// The minutes a duration picker sets are seconds in the field, which read back as those minutes.
    @Test func minutesSetAreSecondsThatReadBackAsThem() {
        #expect(FormBinding.seconds(minutes: 90) == 5_400 && FormBinding.seconds(minutes: 0) == 0)
        for minutes in [0, 1, 15, 59, 61, 1_440, 100_000] {
            #expect(FormBinding.minutes(FormBinding.seconds(minutes: minutes)) == minutes)
        }
    }

    @Test func aSetOfChoicesKeepsTheArraysOrderAndAddsInTheGivenOrder() {
        #expect(FormBinding.array([3, 1, 2], keepingOrderOf: [3, 9, 1], addingIn: [1, 2, 3]) == [3, 1, 2])
        #expect(FormBinding.array(["b", "a"], keepingOrderOf: [], addingIn: ["a", "c", "b"]) == ["a", "b"])
        #expect(FormBinding.array(["z"], keepingOrderOf: ["a"], addingIn: []) == ["z"])
    }

    @Test func dateFormattersUseTheGivenFormat() {
        let formatter = FormBinding.dateFormatter("yyyy")
        formatter.timeZone = TimeZone(identifier: "UTC")
        #expect(formatter.string(from: Date(timeIntervalSince1970: 0)) == "1970")
    }

    @Test func anEditedRowsReloadIsDroppedFromTheBatchThatNamesIt() {
        let before = ListIndexPath(row: 2, section: 0)
        let after = ListIndexPath(row: 1, section: 0)
        var first = ListUpdate.Batch()
        first.deletedRows = [ListIndexPath(row: 0, section: 0)]
        first.reloadedRows = [before, ListIndexPath(row: 3, section: 0)]
        var second = ListUpdate.Batch()
        second.reloadedRows = [after]
        let (update, removed) = ListUpdate.batches([first, second]).removingReload(ofRowAt: before, after: after)
        #expect(removed)
        var expected = first
        expected.reloadedRows = [ListIndexPath(row: 3, section: 0)]
        #expect(update == .batches([expected]))  // the emptied second batch is dropped
        #expect(ListUpdate.reloadData.removingReload(ofRowAt: before, after: after) == (.reloadData, false))
        #expect(ListUpdate.batches([expected]).removingReload(ofRowAt: before, after: after).removed == false)
    }

    /// A toggle for "has a date" over an optional date: turning it on gives the field now, off
    /// clears it, and a toggle that already agrees leaves the date as it is.
    @Test func aDateToggleSetsNowOrClears() {
        let kept = Date(timeIntervalSince1970: 86_400)
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(FormBinding.date(nil, isSet: true, now: now) == now)
        #expect(FormBinding.date(kept, isSet: false, now: now) == nil)
        #expect(FormBinding.date(kept, isSet: true, now: now) == kept)
        #expect(FormBinding.date(nil, isSet: false, now: now) == nil)
    }

    /// A date picker over an optional date shows its date, or now while it has none.
    @Test func aDatePickerShowsTheDateOrNow() {
        let kept = Date(timeIntervalSince1970: 86_400)
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(FormBinding.date(kept, now: now) == kept && FormBinding.date(nil, now: now) == now)
        let before = Date()
        #expect(FormBinding.date(nil) >= before)  // by default the current date
    }

    /// A single-selection row's one choice as the array or set of choices its field holds.
    @Test func oneChoiceIsAFieldOfOneChoiceOrNone() {
        let array: [Int] = FormBinding.choices(holding: 3)
        let set: Set<String> = FormBinding.choices(holding: "a")
        #expect(array == [3] && set == ["a"])
        let none: [Int] = FormBinding.choices(holding: nil)
        let noneSet: Set<String> = FormBinding.choices(holding: nil)
        #expect(none.isEmpty && noneSet.isEmpty)
    }
}
