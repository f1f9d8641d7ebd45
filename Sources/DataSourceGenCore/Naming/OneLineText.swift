/// Makes user text safe to show on one line: in a `///` comment of generated code, and in a
/// diagnostic, which Xcode and SwiftPM only show as one located error when it is one line.
///
/// A newline in a name or title would end the comment and turn the rest into code (or split the
/// diagnostic); control and bidirectional-override characters would make the text display
/// differently from what it is. They are shown as Swift-style escapes instead, so the line
/// reads exactly what the definitions say.
enum OneLineText {
    static func make(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Control characters, zero-width characters, bidi controls, line and paragraph separators.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF:
            return true
        default:
            return false
        }
    }
}
