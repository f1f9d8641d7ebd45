/// The wrapper's last resort for a line that no break of its code makes fit: a long title, footer
/// or message from the definitions file, in a string literal.
extension LineWrapper {
    /// Source text of a literal's contents, and its width in characters.
    private typealias Piece = (text: String, width: Int)

    /// `line` with its longest plain string literal rewritten as a multi-line literal whose lines
    /// end in a `\` line continuation, broken after spaces so that each fits: the same string,
    /// and still a literal, so a `LocalizedStringKey` or `StaticString` parameter takes it as
    /// before (`"a" + "b"` would not). Escapes and interpolations stay whole, and so does a word
    /// longer than a line. Nil when the line has no plain literal or holds what is not read (a raw
    /// or unterminated literal, a comment), or when the code before or after the literal would
    /// not fit either.
    static func breakingLiteral(in line: String) -> [String]? {
        let scalars = Array(line.unicodeScalars)
        guard let (start, end) = longestLiteral(in: scalars) else { return nil }
        let indent = scalars.prefix { $0 == " " }.count
        // A literal that starts its line keeps its indentation; one after code is indented below
        // it, as a formatter lays out an argument.
        let contentIndent = String(repeating: " ", count: start == indent ? indent : indent + 4)
        let first = text(scalars[..<start]) + "\"\"\""
        let closing = contentIndent + "\"\"\"" + text(scalars[(end + 1)...])
        let content = filled(pieces(of: scalars, from: start + 1, to: end), indent: contentIndent)
        let lines = [first] + content + [closing]
        guard !isTooLong(first), !isTooLong(closing), content.count > 1 || !isTooLong(content[0]),
            lines.allSatisfy({ $0.count < line.count })
        else { return nil }
        return lines
    }

    /// The indices of the quotes of the longest string literal of `line` that holds anything; nil
    /// when it has none, or holds what ``LineScan`` does not read (a raw or unterminated literal, a
    /// comment) or a quote right after a literal, which would begin a multi-line one.
    private static func longestLiteral(in line: [Unicode.Scalar]) -> (start: Int, end: Int)? {
        guard let scan = LineScan(line),
            scan.literals.allSatisfy({ $0.end + 1 == line.count || line[$0.end + 1] != "\"" })
        else { return nil }
        return scan.literals.filter { $0.end - $0.start > 1 }.max { $0.end - $0.start < $1.end - $1.start }
    }

    /// The source of a literal's contents, `start` to `end` (the closing quote), cut after each run
    /// of spaces outside escapes and interpolations, where a character ends.
    private static func pieces(of line: [Unicode.Scalar], from start: Int, to end: Int) -> [Piece] {
        var cuts = [start]
        var index = start
        while index < end {
            switch line[index] {
            case "\\" where line[index + 1] == "(":
                // Read already by `LineScan.endOfString`, which found the literal's end.
                index = (LineScan.endOfInterpolation(line, from: index, depth: 0) ?? end) + 1
            case "\\":
                index += 2
            case " " where index + 1 < end && line[index + 1] != " " && standsAlone(line, index, from: start):
                cuts.append(index + 1)
                index += 1
            default:
                index += 1
            }
        }
        cuts.append(end)
        return zip(cuts, cuts.dropFirst()).map {
            let piece = text(line[$0..<$1])
            return (piece, piece.count)
        }
    }

    /// Whether the space at `index` is a character of its own, so that a mark after it cannot
    /// start the next line fused with its indentation.
    private static func standsAlone(_ line: [Unicode.Scalar], _ index: Int, from start: Int) -> Bool {
        let first = max(start, index - 1)
        return text(line[first...(index + 1)]).count == index + 2 - first
    }

    /// `pieces` as the lines of a multi-line literal indented by `indent`, as many on each line as
    /// fit with the `\` that continues it to the next.
    private static func filled(_ pieces: [Piece], indent: String) -> [String] {
        var pieces = pieces
        // A space ending the string would end the last line, where an editor trimming trailing
        // whitespace would silently drop it.
        if let last = pieces.last, last.text.hasSuffix(" ") {
            pieces[pieces.count - 1] = (last.text.dropLast() + "\\u{0020}", last.width + 7)
        }
        var lines: [String] = []
        var (line, width) = (indent, indent.count)
        for piece in pieces {
            if width > indent.count, width + piece.width + 1 > LineLayout.width {
                lines.append(line + "\\")
                (line, width) = (indent, indent.count)
            }
            line += piece.text
            width += piece.width
        }
        return lines + [line]
    }
}
