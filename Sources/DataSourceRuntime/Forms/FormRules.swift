import Foundation

/// The rules generated validation calls, each returning the message of a failure or `nil`.
/// `message` is the definitions' text for the field; without it each rule has a short English
/// default, given in its documentation. Length and pattern rules let an empty value pass, so
/// that "optional, but well-formed when given" needs no extra rule: combine with ``required(_:message:)``.
public enum FormRules {
    /// Fails when `value` is not given (see ``FormValue``). Default message: "Required".
    public static func required(_ value: some FormValue, message: String? = nil) -> String? {
        value.isFormValueGiven ? nil : message ?? "Required"
    }

    /// Fails while a number control holds `draft`, typed text that reads as no number (`""` after
    /// a backspace, `"-"` before a negative number): its field keeps its last number, which is
    /// not what the control shows. Default message: "Enter a number".
    public static func number(_ draft: FormNumberDraft?, message: String? = nil) -> String? {
        draft.map { $0.number == nil } == true ? message ?? "Enter a number" : nil
    }

    /// Fails when `value` holds more than one element: a single-selection filter or list picker
    /// given several (a restored value, a programmatic edit). Default message: "Choose one".
    public static func single(_ value: some Collection, message: String? = nil) -> String? {
        value.count > 1 ? message ?? "Choose one" : nil
    }

    /// Fails when an index in `value` names none of `count` options (below zero, or `count` or
    /// above): a restored value, a programmatic edit. Without `count` (the options are the app's,
    /// as a list picker's items, counted only at run time), only an index below zero fails.
    /// Default message: "Not one of the options".
    public static func indices(_ value: some Collection<Int>, count: Int? = nil, message: String? = nil) -> String? {
        value.allSatisfy { index in index >= 0 && count.map { index < $0 } != false }
            ? nil : message ?? "Not one of the options"
    }

    /// Fails when `value` holds an element twice: a multiple-selection filter or list picker
    /// given the same choice again (a restored value, a programmatic edit), which no control
    /// shows. Default message: "Chosen more than once".
    public static func distinct<Element: Hashable>(_ value: some Collection<Element>, message: String? = nil)
        -> String?
    {
        Set(value).count == value.count ? nil : message ?? "Chosen more than once"
    }

    /// Fails when `value`, the attachments an attachments row keeps, holds more than `max`: a
    /// restored value, a programmatic edit, a control that does not stop at its `maxItems`.
    /// Default message: "At most N attachments".
    public static func attachmentCount(_ value: some Collection, max: Int, message: String? = nil) -> String? {
        value.count > max ? message ?? "At most \(max) attachment\(max == 1 ? "" : "s")" : nil
    }

    /// Fails when `value` has fewer than `min` or more than `max` characters (grapheme clusters,
    /// as a user counts them). Defaults: "At least N characters", "At most N characters".
    public static func length(_ value: String, min: Int?, max: Int?, message: String? = nil) -> String? {
        guard !value.isEmpty else { return nil }
        let count = value.count
        if let min, count < min { return message ?? "At least \(min) character\(min == 1 ? "" : "s")" }
        if let max, count > max { return message ?? "At most \(max) character\(max == 1 ? "" : "s")" }
        return nil
    }

    /// ``length(_:min:max:message:)`` for optional text; `nil` passes.
    public static func length(_ value: String?, min: Int?, max: Int?, message: String? = nil) -> String? {
        value.flatMap { length($0, min: min, max: max, message: message) }
    }

    /// Fails when `value` is below `min` or above `max`, or is not a number (NaN, which no
    /// comparison places within any range) where a bound is given; an infinity fails as any value
    /// past the bound on its side. Defaults: "At least N", "At most N", or "Between N and M" when
    /// both bounds are given.
    public static func range<Value: Comparable>(_ value: Value, min: Value?, max: Value?, message: String? = nil)
        -> String?
    {
        // Only NaN is unequal to itself; a value that is not a number is in no range.
        let unordered = value != value && (min != nil || max != nil)
        let tooLow = min.map { value < $0 } ?? false
        let tooHigh = max.map { value > $0 } ?? false
        guard unordered || tooLow || tooHigh else { return nil }
        if let message { return message }
        switch (min, max) {
        case (let low?, let high?): return "Between \(low) and \(high)"
        case (let low?, nil): return "At least \(low)"
        case (nil, let high?): return "At most \(high)"
        case (nil, nil): return nil
        }
    }

    /// Fails when `duration` is not a whole number of `minutes`-minute steps, the values a duration
    /// picker turning by that interval can show. Default message: "In steps of N minutes".
    public static func minuteSteps(_ duration: TimeInterval, every minutes: Int, message: String? = nil) -> String? {
        let step = TimeInterval(minutes) * 60
        guard step > 0, duration.remainder(dividingBy: step) != 0 else { return nil }
        return message ?? "In steps of \(minutes) minute\(minutes == 1 ? "" : "s")"
    }

    /// Fails when `value` is not `origin` plus a whole number of `step`s, the values a stepper
    /// moving by `step` from the low end of its range can show: a value typed, restored or set in
    /// code. Within a billionth of the number of steps, so that decimal steps added up in binary
    /// (0.1 + 0.2) pass. Default message: "In steps of 0.5", or "In steps of 0.5 from 1.0" where
    /// the steps start elsewhere than zero.
    public static func steps(_ value: Double, of step: Double, from origin: Double = 0, message: String? = nil)
        -> String?
    {
        guard step > 0 else { return nil }
        let count = (value - origin) / step
        // Written so that a value that is not a number fails too.
        guard !(abs(count - count.rounded()) <= 1e-9 * max(1, abs(count))) else { return nil }
        return message ?? "In steps of \(step)\(origin == 0 ? "" : " from \(origin)")"
    }

    /// Fails when non-empty `value` does not match `pattern` as a whole, from its first character
    /// to its last (a final line break included): anchors are implied. Default message: "Not in
    /// the expected format". A pattern that does not compile on its own (the generator refuses
    /// those) is reported (``RuntimeMisuse``) and lets the value pass.
    public static func pattern(_ value: String, _ pattern: String, message: String? = nil) -> String? {
        guard !value.isEmpty else { return nil }
        let expression: NSRegularExpression
        do {
            // Compiled on its own first: a pattern such as `a)|(?:b` compiles only once wrapped,
            // where it would escape the anchors.
            _ = try NSRegularExpression(pattern: pattern)
            // Anchoring the whole pattern (not just checking the first match's range) makes
            // alternations such as `a|ab` match "ab" as a whole; `\A` and `\z`, unlike `^` and
            // `$`, do not match before a final line break.
            expression = try NSRegularExpression(pattern: anchored(pattern))
        } catch {
            RuntimeMisuse.report(
                "FormRules.pattern: \"\(pattern)\" is not a regular expression (\(error)); fix the rule's pattern.")
            return nil
        }
        let match = expression.firstMatch(in: value, range: NSRange(value.startIndex..., in: value))
        return match != nil ? nil : message ?? "Not in the expected format"
    }

    /// `pattern` matching a whole value only: the expression ``pattern(_:_:message:)`` compiles.
    static func anchored(_ pattern: String) -> String {
        "\\A(?:\(pattern))\\z"
    }

    /// ``pattern(_:_:message:)`` for optional text; `nil` passes.
    public static func pattern(_ value: String?, _ pattern: String, message: String? = nil) -> String? {
        value.flatMap { FormRules.pattern($0, pattern, message: message) }
    }

    /// Whether `value` is given: the test of a `"visibleWhen": "field"` condition.
    public static func hasValue(_ value: some FormValue) -> Bool {
        value.isFormValueGiven
    }
}
