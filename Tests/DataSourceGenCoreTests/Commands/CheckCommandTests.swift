import Foundation
import Testing

@testable import DataSourceGenCore

/// The order a reader meets the check's output in: the report first, the verdict with its fix last.
@Suite struct CheckCommandTests {
    /// Everything written to either stream, in order, tagged with the stream.
    final class Transcript: @unchecked Sendable {
        var entries: [(stream: String, text: String)] = []
        var console: CommandConsole {
            CommandConsole(
                writeOutput: { self.entries.append(("out", $0)) },
                writeError: { self.entries.append(("err", $0)) })
        }
    }

    static let definitions = """
        { "entities": { "Fruit": { "fields": { "code": "String", "name": "String" }, "id": "code", "title": "name" } },
          "pickers": { "FruitPicker": { "entity": "Fruit", "mode": "uniqueID" } } }
        """

    @Test func driftPrintsTheReportThenOneClosingLineWithTheFix() throws {
        let directory = try TemporaryDirectory()
        try directory.write("My Shop.datasources.json", Self.definitions)
        let inputs = GenerationInputs(inputPaths: [directory.sub("My Shop.datasources.json")])
        let transcript = Transcript()
        let status = CheckCommand(inputs: inputs, outputDirectory: directory.sub("Gen")).run(
            console: transcript.console)
        #expect(status == .failure)
        #expect(transcript.entries.map(\.stream) == ["out", "err"])
        #expect(transcript.entries.first?.text.hasPrefix("1 generated file differs") == true)
        let fix =
            "datasource-gen generate '\(directory.sub("My Shop.datasources.json"))' --output \(directory.sub("Gen"))"
        #expect(
            transcript.entries.last?.text
                == "error: generated code in \(directory.sub("Gen")) is out of date (1 file); run `\(fix)` and commit the result\n"
        )
    }

    @Test func theFixCommandCarriesTemplatesAndWarningsAsErrors() {
        let command = CheckCommand(
            inputs: GenerationInputs(
                inputPaths: ["A.datasources.json"], templateDirectories: ["T"],
                warningsAsErrors: true), outputDirectory: "Gen")
        #expect(
            command.effectiveFixCommand
                == "datasource-gen generate A.datasources.json --output Gen --templates T --warnings-as-errors")
        var given = command
        given.fixCommand = "swift package generate-data-sources --target App"
        #expect(given.effectiveFixCommand == "swift package generate-data-sources --target App")
    }

    @Test func definitionsErrorsComeFirstThenTheirAnnotationsThenTheVerdict() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "A.datasources.json",
            Self.definitions.replacingOccurrences(of: "\"title\": \"name\"", with: "\"title\": \"nam\""))
        let transcript = Transcript()
        let status = CheckCommand(
            inputs: GenerationInputs(inputPaths: [directory.sub("A.datasources.json")]),
            outputDirectory: directory.sub("Gen"), format: .github
        ).run(console: transcript.console)
        #expect(status == .failure)
        #expect(transcript.entries.map(\.stream) == ["err", "out", "err"])
        #expect(transcript.entries[0].text.contains(": error: `entities.Fruit.title` names `nam`"))
        #expect(transcript.entries[1].text.hasPrefix("::error file=\(directory.sub("A.datasources.json")),line=1,col="))
        #expect(
            transcript.entries[2].text.hasPrefix(
                "error: the definitions have 1 error (above), so nothing was compared;"))
    }

    @Test func upToDateIsSilent() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.datasources.json", Self.definitions)
        let inputs = GenerationInputs(inputPaths: [directory.sub("A.datasources.json")])
        let transcript = Transcript()
        #expect(
            GenerateCommand(inputs: inputs, outputDirectory: directory.sub("Gen")).run(console: transcript.console)
                == .success)
        transcript.entries = []
        #expect(
            CheckCommand(inputs: inputs, outputDirectory: directory.sub("Gen"), format: .github).run(
                console: transcript.console) == .success)
        #expect(transcript.entries.isEmpty)
    }
}
