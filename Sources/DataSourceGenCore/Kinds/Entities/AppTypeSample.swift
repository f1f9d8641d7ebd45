/// An app type's `sample`, a Swift expression the generated previews write as a value of the type:
/// it must stay one expression on one line wherever it is written (an argument, an array element),
/// so a line break, a control character, a `;`, a comment or an unbalanced bracket or quote, any
/// of which would change the code around it, is refused where it is written. So is a sample longer
/// than ``maximumLength`` or nested deeper than ``SwiftTypeParser/maximumDepth``, which only a
/// mistake or hostile input writes, and which would make every later stage work in vain.
enum AppTypeSample {
    /// Why a sample is refused.
    enum Refusal: Equatable {
        /// Not one expression on one line, for the reason given.
        case notOneExpression(String)
        /// Longer than ``maximumLength``.
        case tooLong
        /// Brackets nested deeper than ``SwiftTypeParser/maximumDepth``.
        case tooDeep
    }

    /// The most characters a sample may have: a value for previews, written on one line.
    static let maximumLength = 1_000

    /// Why `text` is refused, or `nil` when it is one expression on one line, short and flat enough.
    static func refusal(of text: String) -> Refusal? {
        if text.allSatisfy(\.isWhitespace) { return .notOneExpression("it is empty") }
        if let scalar = text.unicodeScalars.first(where: isRefused) {
            let code = String(scalar.value, radix: 16, uppercase: true)
            let what = scalar.properties.isWhitespace ? "a line break" : "a control character"
            return .notOneExpression("it holds \(what) (U+\(code))")
        }
        if text.count > maximumLength { return .tooLong }
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
            case "(", "[", "{":
                guard closers.count < SwiftTypeParser.maximumDepth else { return .tooDeep }
                closers.append(Self.closers[character] ?? character)
            case ")", "]", "}":
                guard closers.popLast() == character else { return .notOneExpression("its brackets do not pair up") }
            case ";": return .notOneExpression("it holds a `;`, which would end it")
            case "/" where previous == "/", "*" where previous == "/": return .notOneExpression("it holds a comment")
            default: break
            }
        }
        if inString { return .notOneExpression("a string literal in it is not closed") }
        return closers.isEmpty ? nil : .notOneExpression("its brackets do not pair up")
    }

    private static let closers: [Character: Character] = ["(": ")", "[": "]", "{": "}"]

    /// Line breaks, control characters and the bidirectional controls, which would show the code
    /// other than it compiles.
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}
