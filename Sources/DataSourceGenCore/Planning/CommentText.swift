/// Makes user text safe to place inside a `///` line comment of generated code.
///
/// A newline in a name or title would end the comment and turn the rest into code; control and
/// bidirectional-override characters would make the comment display differently from what the
/// compiler reads. They are shown as Swift-style escapes instead, so the comment stays one line
/// and reads exactly what the definitions say.
enum CommentText {
    static func make(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisibleOrControl(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func isInvisibleOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF:
            return true
        default:
            return false
        }
    }
}
