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

/// Where a tag stands: its template and its 1-based line and column, for reporting a name that
/// resolves to nothing.
struct MustacheSite: Sendable, Hashable {
    var template: String
    var line: Int
    var column: Int
}

/// One node of a parsed template. Standalone lines, comments and set-delimiter tags are already
/// gone, so rendering is a plain walk.
indirect enum MustacheNode: Sendable {
    /// Literal template text.
    case text(String)
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`: all three insert the value verbatim.
    case variable(MustacheName, at: MustacheSite)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(MustacheName, children: [MustacheNode], inverted: Bool, at: MustacheSite)
    /// `{{>name}}`, or `{{<name}}…{{/name}}` with `overrides`: the blocks passed to the parent, by
    /// name (a partial is a parent that passes none). A standalone one prefixes every line of its
    /// template with `indentation` (the whitespace before the tag); an inline one continues the
    /// current line.
    case partial(
        name: String, overrides: [String: [MustacheNode]], at: MustacheSite, indentation: String, standalone: Bool)
    /// `{{>*name}}` (the spec's dynamic names): the partial named by the string `name` resolves to
    /// in the context, laid out like a static partial; nothing when it resolves to no string or to
    /// a template that does not exist.
    case dynamicPartial(MustacheName, at: MustacheSite, indentation: String, standalone: Bool)
    /// `{{$name}}…{{/name}}`: the content a parent passed for `name`, or else `children`.
    case block(name: String, children: [MustacheNode], layout: MustacheBlockLayout)
}

/// Where a block's content goes on the lines around its tags, decided at parse time.
///
/// A block pair is standalone when nothing but whitespace precedes its opening tag and nothing
/// but whitespace follows its closing tag on their lines, even when both tags share one line
/// (`  {{$body}}{{/body}}`). Its content then fills whole lines, like a standalone partial's.
struct MustacheBlockLayout: Sendable {
    /// Whether the content starts a line of the template, so the first line is indented too.
    var startsLine = false
    /// Added to the lines of the block's own content: the whitespace removed before a standalone
    /// pair whose opening tag shares its line with content. Empty when the content's lines keep
    /// their indentation as written.
    var defaultIndentation = ""
    /// Added to the lines of content passed by a parent, which arrives without indentation of its
    /// own: that of the default content's first line when the opening tag is alone on its line,
    /// else the whitespace before a standalone pair.
    var overrideIndentation = ""
    /// The line end removed after a standalone pair, written after content that does not end its
    /// last line, so that a one-line replacement does not run into the next line.
    var lineEnd: String?

    /// A block within a line: its content is inserted as is.
    static let inline = MustacheBlockLayout()
}
