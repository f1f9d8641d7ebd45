import DataSourceGenCore
import Testing

@Suite struct SwiftStringLiteralTests {
    /// Text that has broken string literals somewhere.
    static let nastyTexts: [String] = [
        "", "plain", "\"", "\\", "\\(x)", "\\\\(x)", "\"\"\"", "#\"raw\"#", "\"#", "##",
        "line\nbreak", "cr\rlf\r\n", "tab\there", "nul\0byte", "\u{7F}", "\u{1B}[31m",
        "\u{80}\u{85}\u{9F}", String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }),
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "❤️", "#️⃣", "👍🏽", "🇫🇷🇩🇪", "🇫", "\u{1F3FB}", "e\u{0301}",
        "\u{0301}", "\u{0301}start", "end\u{0301}", "\u{0301}\u{0302}\u{0303}", "\"\u{0301}",
        "\\\u{0301}", "\n\u{0301}", "\u{0D4E}", "x\u{0D4E}", "\u{0D4E}x", "\u{0600}1",
        "abc\u{202E}fed", "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\u{2066}\u{2067}\u{2068}\u{2069}",
        "\u{200E}\u{200F}", "\u{2028}\u{2029}", "\u{FEFF}bom", "\u{00A0}\u{3000}\u{2009}",
        "\u{200B}\u{200C}\u{200D}", "\u{3164}", "\u{E000}", "\u{FFFE}\u{FFFF}", "\u{10FFFF}",
        "\u{E0041}\u{E007F}", "a\u{FE0F}\u{FE0F}\u{FE0E}", "\u{FE0F}", "\u{E0100}", "\u{034F}",
        "\u{1100}\u{1161}\u{11A8}", "日本語 text", "עברית", "مرحبا", "\u{0000}\u{0001}",
        "'single'", "{braces}", "\u{2}\u{3}", "\u{D7FF}\u{E000}", "\u{FFFD}",
    ]

    @Test(arguments: nastyTexts)
    func nastyTextsRoundTripScalarForScalar(text: String) throws {
        let literal = SwiftStringLiteral.make(text)
        let decoded = try SwiftLiteralDecoder.decode(literal)
        #expect(decoded.scalars == Array(text.unicodeScalars), "\(literal)")
        assertReadableAndSafe(literal, decoded: decoded)
    }

    @Test func tenThousandRandomStringsRoundTrip() throws {
        var random = SplitMix64(seed: 20_240_601)
        let pool = Self.scalarPool
        for _ in 0..<10_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<random.next(below: 16) { text.append(pool[random.next(below: pool.count)]) }
            let original = String(text)
            let literal = SwiftStringLiteral.make(original)
            let decoded = try SwiftLiteralDecoder.decode(literal)
            #expect(decoded.scalars == Array(original.unicodeScalars), "\(literal)")
            assertReadableAndSafe(literal, decoded: decoded)
        }
    }

    @Test func exactLiterals() {
        #expect(SwiftStringLiteral.make("") == #""""#)
        #expect(SwiftStringLiteral.make("Hello") == #""Hello""#)
        #expect(SwiftStringLiteral.make(#"say "hi""#) == #""say \"hi\"""#)
        #expect(SwiftStringLiteral.make(#"\(x)"#) == #""\\(x)""#)
        #expect(SwiftStringLiteral.make("a\tb\nc\rd\0") == #""a\tb\nc\rd\0""#)
        #expect(SwiftStringLiteral.make("\u{7}\u{7F}\u{85}") == #""\u{0007}\u{007F}\u{0085}""#)
        #expect(SwiftStringLiteral.make("x\u{202E}y") == #""x\u{202E}y""#)
        #expect(SwiftStringLiteral.make("\u{2028}\u{FEFF}\u{00A0}") == #""\u{2028}\u{FEFF}\u{00A0}""#)
        #expect(SwiftStringLiteral.make("#\"\"\"#") == ##""#\"\"\"#""##)
        #expect(SwiftStringLiteral.make("café ☕ 日本") == "\"café ☕ 日本\"")
        #expect(SwiftStringLiteral.make("👨‍👩‍👧") == "\"👨‍👩‍👧\"")
        #expect(SwiftStringLiteral.make("❤️") == "\"❤️\"")
        #expect(SwiftStringLiteral.make("a\u{FE0F}\u{FE0F}") == "\"a\u{FE0F}\\u{FE0F}\"")
        #expect(SwiftStringLiteral.make("a\u{200D}b") == #""a\u{200D}b""#)
        #expect(SwiftStringLiteral.make("\u{0301}a") == #""\u{0301}a""#)
        #expect(SwiftStringLiteral.make("\n\u{0301}\u{0302}") == #""\n\u{0301}\u{0302}""#)
        #expect(SwiftStringLiteral.make("e\u{0301}") == "\"e\u{0301}\"")
        #expect(SwiftStringLiteral.make("\u{1F3FB}") == #""\u{1F3FB}""#)
        #expect(SwiftStringLiteral.make("x\u{0D4E}") == #""x\u{0D4E}""#)
        #expect(SwiftStringLiteral.make("\u{0D4E}x") == "\"\u{0D4E}x\"")
    }

    /// The literal is a single line, shows no invisible or reordering scalar, and no
    /// user-perceived character straddles a quote or an escape sequence.
    private func assertReadableAndSafe(_ literal: String, decoded: SwiftLiteralDecoder.Decoded) {
        var offset = 0
        var boundaries: Set<Int> = [0]
        for character in literal {
            offset += character.unicodeScalars.count
            boundaries.insert(offset)
        }
        #expect(decoded.syntaxEdges.isSubset(of: boundaries), "cluster straddles syntax: \(literal)")
        let scalars = Array(literal.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where !scalar.isASCII {
            let category = scalar.properties.generalCategory
            let allowedInvisible =
                scalar == "\u{200D}" || (0xFE00...0xFE0F).contains(scalar.value)
                || (0xE0100...0xE01EF).contains(scalar.value)
            #expect(
                ![
                    .control, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
                    .unassigned,
                ].contains(category), "raw \(scalar.value) in \(literal)")
            if !allowedInvisible {
                #expect(
                    category != .format && !scalar.properties.isDefaultIgnorableCodePoint,
                    "raw invisible \(scalar.value) in \(literal)")
            }
            if (0xFE00...0xFE0F).contains(scalar.value), index > 0 {
                #expect(!(0xFE00...0xFE0F).contains(scalars[index - 1].value), "selector run in \(literal)")
            }
        }
        #expect(scalars.allSatisfy { !$0.isASCII || (0x20...0x7E).contains($0.value) })
    }

    static let scalarPool: [Unicode.Scalar] = {
        var pool: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "(", ")", "#", "'", "{", "}", "u", "0"]
        let values: [UInt32] =
            Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + [
                0xA0, 0xAD, 0xE9, 0x0301, 0x0302, 0x034F, 0x0600, 0x061C, 0x0D4E, 0x1100, 0x1161,
                0x11A8, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2028, 0x2029,
                0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2060, 0x2066, 0x2067, 0x2068, 0x2069,
                0x20E3, 0x2764, 0x3000, 0x3164, 0x65E5, 0xAC00, 0xD7FF, 0xE000, 0xFE0E, 0xFE0F,
                0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x1F1EB, 0x1F1F7, 0x1F3F3, 0x1F3FB, 0x1F3FD,
                0x1F308, 0x1F468, 0x1F469, 0x1F467, 0x1F44D, 0xE0041, 0xE007F, 0xE0100, 0x10FFFF,
            ]
        pool += values.compactMap(Unicode.Scalar.init)
        return pool
    }()
}
