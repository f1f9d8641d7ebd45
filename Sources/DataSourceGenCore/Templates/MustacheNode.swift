/// A name as written in a tag, split once at parse time so rendering never re-parses it.
enum MustacheName: Sendable, Hashable {
    /// `.`: the value on top of the context stack.
    case implicitIterator
    /// `a.b.c`: the first part is looked up through the context stack, the rest in each result.
    case path([String])

    /// Parses a validated tag name (non-empty, no whitespace, no empty dotted parts).
    init(_ text: String) {
        self = text == "." ? .implicitIterator : .path(text.split(separator: ".").map(String.init))
    }
}

/// One node of a parsed template. Standalone lines, comments and set-delimiter tags are already
/// gone, so rendering is a plain walk.
indirect enum MustacheNode: Sendable {
    /// Literal template text.
    case text(String)
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`: all three insert the value verbatim.
    case variable(MustacheName)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(MustacheName, children: [MustacheNode], inverted: Bool)
    /// `{{>name}}`. A standalone partial prefixes every line of its template with `indentation`
    /// (the whitespace before the tag); an inline one continues the current line.
    case partial(name: String, indentation: String, standalone: Bool)
}
