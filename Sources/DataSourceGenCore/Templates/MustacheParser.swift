/// Turns template source into a node tree: tokenize, drop standalone lines, nest sections.
enum MustacheParser {
    /// The parsed template: its nodes and the names of the partials it references.
    struct Result {
        var nodes: [MustacheNode]
        var partialNames: Set<String>
    }

    static func parse(_ source: String, name templateName: String) throws(MustacheError) -> Result {
        let scalars = Array(source.unicodeScalars)
        var tokenizer = MustacheTokenizer(scalars: scalars, templateName: templateName)
        var tokens = try tokenizer.tokenize()
        removeStandaloneLines(from: &tokens, in: scalars)
        let finalDelimiters = (open: mustacheString(tokenizer.open), close: mustacheString(tokenizer.close))

        var partialNames: Set<String> = []
        // The root frame has no opening tag; every other frame is an open section.
        var frames: [(opening: MustacheTag?, nodes: [MustacheNode])] = [(nil, [])]
        func append(_ node: MustacheNode) {
            let last = frames.count - 1
            if case .text(let added) = node, case .text(let previous)? = frames[last].nodes.last {
                // Removed comments and standalone lines leave adjacent texts; one node renders faster.
                frames[last].nodes[frames[last].nodes.count - 1] = .text(previous + added)
            } else {
                frames[last].nodes.append(node)
            }
        }
        func failure(_ tag: MustacheTag, _ message: String) -> MustacheError {
            MustacheError(templateName: templateName, line: tag.line, column: tag.column, message: message)
        }

        for token in tokens {
            switch token {
            case .text(let range):
                if !range.isEmpty { append(.text(mustacheString(scalars[range]))) }
            case .tag(let tag):
                switch tag.kind {
                case .comment, .setDelimiters:
                    continue
                case .variable:
                    append(.variable(MustacheName(tag.name)))
                case .partial:
                    partialNames.insert(tag.name)
                    append(.partial(name: tag.name, indentation: tag.standaloneIndentation ?? "",
                                    standalone: tag.standaloneIndentation != nil))
                case .section, .invertedSection:
                    frames.append((tag, []))
                case .closeSection:
                    guard let opening = frames[frames.count - 1].opening else {
                        throw failure(tag, "'\(tag.spelled("/", tag.name))' closes a section that was never opened; "
                            + "remove it or add '\(tag.spelled("#", tag.name))' before it")
                    }
                    guard opening.name == tag.name else {
                        throw failure(tag, "'\(tag.spelled("/", tag.name))' does not match the open section "
                            + "'\(opening.name)' (opened at \(opening.line):\(opening.column)); "
                            + "close '\(opening.name)' first with \(tag.spelled("/", opening.name))")
                    }
                    let frame = frames.removeLast()
                    append(.section(MustacheName(opening.name), children: frame.nodes,
                                    inverted: opening.kind == .invertedSection))
                }
            }
        }
        if let unclosed = frames.last?.opening {
            throw failure(unclosed, "section '\(unclosed.name)' opened at \(unclosed.line):\(unclosed.column) "
                + "is never closed; add \(finalDelimiters.open)/\(unclosed.name)\(finalDelimiters.close)")
        }
        return Result(nodes: frames[0].nodes, partialNames: partialNames)
    }

    /// Applies the spec's standalone rule: a non-interpolation tag alone on its line (only spaces
    /// or tabs around it) takes its leading whitespace and its line ending (`\n` or `\r\n`) with
    /// it, so section and comment lines leave no blank lines in generated code. A standalone
    /// partial keeps the removed leading whitespace as the indentation of every line it renders.
    ///
    /// Decisions look at the original tokens, so removing one line never changes whether the
    /// next tag counts as standalone.
    static func removeStandaloneLines(from tokens: inout [MustacheToken], in scalars: [Unicode.Scalar]) {
        let original = tokens
        for index in original.indices {
            guard case .tag(var tag) = original[index], tag.kind.canStandAlone,
                  let leading = leadingWhitespace(ofTagAt: index, in: original, scalars),
                  let trailing = trailingLineEnd(ofTagAt: index, in: original, scalars)
            else { continue }
            if index > 0, case .text(let text) = tokens[index - 1] {
                tokens[index - 1] = .text(text.lowerBound..<max(text.lowerBound, leading.lowerBound))
            }
            if index + 1 < tokens.count, case .text(let text) = tokens[index + 1] {
                tokens[index + 1] = .text(min(trailing.upperBound, text.upperBound)..<text.upperBound)
            }
            if tag.kind == .partial {
                tag.standaloneIndentation = mustacheString(scalars[leading])
                tokens[index] = .tag(tag)
            }
        }
    }

    /// The spaces and tabs between the start of the tag's line and the tag, or nil when anything
    /// else (text or another tag) precedes it on the line.
    private static func leadingWhitespace(
        ofTagAt index: Int, in tokens: [MustacheToken], _ scalars: [Unicode.Scalar]
    ) -> Range<Int>? {
        guard index > 0 else {
            guard case .tag(let tag) = tokens[index] else { return nil }
            return tag.range.lowerBound..<tag.range.lowerBound
        }
        guard case .text(let text) = tokens[index - 1] else { return nil }
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
    private static func trailingLineEnd(
        ofTagAt index: Int, in tokens: [MustacheToken], _ scalars: [Unicode.Scalar]
    ) -> Range<Int>? {
        guard index + 1 < tokens.count else {
            guard case .tag(let tag) = tokens[index] else { return nil }
            return tag.range.upperBound..<tag.range.upperBound
        }
        guard case .text(let text) = tokens[index + 1] else { return nil }
        var cursor = text.lowerBound
        while cursor < text.upperBound, isLineWhitespace(scalars[cursor]) { cursor += 1 }
        if cursor < text.upperBound, scalars[cursor] == "\n" {
            return text.lowerBound..<cursor + 1
        }
        if cursor + 1 < text.upperBound, scalars[cursor] == "\r", scalars[cursor + 1] == "\n" {
            return text.lowerBound..<cursor + 2
        }
        return cursor == text.upperBound && index + 2 == tokens.count ? text : nil
    }

    private static func isLineWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
