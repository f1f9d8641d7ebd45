/// A JSON or JSON5 number, kept as its literal text.
///
/// Keeping the text (rather than a `Double`) lets the reader decide the type: `9007199254740993`
/// stays an exact `Int`, `1.0` can still be accepted where an integer is wanted, and `NaN` does not
/// make a node unequal to itself. Two numbers are equal when they are written the same way.
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number exactly as written, sign included: `-12`, `0x1F`, `.5`, `+Infinity`.
    package let literal: String

    /// Wraps text the parser has already checked against the JSON5 number grammar.
    init(checkedLiteral literal: String) {
        self.literal = literal
    }

    /// Creates a number from JSON5 number text, or `nil` when the text is not exactly one number.
    package init?(literal: String) {
        guard let node = try? JSONParser.parse(literal, file: ""),
            case .number(let number) = node.value,
            number.literal == literal
        else { return nil }
        self = number
    }

    /// Creates the number written as `value` is printed in decimal.
    package init(_ value: Int) {
        self.literal = String(value)
    }

    /// The literal.
    package var description: String { literal }

    /// The nearest `Double`; out-of-range literals become infinities, as in JavaScript.
    package var doubleValue: Double {
        let (negative, body) = splitSign()
        let magnitude: Double
        switch body {
        case "Infinity": magnitude = .infinity
        case "NaN": magnitude = .nan
        // Swift's parser reads hexadecimal (`0x1F`) and every JSON5 decimal form (`1.`, `.5`).
        default: magnitude = Double(String(body)) ?? .nan
        }
        return negative ? -magnitude : magnitude
    }

    /// Whether the literal denotes zero, whatever its sign and exponent (`0`, `-0.0`, `0e-500`,
    /// `0x0`): a literal that is not, yet whose ``doubleValue`` is zero, underflowed.
    package var isZero: Bool {
        let (_, body) = splitSign()
        if body.hasPrefix("0x") || body.hasPrefix("0X") { return body.dropFirst(2).allSatisfy { $0 == "0" } }
        if body == "Infinity" || body == "NaN" { return false }
        return body.prefix { $0 != "e" && $0 != "E" }.allSatisfy { $0 == "0" || $0 == "." }
    }

    /// The value as an `Int` when it is exactly an integer that fits (`3`, `-0`, `3.0`, `3e2`,
    /// `0x10`), otherwise `nil` (`2.5`, `1e100`, `NaN`). Decided on the digits, never via `Double`,
    /// so large integers are not rounded.
    package var intValue: Int? {
        let (negative, body) = splitSign()
        if body == "Infinity" || body == "NaN" { return nil }
        let magnitude: UInt64?
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            magnitude = UInt64(body.dropFirst(2), radix: 16)
        } else {
            magnitude = Self.decimalIntegerMagnitude(body)
        }
        guard let magnitude else { return nil }
        if negative {
            if magnitude == UInt64(Int.max) + 1 { return Int.min }
            return magnitude <= UInt64(Int.max) ? -Int(magnitude) : nil
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    private func splitSign() -> (negative: Bool, body: Substring) {
        let text = Substring(literal)
        switch text.first {
        case "-": return (true, text.dropFirst())
        case "+": return (false, text.dropFirst())
        default: return (false, text)
        }
    }

    /// The exact integer a decimal literal denotes, or `nil` when it has a fractional part or
    /// does not fit in 64 bits.
    private static func decimalIntegerMagnitude(_ body: Substring) -> UInt64? {
        let mantissa: Substring
        var exponent = 0
        if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = body[..<e]
            guard let parsed = Int(body[body.index(after: e)...]) else {
                // An exponent too long for Int is only harmless when the mantissa is zero.
                return mantissa.allSatisfy { $0 == "0" || $0 == "." } ? 0 : nil
            }
            exponent = parsed
        } else {
            mantissa = body
        }
        let integerPart = mantissa.prefix { $0 != "." }
        let fractionPart = mantissa.dropFirst(integerPart.count + 1)
        var digits = Substring(String(integerPart) + String(fractionPart)).drop { $0 == "0" }
        if digits.isEmpty { return 0 }
        let (scale, overflow) = exponent.subtractingReportingOverflow(fractionPart.count)
        if overflow { return nil }
        if scale < 0 {
            // Every digit moved behind the decimal point must be zero.
            guard scale > -digits.count, digits.suffix(-scale).allSatisfy({ $0 == "0" }) else { return nil }
            digits = digits.dropLast(-scale)
            return UInt64(digits)
        }
        guard scale <= 20 - digits.count else { return nil }
        return UInt64(String(digits) + String(repeating: "0", count: scale))
    }
}
