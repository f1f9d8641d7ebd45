/// Builds JSON string literals for messages that tell the user what to write in a definitions
/// file, so the suggestion pastes into the file as it is.
enum JSONStringLiteral {
    /// A double-quoted JSON string whose value is exactly `text`, escaping the same scalars as
    /// ``SwiftStringLiteral/make(_:)`` (controls, invisible and deceptive scalars, and those that
    /// would fuse with a quote or an escape), in JSON's syntax: `\"`, `\\`, `\t`, `\n`, `\r`, and
    /// `\uXXXX` for the rest (a surrogate pair above U+FFFF), where Swift writes `\0` and `\u{…}`.
    static func make(_ text: String) -> String {
        var json = ""
        var scalars = SwiftStringLiteral.make(text).unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escaped = scalars.next() else {
                json.unicodeScalars.append(scalar)
                continue
            }
            switch escaped {
            case "0":
                json += unicodeEscape(0)
            case "u":
                // `\u{XXXX}`: the braces hold hexadecimal digits only.
                var hex = ""
                while let digit = scalars.next(), digit != "}" { if digit != "{" { hex.unicodeScalars.append(digit) } }
                json += unicodeEscape(UInt32(hex, radix: 16) ?? 0xFFFD)
            default:
                // `\\`, `\"`, `\t`, `\n` and `\r` are spelt alike in both languages.
                json.unicodeScalars.append(scalar)
                json.unicodeScalars.append(escaped)
            }
        }
        return json
    }

    /// `\uXXXX`, or its UTF-16 surrogate pair above U+FFFF.
    private static func unicodeEscape(_ value: UInt32) -> String {
        guard value > 0xFFFF else { return "\\u" + hex4(value) }
        let offset = value - 0x10000
        return "\\u" + hex4(0xD800 + (offset >> 10)) + "\\u" + hex4(0xDC00 + (offset & 0x3FF))
    }

    private static func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
