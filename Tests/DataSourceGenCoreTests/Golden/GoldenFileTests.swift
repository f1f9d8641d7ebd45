import DataSourceGenCore
import Foundation
import Testing

/// Runs the generator on every `Tests/GeneratedCodeTests/Definitions/*.datasources.json` and
/// compares the result byte for byte with `Tests/GeneratedCodeTests/Generated/`.
///
/// The expected files are the same ones the GeneratedCodeTests target compiles and exercises, so a
/// golden file is never just looked at. Set `RECORD_GOLDEN=1` to rewrite them, then read the diff
/// before committing.
@Suite struct GoldenFileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedCodeTests")
    static let definitionsDirectory = root.appendingPathComponent("Definitions")
    static let generatedDirectory = root.appendingPathComponent("Generated")

    static func inputNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: definitionsDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".datasources.json") }.sorted()
    }

    @Test func everyGoldenInputHasCases() {
        #expect(Self.inputNames().count >= 2)
    }

    @Test(arguments: inputNames())
    func generatedOutputMatchesGolden(inputName: String) throws {
        let url = Self.definitionsDirectory.appendingPathComponent(inputName)
        let input = DefinitionsInput(path: inputName, contents: try String(contentsOf: url, encoding: .utf8))
        let result = GenerationPipeline().run([input])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")
        let file = try #require(result.files.first)
        let expectedURL = Self.generatedDirectory.appendingPathComponent(file.relativePath)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try file.contents.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
        if file.contents != expected {
            let diff = UnifiedDiff.make(
                old: expected, new: file.contents, oldName: "expected/\(file.relativePath)",
                newName: "actual/\(file.relativePath)")
            Issue.record("golden mismatch (re-record with RECORD_GOLDEN=1 after reading this diff):\n\(diff)")
        }
    }

    @Test(arguments: inputNames())
    func generationIsDeterministic(inputName: String) throws {
        let url = Self.definitionsDirectory.appendingPathComponent(inputName)
        let input = DefinitionsInput(path: inputName, contents: try String(contentsOf: url, encoding: .utf8))
        let first = GenerationPipeline().run([input])
        for _ in 0..<3 { #expect(GenerationPipeline().run([input]) == first) }
    }
}
