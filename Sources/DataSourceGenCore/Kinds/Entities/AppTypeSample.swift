/// An app type's `sample`, a Swift expression the generated previews write as a value of the type:
/// it must stay one expression on one line wherever it is written (an argument, an array element),
/// so a line break, a control character, a `;`, a comment or an unbalanced bracket or quote, any
/// of which would change the code around it, is refused where it is written.
enum AppTypeSample {
    /// Why `text` is not one expression on one line, or `nil` when it is.
    static func problem(in text: String) -> String? {
        if text.allSatisfy(\.isWhitespace) { return "it is empty" }
        if let scalar = text.unicodeScalars.first(where: isRefused) {
            let code = String(scalar.value, radix: 16, uppercase: true)
            return "it holds \(scalar.properties.isWhitespace ? "a line break" : "a control character") (U+\(code))"
        }
        var closers: [Character] = []
        var inString = false
        var escaped = false
        var previous: Character?
        for character in text {
            defer { previous = character }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(": closers.append(")")
            case "[": closers.append("]")
            case "{": closers.append("}")
            case ")", "]", "}":
                guard closers.popLast() == character else { return "its brackets do not pair up" }
            case ";": return "it holds a `;`, which would end it"
            case "/" where previous == "/", "*" where previous == "/": return "it holds a comment"
            default: break
            }
        }
        if inString { return "a string literal in it is not closed" }
        return closers.isEmpty ? nil : "its brackets do not pair up"
    }

    /// Line breaks, control characters and the bidirectional controls, which would show the code
    /// other than it compiles.
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}
