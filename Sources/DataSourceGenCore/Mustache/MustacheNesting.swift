/// Which closing tag ends which section, parent or block, checked before whitespace handling
/// because the standalone rules of parents and blocks look at both tags of a pair.
struct MustacheNesting {
    /// How deeply sections, inverted sections, parents and blocks may nest in one template: far
    /// beyond any real template, and low enough that the recursive passes over the tree (render,
    /// partial collection) cannot exhaust the stack on hostile input.
    static let maximumDepth = 256

    /// Token index of each opening tag's closing tag.
    private(set) var closingIndex: [Int: Int] = [:]
    /// Token indices of the blocks written directly inside a parent: the arguments passed to it.
    /// Every other block is a parameter of the template it is written in.
    private(set) var argumentBlocks: Set<Int> = []

    /// Matches the pairs of `tokens`.
    /// - Parameter finalDelimiters: The delimiters in effect at the end of the template, in which
    ///   the fix for an unclosed pair is spelled.
    /// - Throws: ``MustacheError`` for a closing tag that matches nothing or the wrong name, a
    ///   pair never closed, or a parent given the same block twice.
    init(
        tokens: [MustacheToken], templateName: String, finalDelimiters: (open: String, close: String)
    ) throws(MustacheError) {
        func pairError(
            _ tag: MustacheTag, _ message: String, siteFile: String = #fileID, siteLine: Int = #line
        ) -> MustacheError {
            MustacheError(
                templateName: templateName, line: tag.line, column: tag.column, message: message, siteFile: siteFile,
                siteLine: siteLine)
        }
        var open: [(index: Int, tag: MustacheTag)] = []
        // For each open parent, the blocks passed to it so far, to catch a block given twice.
        var arguments: [Int: [String: MustacheTag]] = [:]
        for (index, token) in tokens.enumerated() {
            guard case .tag(let tag) = token else { continue }
            if tag.kind.opensPair {
                if tag.kind == .block, let parent = open.last, parent.tag.kind == .parent {
                    if let earlier = arguments[parent.index]?[tag.name] {
                        throw pairError(
                            tag,
                            "parent '\(parent.tag.name)' already overrides block '\(tag.name)' "
                                + "(at \(earlier.line):\(earlier.column)); remove one of the two")
                    }
                    arguments[parent.index, default: [:]][tag.name] = tag
                    argumentBlocks.insert(index)
                }
                guard open.count < Self.maximumDepth else {
                    throw pairError(
                        tag,
                        "\(tag.kind.pairNoun) '\(tag.name)' nests \(Self.maximumDepth + 1) levels deep, more than the "
                            + "\(Self.maximumDepth) a template may; move the inner part into a partial")
                }
                open.append((index, tag))
            } else if tag.kind == .closeSection {
                guard let opening = open.last?.tag else {
                    throw pairError(
                        tag,
                        "'\(tag.spelled("/", tag.name))' closes a section that was never opened; "
                            + "remove it or add '\(tag.spelled("#", tag.name))' before it")
                }
                guard opening.name == tag.name else {
                    throw pairError(
                        tag,
                        "'\(tag.spelled("/", tag.name))' does not match the open "
                            + "\(opening.kind.pairNoun) '\(opening.name)' (opened at \(opening.line):\(opening.column)); "
                            + "close '\(opening.name)' first with \(tag.spelled("/", opening.name))")
                }
                closingIndex[open.removeLast().index] = index
            }
        }
        if let unclosed = open.last?.tag {
            throw pairError(
                unclosed,
                "\(unclosed.kind.pairNoun) '\(unclosed.name)' opened at "
                    + "\(unclosed.line):\(unclosed.column) is never closed; add \(finalDelimiters.open)/\(unclosed.name)\(finalDelimiters.close)"
            )
        }
    }
}
