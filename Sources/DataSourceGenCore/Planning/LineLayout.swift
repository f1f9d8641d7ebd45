/// Layout decisions that keep generated lines within ``width`` columns, as a team's formatter
/// would: comment text wrapped at word boundaries, and lists laid out one element per line when
/// they would not fit on one.
enum LineLayout {
    /// The longest line generated code should have.
    static let width = 120

    /// `text` as the lines of a `///` comment indented by `indent` columns: words are never split,
    /// so a single word longer than a line stands alone on its line.
    static func commentLines(_ text: String, indent: Int) -> [CommentLine] {
        let room = max(20, width - indent - 4)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= room {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines.map(CommentLine.init)
    }

    /// Whether `items` joined by `", "` fit on one line after `fixed` columns of surrounding text
    /// (indentation, the call or declaration, its closing).
    static func fits(_ items: [String], after fixed: Int) -> Bool {
        fixed + items.reduce(0) { $0 + $1.count } + 2 * max(0, items.count - 1) <= width
    }
}

/// One line of a generated doc comment, without the `/// ` the template writes.
struct CommentLine: Hashable, Sendable, ReflectedMustache {
    var text: String
}
