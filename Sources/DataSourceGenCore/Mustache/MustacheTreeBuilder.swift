/// Nests tokens, already matched and trimmed, into nodes. Inside a block passed to a parent it
/// also takes the block's own indentation off every line and every indentation a tag carries,
/// since the place the block ends up adds its own at render time.
struct MustacheTreeBuilder {
    private struct Frame {
        /// Nil for the root; otherwise the open section, parent or block.
        var opening: MustacheTag?
        var nodes: [MustacheNode] = []
        /// Indentation taken off the start of each line here, outermost block passed to a parent
        /// first; each entry is already relative to the ones before it.
        var dedent: [String]
    }

    private let scalars: [Unicode.Scalar]
    private let templateName: String
    private var frames = [Frame(opening: nil, dedent: [])]

    init(scalars: [Unicode.Scalar], templateName: String) {
        self.scalars = scalars
        self.templateName = templateName
    }

    /// The root's nodes; complete once every token was added.
    var nodes: [MustacheNode] { frames[0].nodes }

    mutating func add(_ token: MustacheToken) {
        switch token {
        case .text(let range):
            appendText(range)
        case .tag(let tag):
            switch tag.kind {
            case .comment, .setDelimiters:
                return
            case .variable:
                append(.variable(MustacheName(tag.name), at: site(of: tag)))
            case .partial where tag.name.hasPrefix("*"):
                append(
                    .dynamicPartial(
                        MustacheName(String(tag.name.dropFirst())), at: site(of: tag),
                        indentation: dedented(tag.standaloneIndentation ?? ""),
                        standalone: tag.standaloneIndentation != nil))
            case .partial:
                append(
                    .partial(
                        name: tag.name, overrides: [:], at: site(of: tag),
                        indentation: dedented(tag.standaloneIndentation ?? ""),
                        standalone: tag.standaloneIndentation != nil))
            case .section, .invertedSection, .parent, .block:
                var dedent = frames[frames.count - 1].dedent
                if let intrinsic = tag.intrinsicIndentation { dedent.append(dedented(intrinsic)) }
                frames.append(Frame(opening: tag, dedent: dedent))
            case .closeSection:
                // MustacheNesting already matched every closing tag, so the root is never closed.
                guard frames.count > 1, let opening = frames[frames.count - 1].opening else { return }
                close(opening, with: frames.removeLast().nodes)
            }
        }
    }

    private mutating func close(_ opening: MustacheTag, with children: [MustacheNode]) {
        switch opening.kind {
        case .parent:
            // Only the blocks count; other text and tags between a parent's tags are ignored.
            var overrides: [String: [MustacheNode]] = [:]
            for case .block(let name, let content, _) in children { overrides[name] = content }
            append(
                .partial(
                    name: opening.name, overrides: overrides, at: site(of: opening),
                    indentation: dedented(opening.standaloneIndentation ?? ""),
                    standalone: opening.standaloneIndentation != nil))
        case .block:
            var layout = opening.blockLayout
            layout.defaultIndentation = dedented(layout.defaultIndentation)
            layout.overrideIndentation = dedented(layout.overrideIndentation)
            append(.block(name: opening.name, children: children, layout: layout))
        default:
            append(
                .section(
                    MustacheName(opening.name), children: children,
                    inverted: opening.kind == .invertedSection, at: site(of: opening)))
        }
    }

    private func site(of tag: MustacheTag) -> MustacheSite {
        MustacheSite(template: templateName, line: tag.line, column: tag.column)
    }

    private mutating func append(_ node: MustacheNode) {
        let last = frames.count - 1
        if case .text(let added) = node, case .text(let previous)? = frames[last].nodes.last {
            // Removed comments and standalone lines leave adjacent texts; one node renders faster.
            frames[last].nodes[frames[last].nodes.count - 1] = .text(previous + added)
        } else {
            frames[last].nodes.append(node)
        }
    }

    /// Appends template text, taking the current dedent off every line that starts in it.
    private mutating func appendText(_ range: Range<Int>) {
        let dedent = frames[frames.count - 1].dedent
        guard !dedent.isEmpty else {
            if !range.isEmpty { append(.text(mustacheString(scalars[range]))) }
            return
        }
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            let newline = scalars[lineStart..<range.upperBound].firstIndex(of: "\n")
            let lineEnd = newline.map { $0 + 1 } ?? range.upperBound
            var contentStart = lineStart
            if lineStart == 0 || scalars[lineStart - 1] == "\n" {
                for prefix in dedent {
                    if scalars[contentStart..<lineEnd].starts(with: prefix.unicodeScalars) {
                        contentStart += prefix.unicodeScalars.count
                    }
                }
            }
            if contentStart < lineEnd { append(.text(mustacheString(scalars[contentStart..<lineEnd]))) }
            lineStart = lineEnd
        }
    }

    /// `indentation` with the current dedent taken off, for tags that indent what they render.
    private func dedented(_ indentation: String) -> String {
        var rest = Substring(indentation)
        for prefix in frames[frames.count - 1].dedent {
            if rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
        }
        return String(rest)
    }
}
