extension JSONScanner {
    /// Consumes a JSON5 number (the cursor is on a sign, a digit or a '.') and returns its text.
    mutating func scanNumber() throws(JSONScanError) -> JSONNumber {
        let start = index
        var afterSign = ""
        if let current = byte, current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
            afterSign = " after '\(Character(Unicode.Scalar(current)))'"
            advanceASCII()
        }
        switch byte {
        case UInt8(ascii: "I"), UInt8(ascii: "N"):
            let word = text(index..<(index + wordLength(at: index)))
            guard word == "Infinity" || word == "NaN" else {
                throw error("expected a digit, 'Infinity' or 'NaN'\(afterSign) but found \(foundDescription)")
            }
            _ = scanWord()
        case UInt8(ascii: "0") where byte(after: 1) == UInt8(ascii: "x") || byte(after: 1) == UInt8(ascii: "X"):
            advanceASCII()
            advanceASCII()
            guard let digit = byte, Self.hexValue(digit) != nil else {
                throw error("expected a hexadecimal digit after '0x' but found \(foundCharacterDescription)")
            }
            while let digit = byte, Self.hexValue(digit) != nil { advanceASCII() }
        case let digit? where digit == UInt8(ascii: ".") || Self.isDigit(digit):
            try scanDecimal()
        default:
            throw error("expected a digit, 'Infinity' or 'NaN'\(afterSign) but found \(foundDescription)")
        }
        // ECMAScript: a numeric literal must not run straight into an identifier or a digit.
        if let next = scalar, Self.isIdentifierStart(next) || Self.isDigit(byte) {
            let literal = text(start..<index)
            throw error(
                "unexpected \(foundDescription) directly after the number '\(literal)'; separate values with ',' or quote the text"
            )
        }
        return JSONNumber(checkedLiteral: text(start..<index))
    }

    /// Integer part (no leading zeros), optional fraction, optional exponent; JSON5 allows
    /// `1.` and `.5`.
    private mutating func scanDecimal() throws(JSONScanError) {
        var integerDigits = 0
        if byte == UInt8(ascii: "0") {
            advanceASCII()
            integerDigits = 1
            if Self.isDigit(byte) {
                throw error(
                    "numbers cannot have leading zeros; remove the '0' before \(foundDescription) (or quote the value if it is an identifier)"
                )
            }
        } else {
            integerDigits = skipDigits()
        }
        if byte == UInt8(ascii: ".") {
            advanceASCII()
            if skipDigits() == 0, integerDigits == 0 {
                throw error("expected a digit after '.' but found \(foundDescription)")
            }
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            advanceASCII()
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { advanceASCII() }
            if skipDigits() == 0 {
                throw error("expected a digit in the exponent of the number but found \(foundDescription)")
            }
        }
    }

    private mutating func skipDigits() -> Int {
        var end = index
        while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
        let count = end - index
        skip(bytes: count, columns: count)
        return count
    }

    static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= 0x30 && byte <= 0x39
    }
}
