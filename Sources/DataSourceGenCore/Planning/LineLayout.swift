/// The margin of generated code, ``width`` columns, and comment text wrapped to it at word
/// boundaries; code lines are broken by ``LineWrapper``.
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
}

/// One line of a generated doc comment, without the `/// ` the template writes.
struct CommentLine: Hashable, Sendable, ReflectedMustache {
    var text: String
}
