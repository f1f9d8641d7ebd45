/// The bounds the schema gives a number a key takes (JSON Schema's `minimum`, `exclusiveMinimum`,
/// `maximum` and `exclusiveMaximum`), generated into `SchemaKeys` (`SchemaKeys.ListScreen.Bounds.pageSize`)
/// so that the decoder and the rules refuse exactly what the schema refuses, and say so in words
/// made from the same numbers.
package struct SchemaBounds<Value: SchemaNumber>: Sendable {
    package var minimum: Value?
    package var exclusiveMinimum: Value?
    package var maximum: Value?
    package var exclusiveMaximum: Value?

    package init(
        minimum: Value? = nil, exclusiveMinimum: Value? = nil, maximum: Value? = nil, exclusiveMaximum: Value? = nil
    ) {
        self.minimum = minimum
        self.exclusiveMinimum = exclusiveMinimum
        self.maximum = maximum
        self.exclusiveMaximum = exclusiveMaximum
    }

    /// Whether the schema accepts `value` (a NaN never: each test is written to fail on one).
    package func contains(_ value: Value) -> Bool {
        if let minimum, !(value >= minimum) { return false }
        if let exclusiveMinimum, !(value > exclusiveMinimum) { return false }
        if let maximum, !(value <= maximum) { return false }
        if let exclusiveMaximum, !(value < exclusiveMaximum) { return false }
        return true
    }

    /// The bounds as a message writes them after "must be": `1...10000`, `at least 1`,
    /// `positive` (above zero), `above 2 and at most 5`.
    package var phrase: String {
        if let minimum, let maximum { return "\(Self.text(minimum))...\(Self.text(maximum))" }
        var parts: [String] = []
        if let minimum { parts.append("at least \(Self.text(minimum))") }
        if let exclusiveMinimum {
            parts.append(exclusiveMinimum == .zero ? "positive" : "above \(Self.text(exclusiveMinimum))")
        }
        if let maximum { parts.append("at most \(Self.text(maximum))") }
        if let exclusiveMaximum { parts.append("below \(Self.text(exclusiveMaximum))") }
        return parts.joined(separator: " and ")
    }

    /// A bound as a message writes it: a whole `Double` without its `.0`, as the schema has it.
    private static func text(_ bound: Value) -> String {
        let number = bound.doubleValue
        return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : "\(bound)"
    }

    /// What a message says of a value out of bounds: "must not be negative" for a `minimum` of 0
    /// alone, else "must be" and the ``phrase``.
    package var requirement: String {
        let onlyMinimum = maximum == nil && exclusiveMinimum == nil && exclusiveMaximum == nil
        return onlyMinimum && minimum == .zero ? "must not be negative" : "must be \(phrase)"
    }

    /// The bounds by keyword, as numbers, to compare with the schema.
    package var keywords: [String: Double] {
        let all = [
            ("minimum", minimum), ("exclusiveMinimum", exclusiveMinimum), ("maximum", maximum),
            ("exclusiveMaximum", exclusiveMaximum),
        ]
        return Dictionary(
            uniqueKeysWithValues: all.compactMap { keyword, value in value.map { (keyword, $0.doubleValue) } })
    }
}

/// The numbers a schema bound is: an `integer`'s `Int`, a `number`'s `Double`.
package protocol SchemaNumber: Comparable, AdditiveArithmetic, Sendable, CustomStringConvertible {
    var doubleValue: Double { get }
}

extension Int: SchemaNumber {
    package var doubleValue: Double { Double(self) }
}

extension Double: SchemaNumber {
    package var doubleValue: Double { self }
}
