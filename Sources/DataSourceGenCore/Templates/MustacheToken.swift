/// A tag as scanned, before standalone-line handling and tree building.
struct MustacheTag: Sendable {
    /// What the tag does, from its sigil.
    enum Kind: Sendable {
        case variable, section, invertedSection, closeSection, comment, partial, setDelimiters

        /// Tags that vanish with their whole line when alone on it; interpolations never do.
        var canStandAlone: Bool { self != .variable }
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
    /// For a standalone partial, the whitespace before it: the indentation of its every line.
    var standaloneIndentation: String?

    /// The tag as the user would write it with `sigil`, for messages.
    func spelled(_ sigil: String, _ name: String) -> String { "\(open)\(sigil)\(name)\(close)" }
}

/// Text (a range of scalars) or a tag.
enum MustacheToken: Sendable {
    case text(Range<Int>)
    case tag(MustacheTag)
}
