/// Builds Swift string literals that reproduce any text exactly.
package enum SwiftStringLiteral {
    /// A single-line, double-quoted Swift string literal whose value is exactly `text`, scalar for
    /// scalar (no normalisation).
    ///
    /// - `\` and `"` are escaped (`\\`, `\"`), so `\(` never interpolates and `"""` or `#` in
    ///   the text never open a multi-line or raw literal.
    /// - NUL, tab, LF and CR become `\0`, `\t`, `\n`, `\r`; every other C0 control, DEL and the
    ///   C1 controls become `\u{XXXX}` (hex, uppercase, at least four digits).
    /// - Invisible or deceptive scalars also become `\u{XXXX}`, so the source shows what the
    ///   string holds and cannot be reordered on screen ("Trojan Source"): format characters
    ///   (bidi embeddings, overrides and isolates U+202A–202E and U+2066–2069, marks such as
    ///   U+200E, zero-width spaces, the BOM, tag characters), line and paragraph separators
    ///   (U+2028/2029), every space other than U+0020, private-use, unassigned and noncharacter
    ///   code points, and default-ignorable scalars (Hangul fillers, U+034F ...).
    /// - Two of those stay visible where they belong to an emoji, for readability: a zero-width
    ///   joiner between two emoji (`👨‍👩‍👧`), and one variation selector right after a scalar that
    ///   is written as is (`❤️`); a second selector in a row is escaped, so data hidden in runs of
    ///   selectors shows.
    /// - Everything else printable (letters of any script, emoji, combining marks) is kept.
    /// - Finally no user-perceived character (extended grapheme cluster) may straddle a quote or
    ///   an escape: a combining mark or emoji modifier right after the opening quote or an escape
    ///   would otherwise fuse with it (`"` + U+0301 renders as one accented quote), and a prepended
    ///   concatenation mark before a closing quote would swallow it. The compiler reads scalars and
    ///   would accept either, but editors and readers work in characters, so every scalar of such
    ///   a cluster is escaped, using the standard library's own grapheme breaking.
    package static func make(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var forcedEscapes = [Bool](repeating: false, count: scalars.count)
        while true {
            let rendering = render(scalars, forcedEscapes: forcedEscapes)
            let fused = scalarsFusedWithSyntax(rendering)
            if fused.isEmpty { return rendering.text }
            for index in fused { forcedEscapes[index] = true }
        }
    }

    /// The literal text and, per output scalar, the input scalar it writes as is (nil for quotes
    /// and escape sequences).
    private struct Rendering {
        var text = ""
        var owners: [Int?] = []

        mutating func appendSyntax(_ syntax: String) {
            text += syntax
            owners += Array(repeating: nil, count: syntax.unicodeScalars.count)
        }

        mutating func appendLiteral(_ scalar: Unicode.Scalar, from index: Int) {
            text.unicodeScalars.append(scalar)
            owners.append(index)
        }
    }

    private static func render(_ scalars: [Unicode.Scalar], forcedEscapes: [Bool]) -> Rendering {
        var rendering = Rendering()
        rendering.appendSyntax("\"")
        var previousWasLiteral = false
        var previousWasSelector = false
        for (index, scalar) in scalars.enumerated() {
            let isSelector = isVariationSelector(scalar)
            let literal: Bool
            if forcedEscapes[index] {
                literal = false
            } else if let named = namedEscape(scalar) {
                rendering.appendSyntax(named)
                previousWasLiteral = false
                previousWasSelector = false
                continue
            } else if isSelector {
                literal = previousWasLiteral && !previousWasSelector
            } else if scalar == "\u{200D}" {
                literal =
                    previousWasLiteral && isEmoji(scalars[index - 1], orSelector: true)
                    && index + 1 < scalars.count && isEmoji(scalars[index + 1], orSelector: false)
            } else {
                literal = isVisible(scalar)
            }
            if literal {
                rendering.appendLiteral(scalar, from: index)
            } else {
                rendering.appendSyntax(unicodeEscape(scalar))
            }
            previousWasLiteral = literal
            previousWasSelector = isSelector
        }
        rendering.appendSyntax("\"")
        return rendering
    }

    /// Input indices of literal scalars that share a grapheme cluster with a quote or escape.
    private static func scalarsFusedWithSyntax(_ rendering: Rendering) -> [Int] {
        var fused: [Int] = []
        var offset = 0
        for character in rendering.text {
            let count = character.unicodeScalars.count
            let owners = rendering.owners[offset..<offset + count]
            if count > 1, owners.contains(nil) {
                fused += owners.compactMap { $0 }
            }
            offset += count
        }
        return fused
    }

    private static func namedEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\0": return "\\0"
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\"": return "\\\""
        case "\\": return "\\\\"
        default: return nil
        }
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
    }

    /// True for scalars written as is: printable ASCII, and non-ASCII scalars that show.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x20...0x7E).contains(scalar.value) }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
            .lineSeparator, .paragraphSeparator, .spaceSeparator:
            return false
        default:
            return true
        }
    }

    private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }

    /// Emoji that can stand on either side of a zero-width joiner (not the ASCII `#*0-9`, which
    /// carry the Emoji property only for keycaps); on the left also the selector ending an emoji.
    private static func isEmoji(_ scalar: Unicode.Scalar, orSelector: Bool) -> Bool {
        if orSelector, scalar == "\u{FE0F}" { return true }
        return !scalar.isASCII && scalar.properties.isEmoji
    }
}
