/// Turns template source into a node tree: tokenize, match pairs, apply the standalone rules,
/// nest.
enum MustacheParser {
    /// The parsed template: its nodes and the names of the partials and parents it includes.
    struct Result {
        var nodes: [MustacheNode]
        var partialNames: Set<String>
    }

    static func parse(_ source: String, name templateName: String) throws(MustacheError) -> Result {
        let scalars = Array(source.unicodeScalars)
        var tokenizer = MustacheTokenizer(scalars: scalars, templateName: templateName)
        let tokens = try tokenizer.tokenize()
        let nesting = try MustacheNesting(
            tokens: tokens, templateName: templateName,
            finalDelimiters: (mustacheString(tokenizer.open), mustacheString(tokenizer.close)))
        var standalone = MustacheStandalone(tokens: tokens, scalars: scalars)
        standalone.removeStandaloneLines()
        standalone.applyPairRules(nesting)

        var builder = MustacheTreeBuilder(scalars: scalars, templateName: templateName)
        for token in standalone.tokens { builder.add(token) }
        let nodes = builder.nodes
        var partialNames: Set<String> = []
        collectPartialNames(in: nodes, into: &partialNames)
        return Result(nodes: nodes, partialNames: partialNames)
    }

    /// Walks the finished tree rather than the tags, so a partial inside a parent's ignored text
    /// is not reported as needed. A dynamic partial's name is known only at render time.
    private static func collectPartialNames(in nodes: [MustacheNode], into names: inout Set<String>) {
        for node in nodes {
            switch node {
            case .text, .variable, .dynamicPartial:
                continue
            case .section(_, let children, _, _), .block(_, let children, _):
                collectPartialNames(in: children, into: &names)
            case .partial(let name, let overrides, _, _, _):
                names.insert(name)
                for content in overrides.values { collectPartialNames(in: content, into: &names) }
            }
        }
    }
}
