/// A parsed Mustache template, ready to render any number of times.
///
/// Follows the Mustache spec (interpolation, sections, inverted sections, comments, partials,
/// set delimiters, and the standalone-line rules) with these deliberate differences, all made
/// because the output is Swift source rather than HTML:
/// - No HTML escaping: `{{name}}`, `{{{name}}}` and `{{&name}}` all insert the value verbatim.
/// - Lambdas and template inheritance (`{{<parent}}`, `{{$block}}`) are not supported; the latter
///   is a parse error rather than silently misread text.
/// - Malformed tags (unclosed tags or sections, mismatched closing tags, empty names, names with
///   whitespace or empty dotted parts, bad set-delimiter tags) are parse errors with a location.
/// - A tag is standalone only when it is the single tag on its line.
/// - A standalone partial's indentation is not added to blank lines of the partial (no trailing
///   whitespace), and it is inherited by partials included inline within it.
/// - Partials nest at most ``maximumPartialDepth`` deep, so runaway recursion ends.
public struct MustacheTemplate: Sendable {
    /// How deeply partials may include partials. A partial that includes itself without a
    /// data-driven end (for example `{{>self}}` outside any section) would otherwise recurse
    /// forever. The inclusion that would go deeper renders as empty, like a missing partial, and
    /// so does every partial inclusion after it in the same render: that bounds the work even
    /// for a partial that includes itself several times, which would otherwise take 2^depth
    /// steps. Data-driven recursion (a tree rendered by a partial) is unaffected up to this depth.
    public static let maximumPartialDepth = 100

    /// The name the template was parsed under; errors report it as their file.
    public let name: String
    /// The names of all partials the template includes (`{{>name}}`), in any section, so a tool
    /// can report a missing partial before rendering. Partials missing at render time render as
    /// empty, as the spec requires.
    public let partialNames: Set<String>
    let nodes: [MustacheNode]

    /// Parses `source` once into a node tree.
    /// - Parameters:
    ///   - source: The template text.
    ///   - name: Where the template came from (usually a path); used in error locations.
    /// - Throws: ``MustacheError`` with the 1-based line and column of the offending tag.
    public init(parsing source: String, name: String) throws(MustacheError) {
        let parsed = try MustacheParser.parse(source, name: name)
        self.name = name
        self.nodes = parsed.nodes
        self.partialNames = parsed.partialNames
    }

    /// Renders the template against `context`.
    /// - Parameters:
    ///   - context: The bottom of the context stack; names that no section pushes resolve here.
    ///   - partials: Templates for `{{>name}}` tags, by name; each keeps its own delimiters.
    /// - Returns: The rendered text. Names that do not resolve render as empty.
    public func render(_ context: MustacheValue, partials: [String: MustacheTemplate] = [:]) -> String {
        var renderer = MustacheRenderer(context: context, partials: partials)
        renderer.render(nodes, indentation: "")
        return renderer.output
    }

    /// Renders like ``render(_:partials:)``, but fails instead of returning truncated text when
    /// partials nested deeper than ``maximumPartialDepth`` (a partial that includes itself with
    /// no data-driven end), so a tool never writes output with parts silently missing.
    public func renderChecked(_ context: MustacheValue, partials: [String: MustacheTemplate] = [:]) throws(MustacheError) -> String {
        var renderer = MustacheRenderer(context: context, partials: partials)
        renderer.render(nodes, indentation: "")
        guard !renderer.reachedDepthCap else {
            throw MustacheError(templateName: name, line: 1, column: 1, message: "partials nest deeper than \(Self.maximumPartialDepth) levels, so some were left out; a partial probably includes itself with no section that ends the recursion")
        }
        return renderer.output
    }
}
