import Foundation
import Testing

/// The definitions reference in README.md (the top-level keys) and docs/Definitions.md (every
/// key), and the Forms article's table of row kinds (``FormKindTable``), are rendered from the
/// schema; this fails when one differs from a fresh rendering.
/// `RECORD_REFERENCE=1 swift test --filter DefinitionsReferenceTests` rewrites every section.
@Suite struct DefinitionsReferenceTests {
    static let root = DocumentationSnippetTests.root

    static func reference() throws -> SchemaReference {
        try SchemaReference(
            schemaText: String(
                contentsOf: root.appendingPathComponent("Schema/datasources.schema.json"), encoding: .utf8))
    }

    @Test func readmeListsTheSchemasTopLevelKeys() throws {
        try Self.check("README.md", section: "definitions-keys", expected: Self.reference().topLevelTable())
    }

    @Test func theFullReferenceIsTheSchemas() throws {
        try Self.check(
            "docs/Definitions.md", section: "definitions-reference", expected: Self.reference().fullReference())
    }

    /// Compares the text between `<!-- BEGIN section -->` and `<!-- END section -->` in `file`.
    static func check(_ file: String, section: String, expected: String) throws {
        let url = root.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- BEGIN \(section): generated from Schema/datasources.schema.json -->\n"
        let end = "<!-- END \(section) -->"
        let start = try #require(text.range(of: begin), "\(file) has no \(begin)")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex), "\(file) has no \(end)")
        let current = String(text[start.upperBound..<stop.lowerBound])
        if current != expected, ProcessInfo.processInfo.environment["RECORD_REFERENCE"] != nil {
            try (text[..<start.upperBound] + expected + text[stop.lowerBound...]).write(
                to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            current == expected,
            "\(file) is out of date with the schema; RECORD_REFERENCE=1 swift test --filter DefinitionsReferenceTests")
    }
}
