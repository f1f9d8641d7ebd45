/// Applies the spec's standalone-line rules to the tokens, so section, comment, parent and block
/// lines leave no blank lines or stray indentation in generated code.
///
/// Every decision looks at the original tokens, so removing one line never changes whether the
/// next tag counts as standalone; every removal only shortens a text token, so applying two
/// rules to the same text gives the same result in either order.
struct MustacheStandalone {
    private let original: [MustacheToken]
    private let scalars: [Unicode.Scalar]
    /// The tokens with whitespace removed and standalone tags annotated.
    private(set) var tokens: [MustacheToken]

    init(tokens: [MustacheToken], scalars: [Unicode.Scalar]) {
        self.original = tokens
        self.scalars = scalars
        self.tokens = tokens
    }

    /// A non-interpolation tag alone on its line (only spaces or tabs around it) takes its
    /// leading whitespace and its line ending (`\n` or `\r\n`) with it. A standalone partial or
    /// parent keeps the removed whitespace as the indentation of every line it renders.
    mutating func removeStandaloneLines() {
        for index in original.indices {
            guard case .tag(let tag) = original[index], tag.kind.canStandAlone,
                let leading = leadingWhitespace(ofTagAt: index),
                let trailing = trailingLineEnd(ofTagAt: index)
            else { continue }
            removeText(before: index, from: leading.lowerBound)
            removeText(after: index, upTo: trailing.upperBound)
            if tag.kind == .partial || tag.kind == .parent {
                setTag(at: index, \.standaloneIndentation, to: mustacheString(scalars[leading]))
            }
        }
    }

    /// The rules that look at both tags of a parent or block, which may share one line.
    mutating func applyPairRules(_ nesting: MustacheNesting) {
        for (open, close) in nesting.closingIndex {
            guard case .tag(let tag) = original[open] else { continue }
            switch tag.kind {
            case .parent: standaloneParent(open, close)
            case .block where nesting.argumentBlocks.contains(open): argumentBlock(open, close)
            case .block: parameterBlock(open, close)
            default: continue
            }
        }
    }

    /// `  {{<parent}}…{{/parent}}` alone on its line(s) is standalone even when its tags share the
    /// line: what lies between them is not output anyway.
    private mutating func standaloneParent(_ open: Int, _ close: Int) {
        guard let leading = leadingWhitespace(ofTagAt: open), let trailing = trailingLineEnd(ofTagAt: close)
        else { return }
        removeText(before: open, from: leading.lowerBound)
        removeText(after: close, upTo: trailing.upperBound)
        setTag(at: open, \.standaloneIndentation, to: mustacheString(scalars[leading]))
    }

    /// A block passed to a parent is a template of its own: a line end right after its opening
    /// tag and the whitespace before its closing tag are not content, whatever else shares those
    /// lines, and the first line's indentation is taken off every line.
    private mutating func argumentBlock(_ open: Int, _ close: Int) {
        if let trailing = trailingLineEnd(ofTagAt: open) {
            removeText(after: open, upTo: trailing.upperBound)
            setTag(at: open, \.intrinsicIndentation, to: firstLineIndentation(open, close) ?? "")
        }
        if let leading = leadingWhitespace(ofTagAt: close) {
            removeText(before: close, from: leading.lowerBound)
        }
    }

    /// A block that is a parameter of its template: decides how its content and a replacement
    /// fill the lines (see ``MustacheBlockLayout``).
    private mutating func parameterBlock(_ open: Int, _ close: Int) {
        guard let leading = leadingWhitespace(ofTagAt: open) else { return }
        let tagIndentation = mustacheString(scalars[leading])
        var layout = MustacheBlockLayout()
        // The per-tag rule already removed the opening tag's line; the content keeps its own
        // indentation, which a replacement then takes on.
        let openingAlone = trailingLineEnd(ofTagAt: open) != nil
        if openingAlone {
            layout.startsLine = true
            layout.overrideIndentation = firstLineIndentation(open, close) ?? tagIndentation
        }
        if let trailing = trailingLineEnd(ofTagAt: close) {
            removeText(before: open, from: leading.lowerBound)
            removeText(after: close, upTo: trailing.upperBound)
            layout.startsLine = true
            layout.lineEnd = lineEnd(endingAt: trailing)
            if !openingAlone {
                layout.defaultIndentation = tagIndentation
                layout.overrideIndentation = tagIndentation
            }
        }
        setTag(at: open, \.blockLayout, to: layout)
    }

    /// The spaces and tabs starting the line after an opening tag that ends its line, or nil when
    /// that line holds only the closing tag (the block has no content to take it from).
    private func firstLineIndentation(_ open: Int, _ close: Int) -> String? {
        guard let trailing = trailingLineEnd(ofTagAt: open), case .tag(let closing) = original[close]
        else { return nil }
        var end = trailing.upperBound
        while end < scalars.count, isLineWhitespace(scalars[end]) { end += 1 }
        return end == closing.range.lowerBound ? nil : mustacheString(scalars[trailing.upperBound..<end])
    }

    /// The `\n` or `\r\n` at the end of `range`, or nil when the range ends the template instead.
    private func lineEnd(endingAt range: Range<Int>) -> String? {
        guard range.upperBound > range.lowerBound, scalars[range.upperBound - 1] == "\n" else { return nil }
        let isCRLF = range.upperBound - 2 >= range.lowerBound && scalars[range.upperBound - 2] == "\r"
        return isCRLF ? "\r\n" : "\n"
    }

    private mutating func setTag<Value>(
        at index: Int, _ property: WritableKeyPath<MustacheTag, Value>, to value: Value
    ) {
        guard case .tag(var tag) = tokens[index] else { return }
        tag[keyPath: property] = value
        tokens[index] = .tag(tag)
    }

    /// Drops the end of the text before the tag at `index`, from scalar offset `bound` on.
    private mutating func removeText(before index: Int, from bound: Int) {
        guard index > 0, case .text(let text) = tokens[index - 1] else { return }
        tokens[index - 1] = .text(text.lowerBound..<max(text.lowerBound, min(text.upperBound, bound)))
    }

    /// Drops the start of the text after the tag at `index`, up to scalar offset `bound`.
    private mutating func removeText(after index: Int, upTo bound: Int) {
        guard index + 1 < tokens.count, case .text(let text) = tokens[index + 1] else { return }
        tokens[index + 1] = .text(min(text.upperBound, max(text.lowerBound, bound))..<text.upperBound)
    }

    /// The spaces and tabs between the start of the tag's line and the tag, or nil when anything
    /// else (text or another tag) precedes it on the line.
    private func leadingWhitespace(ofTagAt index: Int) -> Range<Int>? {
        guard index > 0 else {
            guard case .tag(let tag) = original[index] else { return nil }
            return tag.range.lowerBound..<tag.range.lowerBound
        }
        guard case .text(let text) = original[index - 1] else { return nil }
        let lineStart: Int
        if let newline = scalars[text].lastIndex(of: "\n") {
            lineStart = newline + 1
        } else if index - 1 == 0 {
            lineStart = text.lowerBound
        } else {
            return nil
        }
        let leading = lineStart..<text.upperBound
        return scalars[leading].allSatisfy(isLineWhitespace) ? leading : nil
    }

    /// The spaces, tabs and line ending after the tag, or nil when anything else follows it on
    /// its line. At the end of the template no line ending is needed.
    private func trailingLineEnd(ofTagAt index: Int) -> Range<Int>? {
        guard index + 1 < original.count else {
            guard case .tag(let tag) = original[index] else { return nil }
            return tag.range.upperBound..<tag.range.upperBound
        }
        guard case .text(let text) = original[index + 1] else { return nil }
        var cursor = text.lowerBound
        while cursor < text.upperBound, isLineWhitespace(scalars[cursor]) { cursor += 1 }
        if cursor < text.upperBound, scalars[cursor] == "\n" {
            return text.lowerBound..<cursor + 1
        }
        if cursor + 1 < text.upperBound, scalars[cursor] == "\r", scalars[cursor + 1] == "\n" {
            return text.lowerBound..<cursor + 2
        }
        return cursor == text.upperBound && index + 2 == original.count ? text : nil
    }

    private func isLineWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
