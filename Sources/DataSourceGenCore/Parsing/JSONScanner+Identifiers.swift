extension JSONScanner {
    /// ECMAScript 5.1 IdentifierStart without the escape form: `$`, `_` and Unicode letters.
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIIIdentifierStart(UInt8(truncatingIfNeeded: scalar.value)) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// ECMAScript 5.1 IdentifierPart without the escape form: starts, digits, combining marks,
    /// connector punctuation, ZWNJ and ZWJ.
    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIIIdentifierPart(UInt8(truncatingIfNeeded: scalar.value)) }
        if isIdentifierStart(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return scalar == "\u{200C}" || scalar == "\u{200D}"
        }
    }

    // Plain comparisons rather than range patterns: debug builds turn `case "a"..."z"` into
    // generic calls, and these run for every byte of every key.
    static func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x24 || byte == 0x5F
    }

    static func isASCIIIdentifierPart(_ byte: UInt8) -> Bool {
        isASCIIIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// The byte length of the bare word (identifier characters, no escapes) at `position`,
    /// 0 when no word starts there.
    func wordLength(at position: Int) -> Int {
        var end = position
        guard end < bytes.count else { return 0 }
        if bytes[end] < 0x80 {
            guard Self.isASCIIIdentifierStart(bytes[end]) else { return 0 }
            end += 1
            while end < bytes.count, bytes[end] < 0x80, Self.isASCIIIdentifierPart(bytes[end]) { end += 1 }
            if end >= bytes.count || bytes[end] < 0x80 { return end - position }
        } else {
            guard let (first, length) = scalar(at: end), Self.isIdentifierStart(first) else { return 0 }
            end += length
        }
        while let (next, length) = scalar(at: end), Self.isIdentifierPart(next) { end += length }
        return end - position
    }

    /// True when the bare word at the cursor is exactly `keyword`.
    func wordIs(_ keyword: StaticString, length: Int) -> Bool {
        guard length == keyword.utf8CodeUnitCount else { return false }
        let start = keyword.utf8Start
        for offset in 0..<length where bytes[index + offset] != start[offset] { return false }
        return true
    }

    /// Consumes the bare word under the cursor and returns it ("" when there is none).
    mutating func scanWord() -> String {
        let start = index
        let end = start + wordLength(at: start)
        skip(bytes: end - start, columns: scalarCount(start..<end))
        return text(start..<end)
    }

    /// How many scalars the bytes in `range` hold (every byte that is not a continuation byte).
    func scalarCount(_ range: Range<Int>) -> Int {
        var count = 0
        for offset in range where bytes[offset] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Consumes an unquoted key: an ECMAScript IdentifierName, `\uXXXX` escapes included.
    /// The caller has checked that the cursor is on an identifier start or a backslash.
    mutating func scanIdentifierKey() throws(JSONScanError) -> String {
        let plainLength = wordLength(at: index)
        if plainLength > 0, byte(after: plainLength) != UInt8(ascii: "\\") {
            return scanWord()
        }
        var key = String.UnicodeScalarView()
        while let current = scalar {
            let isFirst = key.isEmpty
            if current == "\\" {
                let escapeStart = position
                let escapeIndex = index
                advanceASCII()
                guard byte == UInt8(ascii: "u") else {
                    throw error(
                        at: escapeStart,
                        "expected 'u' after '\\' in an unquoted key; only '\\uXXXX' escapes are allowed in keys without quotes"
                    )
                }
                advanceASCII()
                guard let value = scanHexDigits(count: 4) else {
                    throw error("expected four hexadecimal digits after '\\u' but found \(foundCharacterDescription)")
                }
                guard let decoded = Unicode.Scalar(value),
                    isFirst ? Self.isIdentifierStart(decoded) : Self.isIdentifierPart(decoded)
                else {
                    let written = text(escapeIndex..<index)
                    throw error(
                        at: escapeStart,
                        "the escape '\(written)' is not allowed in an unquoted key; put the key in quotes")
                }
                key.append(decoded)
            } else if isFirst ? Self.isIdentifierStart(current) : Self.isIdentifierPart(current) {
                key.append(current)
                advance()
            } else {
                break
            }
        }
        return String(key)
    }

    /// Consumes exactly `count` hexadecimal digits and returns their value, or returns `nil`
    /// (consuming the valid digits that were there) when fewer follow.
    mutating func scanHexDigits(count: Int) -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let current = byte, let digit = Self.hexValue(current) else { return nil }
            value = value << 4 | digit
            advanceASCII()
        }
        return value
    }

    /// The value of one hexadecimal digit.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
