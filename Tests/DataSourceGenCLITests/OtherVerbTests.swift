import Foundation
import Testing

/// `init`, `schema`, `--help` and `--version` through the real executable.
@Suite struct OtherVerbTests {
    @Test func initWritesAStarterThatGeneratesAndNeverOverwrites() async throws {
        let tool = try ToolRunner()
        defer { tool.cleanUp() }
        let first = try await tool.run(["init", "Starter.datasources.json"])
        #expect(first.status == 0)
        let starter = try tool.read("Starter.datasources.json")
        #expect(starter.hasPrefix("// DataSourceGen definitions"))
        #expect(try await tool.run(["generate", "Starter.datasources.json", "-o", "Gen"]).status == 0)
        try tool.write("mine", to: "Mine.datasources.json")
        let again = try await tool.run(["init", "Mine.datasources.json"])
        #expect(again.status == 1)
        #expect(again.standardError.contains("already exists; init never overwrites"))
        #expect(try tool.read("Mine.datasources.json") == "mine")
    }

    @Test func schemaPrintsTheCommittedSchema() async throws {
        let tool = try ToolRunner()
        defer { tool.cleanUp() }
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schema/datasources.schema.json")
        let result = try await tool.run(["schema"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try String(contentsOf: committed, encoding: .utf8)))
    }

    @Test func helpAndVersion() async throws {
        let tool = try ToolRunner()
        defer { tool.cleanUp() }
        let version = try await tool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput.hasPrefix("datasource-gen "))
        for verb in ["generate", "check", "init", "schema"] {
            let help = try await tool.run([verb, "--help"])
            #expect(help.status == 0, "\(verb)")
            #expect(help.standardOutput.contains("datasource-gen \(verb)"), "\(verb)")
        }
        #expect(try await tool.run(["check", "--help"]).standardOutput.contains("--format"))
    }
}
