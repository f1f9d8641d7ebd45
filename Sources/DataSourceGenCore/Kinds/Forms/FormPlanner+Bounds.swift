import Foundation

/// What a number row's control is given on every platform, all read from ``FormValueBounds``,
/// which the generated `validate` checks too: the range the rules narrow it to (`rules.min` and
/// `rules.max` included), so no platform's control offers a value the model refuses, nor stops
/// short of one it accepts.
extension FormPlanner {
    static func planBounds(_ plan: inout FormRowPlan, _ row: ResolvedFormRow) {
        let kind = row.definition.kind.value
        let bounds = FormValueBounds.offered(by: row)
        plan.rangeNote = FormValueBounds.note(of: row)
        switch kind {
        case .rating, .slider, .stepper:
            let literal = { (value: Double) in
                kind == .rating ? "\(Int(value))" : kind == .slider ? "\(Float(value))" : "\(value)"
            }
            plan.minimum = bounds.low.map(literal)
            plan.maximum = bounds.high.map(literal)
            plan.step = FormValueBounds.step(of: row).map { "\($0)" }
            if kind == .slider { planFioriSlider(&plan, bounds) }
            if kind == .rating { plan.ratingLowIsNarrowed = (bounds.low ?? 0) > 0 }
        case .durationPicker:
            let interval = FormValueBounds.minuteInterval(of: row)
            // FormKit's cell takes the interval and whether zero is allowed, and defaults to
            // other values than the model's, so it is always given both.
            plan.minuteInterval = "\(interval)"
            plan.minuteIntervalIsDefault = row.definition.minuteInterval == nil
            plan.allowsZero = StatedFlag(FormValueBounds.allowsZeroDuration(row))
            plan.durationStep = "\(Double(interval * 60))"
            plan.durationMinimum = bounds.low.map { "\($0)" }
            plan.durationMaximum = bounds.high.map { "\($0)" }
            plan.minimumMinutes = bounds.low.map { "\(Int($0) / 60)" }
            plan.maximumMinutes = bounds.high.map { "\(Int($0) / 60)" }
        default: break
        }
    }

    /// FioriSlider moves in steps and rounds to decimal places, where FormKit's slider is
    /// continuous: a thousandth of the range is finer than a thumb can be placed.
    private static func planFioriSlider(_ plan: inout FormRowPlan, _ bounds: FormValueBounds) {
        let span = (bounds.high ?? 1) - (bounds.low ?? 0)
        let step = span > 0 ? span / 1_000 : 1
        plan.sliderStep = "\(step)"
        plan.sliderStepIsDerived = true
        plan.sliderDecimalPlaces = "\(max(0, Int((-log10(step)).rounded(.up))))"
    }
}
