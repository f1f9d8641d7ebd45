/// The values a number row's field may hold, one rule for the generated `validate` (which keeps
/// every platform to it, not only the FormKit cell that shows the row) and for the check that a
/// row can be valid at all.
struct FormValueBounds: Equatable {
    var low: Double?
    var high: Double?

    /// The range the row's control keeps its value in: 0...5 for a rating (FormKit's stars), a
    /// slider's or stepper's `min`/`max`, at least one interval for a duration that may not be
    /// zero (in seconds, as a `TimeInterval` holds it), and one of the titles for an `Int` index.
    static func control(of row: ResolvedFormRow) -> FormValueBounds {
        let definition = row.definition
        switch definition.kind.value {
        case .rating:
            return FormValueBounds(low: 0, high: 5)
        case .slider, .stepper:
            return FormValueBounds(low: definition.minimum?.value, high: definition.maximum?.value)
        case .durationPicker where definition.allowsZero?.value == false:
            return FormValueBounds(low: Double((definition.minuteInterval?.value ?? 1) * 60), high: nil)
        case .valuePicker, .segmentedControl:
            // An enum-bound row cannot hold another value; an index bound to titles must name one.
            guard row.field?.type == .standard("Int"), case .literals(let titles)? = row.options, !titles.isEmpty
            else { return FormValueBounds() }
            return FormValueBounds(low: 0, high: Double(titles.count - 1))
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
