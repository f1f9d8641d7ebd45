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
        var standalone = MustacheStandalone(tokens: try tokenizer.tokenize(), scalars: scalars)
        standalone.removeStandaloneLines()
        let tokens = standalone.tokens
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
}
