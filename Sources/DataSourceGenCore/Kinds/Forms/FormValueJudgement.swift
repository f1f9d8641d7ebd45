import Foundation

/// How the generated `validate` judges a literal value of a form row, for the checks of field
/// defaults and the samples of previews alike: one place for the rules both must agree with.
enum FormValueJudgement {
    /// Why a number is refused.
    enum NumberRefusal: Equatable {
        /// Outside ``FormValueBounds/accepted(by:)``, whose bounds these are.
        case outside(low: Double?, high: Double?)
        /// Not a whole number of steps of ``FormValueBounds/grid(of:)``.
        case offStep(origin: Double, step: Double)
    }

    /// Why `row`'s `validate` refuses `number`, or `nil` when it takes it; `exact` gives a value
    /// and the bounds as the field's type holds them (a `Float`'s rounding).
    static func refusal(
        of number: Double, by row: ResolvedFormRow, exact: (Double) -> Double = { $0 }
    ) -> NumberRefusal? {
        let value = exact(number)
        let bounds = FormValueBounds.accepted(by: row)
        // `!(a >= b)` rather than `a < b`: NaN is in no range, as the runtime's `range` judges it.
        if bounds.low.map({ !(value >= exact($0)) }) == true || bounds.high.map({ !(value <= exact($0)) }) == true {
            return .outside(low: bounds.low, high: bounds.high)
        }
        guard let (origin, step) = FormValueBounds.grid(of: row) else { return nil }
        if row.definition.kind.value == .durationPicker {
            // The runtime's `minuteSteps`: an exact remainder.
            return value.remainder(dividingBy: step) == 0 ? nil : .offStep(origin: origin, step: step)
        }
        // The runtime's `steps`: within a billionth of the number of steps.
        let count = (value - origin) / step
        return abs(count - count.rounded()) <= 1e-9 * max(1, abs(count)) ? nil : .offStep(origin: origin, step: step)
    }

    /// Why a text is refused.
    enum TextRefusal: Equatable {
        case tooShort(minimum: Int)
        case tooLong(maximum: Int)
        case pattern
    }

    /// Why `rules` refuse `text`, non-empty, or `nil` when they take it: its length, then its
    /// pattern, as a whole value (``ValidationContext/wholeValueExpression(_:)``).
    static func refusal(of text: String, by rules: FormRulesDefinition) -> TextRefusal? {
        if let low = rules.minLength?.value, text.count < low { return .tooShort(minimum: low) }
        if let high = rules.maxLength?.value, text.count > high { return .tooLong(maximum: high) }
        if let pattern = rules.pattern, let expression = ValidationContext.wholeValueExpression(pattern.value),
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
        {
            return .pattern
        }
        return nil
    }
}
