import DataSourceGenCore
import Foundation
import Testing

/// What the README shows is what the tool does: its opening example is generated from its
/// definitions, and its CLI synopsis names exactly the verbs and options the tool has.
@Suite struct ReadmeTests {
    static func readme() throws -> String {
        try String(contentsOf: DocumentationSnippetTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The body of the first fenced block of `language` in `text`.
    static func firstBlock(_ language: String, in text: String) throws -> String {
        let opening = try #require(text.range(of: "```\(language)\n"))
        let closing = try #require(text.range(of: "\n```", range: opening.upperBound..<text.endIndex))
        return String(text[opening.upperBound..<closing.lowerBound])
    }

    @Test func theOpeningExampleIsWhatTheDefinitionsGenerate() throws {
        let readme = try Self.readme()
        let definitions = try Self.firstBlock("json5", in: readme)
        let shown = try Self.firstBlock("swift", in: readme)
        let result = GenerationPipeline().run([
            DefinitionsInput(path: "Products.datasources.json", contents: definitions)
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let generated = try #require(result.files.first).contents
        #expect(
            generated.contains(shown + "\n"),
            "README's generated snippet differs from what its definitions generate:\n\(generated)")
        for declaration in ["struct Product: Identifiable, Hashable, Sendable, Codable", "enum Category: String"] {
            #expect(generated.contains(declaration), "the README names \(declaration)")
        }
    }

    @Test func theCLISynopsisNamesExactlyWhatTheToolHas() throws {
        let readme = try Self.readme()
        let section = try #require(readme.range(of: "## The `datasource-gen` CLI"))
        let synopsis = try Self.firstBlock("text", in: String(readme[section.upperBound...]))
        let spec = DataSourceGenCommand.spec
        let shownVerbs = Set(
            synopsis.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                return words.first == "datasource-gen" && words.count > 1 ? String(words[1]) : nil
            })
        #expect(shownVerbs == Set(spec.verbs.map(\.name) + ["help"]))
        let shownOptions = Set(synopsis.matches(of: /--[a-z-]+/).map { String($0.output) })
        let toolOptions = Set(spec.verbs.flatMap(\.options).map(\.spelling) + ["--help", "--version"])
        #expect(shownOptions == toolOptions)
    }
}
