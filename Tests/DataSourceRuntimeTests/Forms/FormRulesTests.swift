import DataSourceRuntime
import Foundation
import Testing

/// The rule helpers generated validation calls: what passes, what fails, and the messages.
@Suite struct FormRulesTests {
    @Test func requiredAsksForAGivenValue() {
        #expect(FormRules.required("") == "Required")
        #expect(FormRules.required(" \n\t") == "Required")
        #expect(FormRules.required("x") == nil)
        #expect(FormRules.required(String?.none, message: "Give a name") == "Give a name")
        #expect(FormRules.required(Optional(" ")) == "Required")
        #expect(FormRules.required([Int]()) == "Required" && FormRules.required([0]) == nil)
        #expect(FormRules.required(Set<String>()) == "Required")
        #expect(FormRules.required(false) == "Required" && FormRules.required(true) == nil)
        #expect(FormRules.required(0) == nil && FormRules.required(0.0) == nil && FormRules.required(Float(0)) == nil)
        #expect(FormRules.required(Date(timeIntervalSince1970: 0)) == nil)
    }

    @Test func lengthCountsWhatAUserSees() {
        #expect(FormRules.length("e\u{301}te\u{301}", min: 3, max: nil) == nil)  // "été", decomposed: 3 characters
        #expect(FormRules.length("ab", min: 3, max: nil) == "At least 3 characters")
        #expect(FormRules.length("abcd", min: nil, max: 3) == "At most 3 characters")
        #expect(FormRules.length("ab", min: nil, max: 1) == "At most 1 character")
        #expect(FormRules.length("", min: 3, max: nil) == nil)  // empty passes: combine with required
        #expect(FormRules.length(String?.none, min: 3, max: 5) == nil)
        #expect(FormRules.length(Optional("ab"), min: 3, max: 5, message: "3 to 5") == "3 to 5")
    }

    @Test func rangeNamesTheBoundsGiven() {
        #expect(FormRules.range(0.4, min: 0.5, max: nil) == "At least 0.5")
        #expect(FormRules.range(6, min: nil, max: 5) == "At most 5")
        #expect(FormRules.range(-1, min: 0, max: 5) == "Between 0 and 5")
        #expect(FormRules.range(Float(2), min: 0, max: 5) == nil)
        #expect(FormRules.range(5, min: 0, max: 5) == nil && FormRules.range(0, min: 0, max: 5) == nil)
        #expect(FormRules.range(9, min: nil, max: 5, message: "Too many") == "Too many")
    }

    /// NaN is in no range, whichever bounds are given; an infinity is past the bound on its side.
    @Test func aValueThatIsNotANumberIsOutOfRange() {
        #expect(FormRules.range(Double.nan, min: 0, max: 30) == "Between 0.0 and 30.0")
        #expect(FormRules.range(Float.nan, min: 0, max: nil) == "At least 0.0")
        #expect(FormRules.range(Double.nan, min: nil, max: 1) == "At most 1.0")
        #expect(FormRules.range(-Double.nan, min: 0, max: 1, message: "Pick a number") == "Pick a number")
        #expect(FormRules.range(Double.nan, min: nil, max: nil) == nil)  // no range given, nothing to check
        #expect(FormRules.range(Double.infinity, min: 0, max: 30) == "Between 0.0 and 30.0")
        #expect(FormRules.range(-Float.infinity, min: 0, max: nil) == "At least 0.0")
        #expect(FormRules.range(Double.infinity, min: 0, max: nil) == nil)
        #expect(FormRules.durationRange(.nan, min: 0, max: 3_600) == "Between 0 min and 1 h")
        #expect(FormRules.durationRange(.infinity, min: nil, max: 3_600) == "At most 1 h")
    }

    @Test func indicesNameOneOfTheOptions() {
        #expect(FormRules.indices([0, 1], count: 2) == nil && FormRules.indices([Int](), count: 2) == nil)
        #expect(FormRules.indices([2], count: 2) == "Not one of the options")  // the count itself is past the end
        #expect(FormRules.indices(Set([0, -1]), count: 2) == "Not one of the options")
        #expect(FormRules.indices([0], count: 0, message: "Pick again") == "Pick again")
    }

    /// Without a count (a picker's items, the app's), only an index below zero names no option.
    @Test func indicesWithoutACountRefuseOnlyNegativeOnes() {
        #expect(FormRules.indices([0, 7, Int.max]) == nil && FormRules.indices([Int]()) == nil)
        #expect(FormRules.indices([3, -1]) == "Not one of the options")
        #expect(FormRules.indices([Int.min], message: "Pick again") == "Pick again")
    }

    @Test func distinctRefusesAChoiceMadeTwice() {
        #expect(FormRules.distinct([0, 2, 1]) == nil && FormRules.distinct([Int]()) == nil)
        #expect(FormRules.distinct([1, 1, 1, 1]) == "Chosen more than once")
        #expect(FormRules.distinct(["A7", "B2", "A7"]) == "Chosen more than once")
        #expect(FormRules.distinct([0, 0], message: "Once each") == "Once each")
    }

    @Test func attachmentCountStopsAtTheLimit() {
        let photos = (0..<9).map { URL(fileURLWithPath: "/photos/\($0).jpg") }
        #expect(FormRules.attachmentCount(photos.prefix(8), max: 8) == nil)  // exactly the limit passes
        #expect(FormRules.attachmentCount(photos, max: 8) == "At most 8 attachments")
        #expect(FormRules.attachmentCount([URL](), max: 8) == nil)  // none passes: combine with required
        #expect(FormRules.attachmentCount(["a", "b"], max: 1) == "At most 1 attachment")
        #expect(FormRules.attachmentCount(["a", "b"], max: 1, message: "One scan") == "One scan")
    }

    /// A duration's range is checked as a number's, and named in hours, minutes and seconds.
    @Test func durationRangeNamesItsBoundsAsAPickerShowsThem() {
        #expect(FormRules.durationRange(0, min: 0, max: 86_340) == nil)
        #expect(FormRules.durationRange(86_340, min: 0, max: 86_340) == nil)
        #expect(FormRules.durationRange(-60, min: 0, max: 86_340) == "Between 0 min and 23 h 59 min")
        #expect(FormRules.durationRange(86_400, min: 900, max: 5_400) == "Between 15 min and 1 h 30 min")
        #expect(FormRules.durationRange(10, min: 45, max: nil) == "At least 45 s")
        #expect(FormRules.durationRange(3_700, min: nil, max: 3_690) == "At most 1 h 1 min 30 s")
        #expect(FormRules.durationRange(7_200, min: nil, max: 3_600, message: "Too long") == "Too long")
        #expect(FormRules.durationRange(1, min: nil, max: nil) == nil)
        #expect(FormRules.durationRange(-1, min: 0, max: 1e300) == "Between 0 min and 1e+300 s")
    }

    @Test func minuteStepsAreWholeStepsOfTheWheel() {
        #expect(FormRules.minuteSteps(0, every: 15) == nil && FormRules.minuteSteps(900, every: 15) == nil)
        #expect(FormRules.minuteSteps(5_400, every: 15) == nil)
        #expect(FormRules.minuteSteps(901, every: 15) == "In steps of 15 minutes")
        #expect(FormRules.minuteSteps(1_200, every: 15) == "In steps of 15 minutes")
        #expect(FormRules.minuteSteps(30, every: 1) == "In steps of 1 minute")
        #expect(FormRules.minuteSteps(1_200, every: 15, message: "Quarter hours") == "Quarter hours")
    }

    @Test func negativeDurationsHaveAZeroRemainder() {
        // So the range rule, not the steps rule, is what keeps a duration at zero or above.
        #expect(FormRules.minuteSteps(-300, every: 5) == nil && FormRules.minuteSteps(-900, every: 15) == nil)
        #expect(FormRules.minuteSteps(-60, every: 5) == "In steps of 5 minutes")
    }

    @Test func stepsAreCountedFromTheOrigin() {
        #expect(FormRules.steps(0, of: 0.5) == nil && FormRules.steps(12, of: 0.5) == nil)
        #expect(FormRules.steps(-1.5, of: 0.5) == nil)
        #expect(FormRules.steps(0.25, of: 0.5) == "In steps of 0.5")
        #expect(FormRules.steps(1, of: 2, from: 1) == nil && FormRules.steps(9, of: 2, from: 1) == nil)
        #expect(FormRules.steps(2, of: 2, from: 1) == "In steps of 2.0 from 1.0")
        #expect(FormRules.steps(2, of: 2, from: 1, message: "Odd crates only") == "Odd crates only")
    }

    @Test func stepsTolerateRoundingInBinaryButNothingMore() {
        #expect(FormRules.steps(0.1 + 0.2, of: 0.1) == nil)  // 0.30000000000000004
        // A billionth of the number of steps, not of one step: ten million steps of 0.1 are a
        // hundred-millionth of a step off in binary.
        #expect(FormRules.steps(10_000_000.1, of: 0.1) == nil)
        #expect(FormRules.steps(0.3 + 1e-7, of: 0.1) == "In steps of 0.1")
        #expect(FormRules.steps(10_000_000.15, of: 0.1) == "In steps of 0.1")
        #expect(FormRules.steps(.nan, of: 1) == "In steps of 1.0")
        #expect(FormRules.steps(.infinity, of: 1) == "In steps of 1.0")
        #expect(FormRules.steps(3, of: 0) == nil)  // no step, nothing to keep to (the generator refuses it)
    }

    @Test func patternMatchesTheWholeValue() {
        #expect(FormRules.pattern("WR-12", "WR-[0-9]+") == nil)
        #expect(FormRules.pattern("xWR-12", "WR-[0-9]+") == "Not in the expected format")
        #expect(FormRules.pattern("WR-12x", "WR-[0-9]+") == "Not in the expected format")
        #expect(FormRules.pattern("ab", "a|ab") == nil)  // an alternation matches as a whole
        #expect(FormRules.pattern("WR-1", "^WR-[0-9]+$") == nil)  // explicit anchors are harmless
        #expect(FormRules.pattern("", "[0-9]+") == nil)
        #expect(FormRules.pattern(String?.none, "[0-9]+") == nil)
        #expect(FormRules.pattern(Optional("x"), "[0-9]+", message: "Digits only") == "Digits only")
    }

    /// A final line break is not part of a match: `$` would let it through, `\z` does not.
    @Test func aTrailingLineBreakDoesNotMatch() {
        #expect(FormRules.pattern("abc", "[a-z]+") == nil)
        for value in ["abc\n", "abc\r\n", "abc\u{2028}", "\nabc", "abc\ndef"] {
            #expect(FormRules.pattern(value, "[a-z]+") == "Not in the expected format", "\(value.debugDescription)")
        }
        #expect(FormRules.pattern("WR-1\n", "^WR-[0-9]+$") == "Not in the expected format")
        #expect(FormRules.pattern("a\nb", "a\\nb") == nil)  // a line break the pattern asks for
    }

    @Test func anInvalidPatternIsReportedAndPasses() {
        let reports = MisuseRecorder()
        let result = reports.capture { FormRules.pattern("x", "([") }
        #expect(result == nil)
        #expect(reports.messages.count == 1 && reports.messages[0].contains("\"([\" is not a regular expression"))
    }

    /// A pattern that compiles only once wrapped in the anchors would escape them (here, the
    /// alternative `x` anywhere in the value): it is reported, as one that does not compile at all.
    @Test func aPatternThatEscapesItsAnchorsIsReportedAndPasses() {
        let reports = MisuseRecorder()
        let result = reports.capture { FormRules.pattern("123abc; DROP", "[0-9]{3})|(?:x") }
        #expect(result == nil)
        #expect(
            reports.messages.count == 1
                && reports.messages[0].contains("\"[0-9]{3})|(?:x\" is not a regular expression"))
    }

    @Test func conditionsAskWhetherAValueIsGiven() {
        #expect(FormRules.hasValue(true) && !FormRules.hasValue(false))
        #expect(FormRules.hasValue("a") && !FormRules.hasValue(""))
        #expect(!FormRules.hasValue(Int?.none) && FormRules.hasValue(Optional(0)))
    }
}
