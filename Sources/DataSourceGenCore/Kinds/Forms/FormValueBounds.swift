/// The values a number row's field may hold, one rule for the generated `validate` (which keeps
/// every platform to it, not only the control that shows the row), for every platform's control
/// (the planner reads the range, step and minute interval from here alone: ``offered(by:)``) and
/// for the check that a row can be valid at all.
struct FormValueBounds: Equatable {
    var low: Double?
    var high: Double?

    /// The longest duration a duration picker holds, in minutes: the high end of its kind's range
    /// (the schema's `x-controlRange`, in seconds), where Fiori SwiftUI's `DurationPicker` stops
    /// whatever its `maximumMinutes` says (its documented default is also its limit). FormKit's
    /// `FUIDurationPickerFormCell` documents no bound of its own, so the model keeps every platform
    /// to this one.
    static let durationMinutesLimit = Int(FormKindRules.defaultRange(of: .durationPicker)?.high ?? 0) / 60

    /// The range the row's control keeps its value in: a slider's or stepper's `min` and `max`,
    /// each side defaulting to the kind's (``FormKindRules/defaultRange(of:)``), a rating's
    /// stars, a duration from zero (at least one interval where it may not be zero, in seconds, as
    /// a `TimeInterval` holds it) to the last whole interval within ``durationMinutesLimit``, and
    /// one of the options for an `Int` index. ``accepted(by:)`` narrows it by the row's rules.
    static func control(of row: ResolvedFormRow) -> FormValueBounds {
        let definition = row.definition
        switch definition.kind.value {
        case .rating, .slider, .stepper:
            let range = FormKindRules.defaultRange(of: definition.kind.value)
            return FormValueBounds(
                low: definition.minimum?.value ?? range?.low, high: definition.maximum?.value ?? range?.high)
        case .durationPicker:
            let interval = minuteInterval(of: row)
            let lowest = allowsZeroDuration(row) ? 0 : interval
            return FormValueBounds(
                low: Double(lowest * 60), high: Double(durationMinutesLimit / interval * interval * 60))
        case .valuePicker, .segmentedControl:
            // An enum-bound row cannot hold another value; an index must name one of the options.
            guard row.field?.type == .standard("Int"), let count = FormKindRules.optionCount(of: row), count > 0
            else { return FormValueBounds() }
            return FormValueBounds(low: 0, high: Double(count - 1))
        default:
            return FormValueBounds()
        }
    }

    /// The control's range narrowed by `rules.min` and `rules.max`, which the generated `validate`
    /// checks.
    static func accepted(by row: ResolvedFormRow) -> FormValueBounds {
        let control = control(of: row)
        let rules = row.definition.rules
        return FormValueBounds(
            low: [control.low, rules?.min?.value].compactMap { $0 }.max(),
            high: [control.high, rules?.max?.value].compactMap { $0 }.min())
    }

    /// What the FormKit, SwiftUI and Fiori SwiftUI controls are given (but FormKit's duration
    /// cell, which takes no bounds, only the interval and whether zero is allowed):
    /// ``accepted(by:)``, so that no control offers a value `validate` refuses, with its ends moved
    /// inward to whole steps where the row has a ``grid(of:)`` (a stepper starting between two
    /// steps would offer only refused values), and a duration's to whole minutes, which its
    /// pickers count in.
    static func offered(by row: ResolvedFormRow) -> FormValueBounds {
        var bounds = accepted(by: row)
        if let (origin, step) = grid(of: row) {
            let steps = { (value: Double, rule: FloatingPointRoundingRule) in
                let count = (value - origin) / step
                let nearest = count.rounded()
                // A bound already on a step (within the runtime's tolerance) is kept as written.
                return abs(count - nearest) <= 1e-9 * Swift.max(1, abs(count))
                    ? value : origin + count.rounded(rule) * step
            }
            bounds.low = bounds.low.map { steps($0, .up) }
            bounds.high = bounds.high.map { steps($0, .down) }
        } else if row.definition.kind.value == .durationPicker {
            bounds.low = bounds.low.map { ($0 / 60).rounded(.up) * 60 }
            bounds.high = bounds.high.map { ($0 / 60).rounded(.down) * 60 }
        }
        return bounds
    }

    /// Where the ends of ``accepted(by:)`` and ``offered(by:)`` come from when the definitions did
    /// not write them, for the comment that says so; `nil` when they did.
    static func note(of row: ResolvedFormRow) -> FormBoundsNote? {
        let definition = row.definition
        switch definition.kind.value {
        case .rating, .slider, .stepper:
            let rules = definition.rules
            let control = control(of: row)
            let lowWritten =
                definition.minimum != nil || rules?.min.map { $0.value >= (control.low ?? -.infinity) } == true
            let highWritten =
                definition.maximum != nil || rules?.max.map { $0.value <= (control.high ?? .infinity) } == true
            switch (lowWritten, highWritten) {
            case (false, false): return .kindRange
            case (false, true): return .kindLow
            case (true, false): return .kindHigh
            case (true, true): return nil
            }
        case .durationPicker: return .durationSeconds
        case .valuePicker, .segmentedControl: return control(of: row) == FormValueBounds() ? nil : .optionIndex
        default: return nil
        }
    }

    /// The minutes a duration picker's wheel turns by: its `minuteInterval`, else the schema's
    /// default (FormKit's cell, whose own default differs, is given it too).
    static func minuteInterval(of row: ResolvedFormRow) -> Int {
        row.definition.minuteInterval?.value ?? SchemaKeys.FormRow.Defaults.minuteInterval
    }

    /// Whether a duration picker holds zero: its `allowsZero`, else the schema's default
    /// (FormKit's cell, whose own default differs, is given it too).
    static func allowsZeroDuration(_ row: ResolvedFormRow) -> Bool {
        row.definition.allowsZero?.value ?? SchemaKeys.FormRow.Defaults.allowsZero
    }

    /// The step a stepper moves by, counted from its range's low end, which the generated
    /// `validate` checks a value keeps to and every platform's stepper is given; `nil` for a
    /// stepper without `step` (its buttons move by one, a value typed or set in code need not).
    static func step(of row: ResolvedFormRow) -> Double? {
        row.definition.kind.value == .stepper ? row.definition.step?.value : nil
    }

    /// The values between which a row's field must be whole steps, and the step: a stepper's
    /// `step` from its range's low end, a duration picker's `minuteInterval` above 1 from zero (in
    /// seconds); `nil` for a row whose values need not be.
    static func grid(of row: ResolvedFormRow) -> (origin: Double, step: Double)? {
        if let step = step(of: row) { return (control(of: row).low ?? 0, step) }
        let interval = minuteInterval(of: row)
        guard row.definition.kind.value == .durationPicker, interval > 1 else { return nil }
        return (0, Double(interval * 60))
    }

    /// Whether the row can be valid at all: some value lies within ``accepted(by:)`` and, where
    /// the row has a ``grid(of:)``, is a whole number of steps (as the runtime's rules judge one,
    /// within a billionth of the number of steps), and ``offered(by:)`` is not empty, so a
    /// duration's rules leave a whole minute even where `validate` would take seconds within one
    /// (every platform's control would otherwise be given a range whose low end is above its high).
    static func acceptsSomeValue(_ row: ResolvedFormRow) -> Bool {
        let accepted = accepted(by: row)
        guard !accepted.isEmpty, !offered(by: row).isEmpty else { return false }
        guard let (origin, step) = grid(of: row), let low = accepted.low, let high = accepted.high else { return true }
        let tolerance = { (count: Double) in 1e-9 * Swift.max(1, abs(count)) }
        let first = (low - origin) / step
        let last = (high - origin) / step
        return (first - tolerance(first)).rounded(.up) <= last + tolerance(last)
    }

    /// Whether no value lies within the bounds.
    var isEmpty: Bool {
        guard let low, let high else { return false }
        return low > high
    }
}

/// Why a row's range holds numbers the definitions did not write, which the generated code says
/// in a comment beside them.
enum FormBoundsNote: Hashable, Sendable, MustacheEnum {
    /// Neither `min` nor `max` is given: the kind's default range (``FormKindRules/defaultRange(of:)``).
    case kindRange
    /// No `min` is given: the kind's default low end.
    case kindLow
    /// No `max` is given: the kind's default high end.
    case kindHigh
    /// An `Int` value picker's or segmented control's index: from 0 to the last option's.
    case optionIndex
    /// A duration in seconds: whole minute intervals within ``FormValueBounds/durationMinutesLimit``.
    case durationSeconds
}
