/// Turns template source into a node tree: tokenize, match pairs, apply the standalone rules,
/// nest.
enum MustacheParser {
    /// The parsed template: its nodes and the partials and parents it includes, each tag once,
    /// in source order.
    struct Result {
        var nodes: [MustacheNode]
        var partialTags: [MustachePartialTag]
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
        var partialTags: [MustachePartialTag] = []
        collectPartialTags(in: nodes, into: &partialTags)
        partialTags.sort { ($0.site.line, $0.site.column) < ($1.site.line, $1.site.column) }
        return Result(nodes: nodes, partialTags: partialTags)
    }

    /// Walks the finished tree rather than the tags, so a partial inside a parent's ignored text
    /// is not reported as needed. A dynamic partial's name is known only at render time.
    private static func collectPartialTags(in nodes: [MustacheNode], into tags: inout [MustachePartialTag]) {
        for node in nodes {
            switch node {
            case .text, .variable, .dynamicPartial:
                continue
            case .section(_, let children, _, _), .block(_, let children, _):
                collectPartialTags(in: children, into: &tags)
            case .partial(let name, let overrides, let site, _, _):
                tags.append(MustachePartialTag(name: name, site: site))
                for content in overrides.values { collectPartialTags(in: content, into: &tags) }
            }
        }
    }
}

/// A `{{>name}}` or `{{<name}}` tag: the template it includes and where it stands.
struct MustachePartialTag: Sendable, Hashable {
    var name: String
    var site: MustacheSite
}
