import DataSourceGenCore
import Testing

/// The pipeline as a whole: files only when no input has an error, warnings alongside files,
/// one output per input in input order.
@Suite struct GenerationPipelineTests {
    let valid = #"{ "entities": { "A": { "fields": { "x": "Int" } } } }"#

    @Test func oneBadInputStopsEveryOutput() {
        let result = GenerationPipeline().run([
            DefinitionsInput(path: "Good.datasources.json", contents: valid),
            DefinitionsInput(
                path: "Bad.datasources.json", contents: #"{ "entities": { "B": { "fields": { "x": "Integer" } } } }"#),
        ])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.location.file) == ["Bad.datasources.json"])
    }

    @Test func unparsableInputStopsEveryOutput() {
        let result = GenerationPipeline().run([
            DefinitionsInput(path: "Good.datasources.json", contents: valid),
            DefinitionsInput(path: "Broken.datasources.json", contents: "{ nope"),
        ])
        #expect(result.files.isEmpty && result.diagnostics.containsErrors)
    }

    @Test func warningsComeWithTheFiles() {
        let text =
            #"{ "entities": { "A": { "fields": { "x": "String" }, "title": "x" } }, "pickers": { "P": { "entity": "A", "mode": "index", "searchFields": ["x"] } } }"#
        let result = GenerationPipeline().run([DefinitionsInput(path: "W.datasources.json", contents: text)])
        #expect(result.files.map(\.relativePath) == ["W.datasources.swift"])
        #expect(result.diagnostics.map(\.severity) == [.warning])
    }

    @Test func outputsFollowInputOrder() {
        let result = GenerationPipeline().run([
            DefinitionsInput(path: "b/Zed.datasources.json", contents: valid),
            DefinitionsInput(
                path: "a/Alpha.datasources.json", contents: #"{ "sections": { "S": { "cases": { "x": null } } } }"#),
        ])
        #expect(result.files.map(\.relativePath) == ["Zed.datasources.swift", "Alpha.datasources.swift"])
    }
}
