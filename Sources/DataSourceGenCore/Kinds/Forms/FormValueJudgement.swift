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

/// The words of a refusal, for the checks of field defaults, given or derived.
extension FormValueJudgement {
    /// Why the number rows refuse `number`, a default of `type`, or `nil` when they accept it, as
    /// the generated `validate` judges it: "outside 0...1", "not a whole number of steps of …".
    static func explanation(of number: Double, by row: ResolvedFormRow, type: ResolvedType) -> String? {
        guard FormValueBounds.acceptsSomeValue(row) else { return nil }
        // A `Float` field and its bounds are compared as the `Float`s the generated code writes.
        let isFloat = type == .standard("Float")
        let isInt = type == .standard("Int")
        let text = { (value: Double) in isInt ? "\(Int(value))" : "\(value)" }
        switch refusal(of: number, by: row, exact: { isFloat ? Double(Float($0)) : $0 }) {
        case nil:
            return nil
        case .outside(let low, let high):
            let range = "\(low.map(text) ?? "")...\(high.map(text) ?? "")"
            return row.definition.kind.value == .durationPicker ? "outside \(range) seconds" : "outside \(range)"
        case .offStep(let origin, let step):
            guard row.definition.kind.value != .durationPicker else {
                return "not a whole number of \(Int(step) / 60)-minute steps (\(Int(step)) seconds)"
            }
            return "not a whole number of steps of \(step) from \(origin)"
        }
    }

    /// What to do about a number default a row refuses.
    static func fix(for row: ResolvedFormRow) -> String {
        switch row.definition.kind.value {
        case .valuePicker, .segmentedControl: "give the index of one of the options, or remove the default"
        case .rating: "give a number of stars within that range"
        case .durationPicker: "give a duration within that range, in whole steps of its `minuteInterval`"
        default: "give a default within that range, on a step where the row has `step`, or widen the row's bounds"
        }
    }
}
