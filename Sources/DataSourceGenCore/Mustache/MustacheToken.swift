/// A tag as scanned, before standalone-line handling and tree building.
struct MustacheTag: Sendable {
    /// What the tag does, from its sigil.
    enum Kind: Sendable {
        case variable, section, invertedSection, closeSection, comment, partial, setDelimiters
        /// `{{<name}}`, closed by `{{/name}}` like a section.
        case parent
        /// `{{$name}}`, closed by `{{/name}}` like a section.
        case block

        /// Tags that vanish with their whole line when alone on it; interpolations never do.
        var canStandAlone: Bool { self != .variable }

        /// Tags that need a matching `{{/name}}`.
        var opensPair: Bool { self == .section || self == .invertedSection || self == .parent || self == .block }

        /// The word messages use for a pair this tag opens.
        var pairNoun: String {
            switch self {
            case .parent: "parent"
            case .block: "block"
            default: "section"
            }
        }
    }

    var kind: Kind
    /// The trimmed name (empty for comments and set-delimiter tags).
    var name: String
    /// Scalar offsets of the whole tag, delimiters included.
    var range: Range<Int>
    var line: Int
    var column: Int
    /// The delimiters in effect where the tag was written, so fixes are suggested in them.
    var open: String
    var close: String
    /// For a standalone partial or parent, the whitespace before it: the indentation of its every line.
    var standaloneIndentation: String?
    /// For a block that is a parameter of its template: where its content goes on its lines.
    var blockLayout = MustacheBlockLayout.inline
    /// For a block passed to a parent whose opening tag ends its line: the whitespace starting the
    /// block's first line, which is removed from each of its lines (the expansion site adds its own).
    var intrinsicIndentation: String?

    /// The tag as the user would write it with `sigil`, for messages.
    func spelled(_ sigil: String, _ name: String) -> String { "\(open)\(sigil)\(name)\(close)" }
}

/// Text (a range of scalars) or a tag.
enum MustacheToken: Sendable {
    case text(Range<Int>)
    case tag(MustacheTag)
}
