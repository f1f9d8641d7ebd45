extension JSONScanner {
    /// Skips whitespace and comments: everything JSON5 allows between tokens.
    mutating func skipTrivia() throws(JSONScanError) {
        while index < bytes.count {
            let current = bytes[index]
            if current == 0x20 || current == 0x09 || current == 0x0B || current == 0x0C {
                advanceASCII()
            } else if current == 0x0A || current == 0x0D {
                advance()
            } else if current == UInt8(ascii: "/") {
                let next = byte(after: 1)
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                } else if next == UInt8(ascii: "*") {
                    try skipBlockComment()
                } else {
                    return
                }
            } else if current >= 0x80, let scalar, Self.isWhitespace(scalar) {
                advance()
            } else {
                return
            }
        }
    }

    /// JSON5 whitespace beyond ASCII: U+00A0, U+FEFF, U+2028, U+2029 and every other space
    /// separator (Zs).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\u{20}", "\u{09}", "\u{0A}", "\u{0B}", "\u{0C}", "\u{0D}",
            "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{2029}":
            true
        default:
            scalar.properties.generalCategory == .spaceSeparator
        }
    }

    private mutating func skipLineComment() {
        while !isAtEnd, !isAtLineTerminator { advance() }
    }

    private mutating func skipBlockComment() throws(JSONScanError) {
        let start = position
        advanceASCII()
        advanceASCII()
        while let current = byte {
            if current == UInt8(ascii: "*"), byte(after: 1) == UInt8(ascii: "/") {
                advanceASCII()
                advanceASCII()
                return
            }
            advance()
        }
        throw error("unterminated comment starting at \(start.text); close it with '*/'")
    }
}
