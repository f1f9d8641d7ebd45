extension JSONScanner {
    /// What is under the cursor, in the words a message uses after "found": `'x'`, a whole word
    /// such as `'hello'`, "a line break", "the end of the file", or a code point for invisible
    /// characters.
    var foundDescription: String {
        guard let current = scalar else { return "the end of the file" }
        if isAtLineTerminator { return "a line break" }
        let wordLength = wordLength(at: index)
        if wordLength > 0 {
            return "'\(Self.abbreviated(text(index..<(index + wordLength))))'"
        }
        if Self.isDigit(byte) {
            var end = index
            while Self.isDigit(end < bytes.count ? bytes[end] : nil) { end += 1 }
            return "'\(Self.abbreviated(text(index..<end)))'"
        }
        return Self.describe(current)
    }

    /// Just the character under the cursor (no whole word), for places where one character is
    /// wrong, such as a bad hexadecimal digit.
    var foundCharacterDescription: String {
        guard let current = scalar else { return "the end of the file" }
        return isAtLineTerminator ? "a line break" : Self.describe(current)
    }

    /// A single character as a message shows it.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case " ": return "a space"
        case "\t": return "a tab"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .surrogate, .privateUse, .unassigned:
            return "the invisible character \(codePoint(scalar))"
        default:
            return "'\(scalar)'"
        }
    }

    /// `U+00A0` notation.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Shortens long text so a message stays on one readable line.
    static func abbreviated(_ text: String, limit: Int = 40) -> String {
        text.unicodeScalars.count <= limit
            ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }

    /// A key or string as a message quotes it: double quotes, with quotes, backslashes and
    /// invisible characters escaped so the message itself stays unambiguous.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in abbreviated(text).unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u" + codePoint(scalar).dropFirst(2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
