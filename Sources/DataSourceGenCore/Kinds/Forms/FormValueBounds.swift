/// The values a number row's field may hold, one rule for the generated `validate` (which keeps
/// every platform to it, not only the FormKit cell that shows the row) and for the check that a
/// row can be valid at all.
struct FormValueBounds: Equatable {
    var low: Double?
    var high: Double?

    /// The range the row's control keeps its value in: a slider's or stepper's `min` and `max`,
    /// each side defaulting to the kind's (``FormKindRules/defaultRange(of:)``), a rating's five
    /// stars, at least one interval for a duration that may not be zero (in seconds, as a
    /// `TimeInterval` holds it), and one of the options for an `Int` index. The FormKit, SwiftUI
    /// and Fiori SwiftUI controls are given this range, and the generated `validate` checks it.
    static func control(of row: ResolvedFormRow) -> FormValueBounds {
        let definition = row.definition
        switch definition.kind.value {
        case .rating, .slider, .stepper:
            let range = FormKindRules.defaultRange(of: definition.kind.value)
            return FormValueBounds(
                low: definition.minimum?.value ?? range?.low, high: definition.maximum?.value ?? range?.high)
        case .durationPicker where definition.allowsZero?.value == false:
            return FormValueBounds(low: Double((definition.minuteInterval?.value ?? 1) * 60), high: nil)
        case .valuePicker, .segmentedControl:
            // An enum-bound row cannot hold another value; an index must name one of the options.
            guard row.field?.type == .standard("Int"), let count = FormKindRules.optionCount(of: row), count > 0
            else { return FormValueBounds() }
            return FormValueBounds(low: 0, high: Double(count - 1))
        default:
            return FormValueBounds()
        }
    }

    /// The control's range narrowed by `rules.min` and `rules.max`.
    static func accepted(by row: ResolvedFormRow) -> FormValueBounds {
        let control = control(of: row)
        let rules = row.definition.rules
        return FormValueBounds(
            low: [control.low, rules?.min?.value].compactMap { $0 }.max(),
            high: [control.high, rules?.max?.value].compactMap { $0 }.min())
    }

    /// Whether no value lies within the bounds.
    var isEmpty: Bool {
        guard let low, let high else { return false }
        return low > high
    }
}
