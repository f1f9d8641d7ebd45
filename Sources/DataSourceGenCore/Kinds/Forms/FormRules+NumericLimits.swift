/// A number row's bounds and step become Swift literals of its field's type, and its steps a
/// count the runtime checks a value against: each must mean the number the definitions wrote.
extension ValidationContext {
    /// The most steps a stepper's range may hold: the runtime's step check tolerates a billionth of
    /// the number of steps, a thousandth of a step here, where a step is still told from the next.
    static let stepCountLimit = 1_000_000.0

    mutating func checkNumericLimits(of row: ResolvedFormRow, path: String) {
        let definition = row.definition
        let kind = definition.kind.value
        guard FormKindRules.numberKinds.contains(kind), kind != .rating else { return }
        // A slider binds a `Float`; a stepper and a duration picker a `Double` (`TimeInterval`).
        let type = kind == .slider ? "Float" : "Double"
        let written: [(String, Located<Double>?)] = [
            ("min", definition.minimum), ("max", definition.maximum), ("step", definition.step),
            ("rules.min", definition.rules?.min), ("rules.max", definition.rules?.max),
        ]
        for case let (key, number?) in written where !Self.isWritable(number.value, as: type) {
            error(
                number.location,
                "`\(path).\(key)` (\(number.value)) is not a number a `\(type)` holds as written, so generated code would change it; write \(FieldDefault.example(for: .standard(type)))"
            )
        }
        // A step refused above is not counted again.
        guard let step = FormValueBounds.step(of: row), step > 0, Self.isWritable(step, as: type),
            let location = definition.step?.location,
            case let control = FormValueBounds.control(of: row), let low = control.low, let high = control.high,
            low <= high
        else { return }
        let count = (high - low) / step
        if !(count <= Self.stepCountLimit) {
            error(
                location,
                "`\(path).step` (\(step)) divides the stepper's range \(low)...\(high) into \(count) steps, more than \(Int(Self.stepCountLimit)) (beyond that the runtime cannot tell a value on a step from one between two); use a larger step or a narrower range"
            )
        }
    }

    /// Whether `value` is zero or a normal number of `type` (`Float` or `Double`): Swift warns on a
    /// literal that overflows to infinity or underflows into the subnormals or to zero, as for a
    /// field's default (``FieldDefault/make(_:type:section:)``).
    static func isWritable(_ value: Double, as type: String) -> Bool {
        value == 0 || (type == "Float" ? Float(value).isNormal : value.isNormal)
    }
}
