/// A parsed Mustache template, ready to render any number of times.
///
/// Follows the Mustache spec (interpolation, sections, inverted sections, comments, partials,
/// set delimiters, the standalone-line rules, and the optional inheritance module) with these
/// deliberate differences, all made because the output is Swift source rather than HTML:
/// - No HTML escaping: `{{name}}`, `{{{name}}}` and `{{&name}}` all insert the value verbatim.
/// - Lambdas are not supported.
/// - Malformed tags (unclosed tags, sections, parents or blocks, mismatched closing tags, empty
///   names, names with whitespace or empty dotted parts, bad set-delimiter tags, a parent given
///   the same block twice) are parse errors with a location.
/// - A tag is standalone only when it is the single tag on its line. A parent or block pair is
///   also standalone when only whitespace precedes its opening tag and follows its closing tag
///   on their lines, even when both tags share one line (`  {{<parent}}{{/parent}}`).
/// - A standalone partial's indentation is not added to blank lines of the partial (no trailing
///   whitespace), and it is inherited by partials included inline within it.
/// - Partials and parents nest at most ``maximumPartialDepth`` deep, so runaway recursion ends,
///   and a render visits and writes at most ``renderBudget(for:)``, so runaway repetition ends.
///
/// Inheritance: `{{<parent}}…{{/parent}}` renders the template `parent` like a partial, with each
/// `{{$name}}…{{/name}}` block written directly between the two tags replacing the block of that
/// name in `parent` (or in the partials and parents it includes); anything else between the tags
/// is ignored. A block nobody replaces renders its own content. When parents nest, the outermost
/// replacement wins, and replacement content resolves names in the context where the block
/// stands. Replacement content is re-indented to the place it goes (the spec's reindentation
/// cases), and kept to whole lines where the spec is silent:
/// - The replacement drops the indentation of its first line from every line, when its opening
///   tag ends its line.
/// - A block alone on its lines in the parent (`  {{$body}}` … `  {{/body}}`) gives the
///   replacement the indentation of its default content's first line, or of its tags when empty.
/// - A one-line standalone pair (`  {{$body}}{{/body}}`) gives it the whitespace before the pair,
///   and the line end after the pair ends its last line. A block that renders nothing leaves no
///   line.
package struct MustacheTemplate: Sendable {
    /// How deeply partials may include partials; a parent counts as a partial. A partial that
    /// includes itself without a data-driven end (for example `{{>self}}` outside any section)
    /// would otherwise recurse forever. The inclusion that would go deeper renders as empty, like
    /// a missing partial, and so does every partial inclusion after it in the same render: that
    /// bounds the work even for a partial that includes itself several times, which would
    /// otherwise take 2^depth steps. Data-driven recursion (a tree rendered by a partial) is
    /// unaffected up to this depth.
    package static let maximumPartialDepth = 100

    /// How deeply sections and partials may nest while rendering, together: a bound on the
    /// renderer's recursion, so that no template, however hostile, exhausts the stack.
    package static let maximumRenderDepth = 1_000

    /// Tags visited, and bytes written, that a render may spend for each unit of its context's
    /// ``MustacheValue/budgetWeight``, plus ``renderBudgetBase`` units: a template that includes
    /// a partial twice at each of many levels would otherwise double its work per level, which
    /// the nesting caps allow. The default templates need at most 1.1 visits and 9.5 bytes per
    /// unit (measured on the golden definitions and on a file of 20,000 entities for every
    /// platform), so this is over 20 times what the most demanding of them writes.
    package static let renderBudgetPerUnit = 256
    /// The units every render is given beyond its context's: a small file's largest default
    /// render needs under 1% of them.
    package static let renderBudgetBase = 4_096

    /// The visits and the bytes of output a render against `context` may spend.
    package static func renderBudget(for context: MustacheValue) -> Int {
        renderBudgetPerUnit * (context.budgetWeight + renderBudgetBase)
    }

    /// The name the template was parsed under; errors report it as their file.
    package let name: String
    /// The names of all partials and parents the template includes (`{{>name}}`, `{{<name}}`), in
    /// any section or block, so a tool can report a missing one before rendering. Partials and
    /// parents missing at render time render as empty, as the spec requires.
    package var partialNames: Set<String> { Set(partialTags.map(\.name)) }
    /// Every partial and parent tag (`{{>name}}`, `{{<name}}`) with its site, in source order, so
    /// a missing partial is reported at the tag that names it.
    let partialTags: [MustachePartialTag]
    let nodes: [MustacheNode]

    /// Parses `source` once into a node tree.
    /// - Parameters:
    ///   - source: The template text.
    ///   - name: Where the template came from (usually a path); used in error locations.
    /// - Throws: ``MustacheError`` with the 1-based line and column of the offending tag.
    package init(parsing source: String, name: String) throws(MustacheError) {
        let parsed = try MustacheParser.parse(source, name: name)
        self.name = name
        self.nodes = parsed.nodes
        self.partialTags = parsed.partialTags
    }

    /// Renders the template against `context`.
    /// - Parameters:
    ///   - context: The bottom of the context stack; names that no section pushes resolve here.
    ///   - partials: Templates for `{{>name}}` and `{{<name}}` tags, by name; each keeps its own
    ///     delimiters.
    /// - Returns: The rendered text. Names that do not resolve render as empty.
    package func render(_ context: MustacheValue, partials: [String: MustacheTemplate] = [:]) -> String {
        var renderer = MustacheRenderer(context: context, partials: partials)
        renderer.render(nodes, indentation: "")
        return renderer.output
    }

    /// Renders like ``render(_:partials:)``, but fails instead of returning truncated text when
    /// partials or parents nested deeper than ``maximumPartialDepth`` (a partial or parent that
    /// includes itself with no data-driven end), so a tool never writes output with parts
    /// silently missing.
    package func renderChecked(_ context: MustacheValue, partials: [String: MustacheTemplate] = [:])
        throws(MustacheError) -> String
    {
        try renderReportingUnresolved(context, partials: partials).text
    }

    /// Renders like ``renderChecked(_:partials:)`` and also returns every tag, in any template
    /// rendered, whose name resolved to nothing, each site once.
    /// `spent` is the larger of the tags visited and the bytes written, which
    /// ``renderBudget(for:)`` bounds.
    func renderReportingUnresolved(_ context: MustacheValue, partials: [String: MustacheTemplate] = [:])
        throws(MustacheError) -> (text: String, unresolved: [MustacheUnresolvedName], spent: Int)
    {
        var renderer = MustacheRenderer(context: context, partials: partials)
        renderer.render(nodes, indentation: "")
        // At the tag that went too deep, so an override's runaway partial is named, not the main template.
        let site = renderer.capSite ?? MustacheSite(template: name, line: 1, column: 1)
        guard !renderer.reachedRenderDepthCap else {
            throw MustacheError(
                templateName: site.template, line: site.line, column: site.column,
                message: "sections and partials nest deeper than \(Self.maximumRenderDepth) levels while rendering, so "
                    + "some were left out; flatten the templates (fewer sections inside sections, partials inside partials)"
            )
        }
        guard !renderer.reachedDepthCap else {
            throw MustacheError(
                templateName: site.template, line: site.line, column: site.column,
                message: "partials nest deeper than \(Self.maximumPartialDepth) levels, so some were left out; "
                    + "a partial or parent probably includes itself with no section that ends the recursion")
        }
        guard !renderer.exceededBudget else {
            let site = renderer.budgetSite ?? MustacheSite(template: name, line: 1, column: 1)
            throw MustacheError(
                templateName: site.template, line: site.line, column: site.column,
                message: "rendering outgrew its budget of \(renderer.budget) tags visited or bytes written, so it was "
                    + "stopped here; partials that include the next more than once multiply the output at each level: "
                    + "include each once, and repeat content with a section over a list")
        }
        return (renderer.output, renderer.unresolved, max(renderer.visits, renderer.output.utf8.count))
    }
}
