import DataSourceGenCore
import Testing

/// One test case transcribed from the Mustache spec (github.com/mustache/spec, specs/*.yml).
///
/// Cases whose spec expectation is HTML-escaped are transcribed with the unescaped text instead,
/// because this engine renders Swift source and never escapes; `adaptedForNoEscaping` marks them.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    var name: String
    var data: MustacheValue
    var template: String
    var partials: [String: String] = [:]
    var expected: String
    var adaptedForNoEscaping = false

    var testDescription: String { adaptedForNoEscaping ? "\(name) (unescaped)" : name }

    /// Parses the template and its partials and renders them against the case's data.
    func render() throws -> String {
        var parsedPartials: [String: MustacheTemplate] = [:]
        for (partialName, source) in partials {
            parsedPartials[partialName] = try MustacheTemplate(parsing: source, name: partialName)
        }
        return try MustacheTemplate(parsing: template, name: name).render(data, partials: parsedPartials)
    }
}
