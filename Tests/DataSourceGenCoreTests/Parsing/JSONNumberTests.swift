import DataSourceGenCore
import Testing

@Suite struct JSONNumberTests {
    static let exactIntegers: [(String, Int?)] = [
        ("0", 0), ("-0", 0), ("+7", 7), ("3.0", 3), ("3e2", 300), ("3E+2", 300), ("300e-2", 3),
        ("1.5e1", 15), (".5e1", 5), ("5.", 5), ("1000e-3", 1), ("0.0e99999999999999999999", 0),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ("9007199254740993", 9_007_199_254_740_993), ("0x7FFFFFFFFFFFFFFF", Int.max),
        ("-0x8000000000000000", Int.min), ("0x0000000000000000000000001", 1), ("-0x10", -16),
        ("2.5", nil), ("1.25e1", nil), ("100e-3", nil), ("0.5", nil), ("1e100", nil),
        ("9223372036854775808", nil), ("-9223372036854775809", nil), ("0x10000000000000000", nil),
        ("1e99999999999999999999", nil), ("1e-99999999999999999999", nil),
        ("1e-9223372036854775808", nil), ("0.1e-9223372036854775808", nil),
        ("Infinity", nil), ("-Infinity", nil), ("NaN", nil),
    ]

    @Test(arguments: exactIntegers)
    func intValueIsExactOrNil(_ literal: String, _ expected: Int?) throws {
        let number = try #require(JSONNumber(literal: literal))
        #expect(number.intValue == expected)
    }

    static let doubles: [(String, Double)] = [
        ("0", 0), ("1.5", 1.5), ("-2.25e2", -225), (".5", 0.5), ("1.", 1), ("+1", 1), ("0x1F", 31),
        ("-0xff", -255), ("1e400", .infinity), ("-1e400", -.infinity), ("1e-400", 0),
        ("Infinity", .infinity), ("+Infinity", .infinity), ("-Infinity", -.infinity),
        ("123456789012345678901234567890", 123_456_789_012_345_678_901_234_567_890.0),
    ]

    @Test(arguments: doubles)
    func doubleValueIsTheNearestDouble(_ literal: String, _ expected: Double) throws {
        #expect(try #require(JSONNumber(literal: literal)).doubleValue == expected)
    }

    @Test func negativeZeroAndNaNKeepTheirMeaning() throws {
        #expect(try #require(JSONNumber(literal: "-0")).doubleValue.sign == .minus)
        #expect(try #require(JSONNumber(literal: "-NaN")).doubleValue.isNaN)
        #expect(try #require(JSONNumber(literal: "+NaN")).doubleValue.isNaN)
    }

    @Test(arguments: [" 12", "12 ", "abc", "\"1\"", "1,", "[1]", "01", "", "-", "1e", "true", "Infinity1"])
    func literalInitializerRejectsAnythingButOneNumber(_ text: String) {
        #expect(JSONNumber(literal: text) == nil)
    }

    @Test func literalsAreKeptAndCompared() throws {
        #expect(JSONNumber(-5).literal == "-5")
        #expect(JSONNumber(-5).intValue == -5)
        #expect(JSONNumber(literal: "0x1F")?.description == "0x1F")
        #expect(JSONNumber(literal: "1.0") != JSONNumber(literal: "1"))
        #expect(JSONNumber(literal: "1.0") == JSONNumber(literal: "1.0"))
    }

    /// Zero is decided on the digits, so a literal that underflows to a zero `Double` is not zero.
    @Test func zeroIsDecidedOnTheDigits() {
        let zeros = ["0", "-0", "+0.0", "0.", ".0", "0e-500", "0E9999999999999999999", "0x0", "-0x00"]
        let others = ["1e-400", "-1e-400", "0.001", "0x1", "Infinity", "-NaN", ".5", "10e-20"]
        #expect(zeros.filter { JSONNumber(literal: $0)?.isZero != true } == [])
        #expect(others.filter { JSONNumber(literal: $0)?.isZero != false } == [])
    }
}
