@testable import DataSourceGenCore
import Foundation
import Testing

/// Keeps the embedded copies of `Templates/` and `Schema/` identical to the files, and rewrites
/// them when `RECORD_EMBEDDED=1` is set.
@Suite struct EmbeddedResourcesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let embeddedFile = root.appendingPathComponent("Sources/DataSourceGenCore/Rendering/EmbeddedResources.swift")

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    static func templateFiles() throws -> [(name: String, source: String)] {
        let directory = root.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".mustache") }.sorted()
        return try names.map { ($0, try read(directory.appendingPathComponent($0))) }
    }

    /// A raw multi-line literal whose delimiter cannot occur in `text`.
    static func rawLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        // The line break before the closing delimiter is not part of the value, so add one.
        return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }

    static func expectedSource() throws -> String {
        var out = """
            // This file is generated from Templates/ and Schema/ by `RECORD_EMBEDDED=1 swift test --filter EmbeddedResourcesTests`. Do not edit.
            // A test fails whenever it differs from those directories.

            /// Copies of `Templates/*.mustache` and `Schema/datasources.schema.json`, compiled into the tool
            /// so that it runs with no files beside it.
            enum EmbeddedResources {
                /// The default templates, by file name, sorted by name.
                static let templates: [(name: String, source: String)] = [

            """
        for file in try templateFiles() {
            out += "        (\n            \"\(file.name)\",\n            \(rawLiteral(file.source))\n        ),\n"
        }
        out += "    ]\n\n    /// The JSON Schema of definitions files.\n    static let schema: String = \(rawLiteral(try read(root.appendingPathComponent("Schema/datasources.schema.json"))))\n}\n"
        return out
    }

    @Test func embeddedCopyMatchesTheFiles() throws {
        let expected = try Self.expectedSource()
        if ProcessInfo.processInfo.environment["RECORD_EMBEDDED"] == "1" {
            try expected.write(to: Self.embeddedFile, atomically: true, encoding: .utf8)
        }
        let actual = try Self.read(Self.embeddedFile)
        #expect(actual == expected, "Sources/DataSourceGenCore/Rendering/EmbeddedResources.swift is stale; run RECORD_EMBEDDED=1 swift test --filter EmbeddedResourcesTests")
    }

    @Test func embeddedValuesEqualTheFilesByteForByte() throws {
        let files = try Self.templateFiles()
        #expect(EmbeddedResources.templates.map(\.name) == files.map(\.name))
        #expect(EmbeddedResources.templates.map(\.source) == files.map(\.source))
        #expect(EmbeddedResources.schema == (try Self.read(Self.root.appendingPathComponent("Schema/datasources.schema.json"))))
        for file in files { #expect(!file.source.contains("\r"), "\(file.name): templates use LF line endings") }
    }

    @Test func embeddedTemplatesParseAndReferenceOnlyExistingPartials() {
        let set = TemplateSet.embedded
        #expect(set.templates.count == EmbeddedResources.templates.count)
        #expect(set.validate().isEmpty)
    }
}
