import Foundation

/// `datasource-gen schema [--output FILE]`: prints the JSON Schema of definitions files.
package struct SchemaCommand: Sendable {
    /// Where to write; `nil` for standard output.
    package var outputFile: String?

    package init(outputFile: String?) {
        self.outputFile = outputFile
    }

    /// The schema embedded in the tool, identical to `Schema/datasources.schema.json`.
    package static var schema: String { EmbeddedResources.schema }

    /// Prints or writes the schema.
    package func run(console: CommandConsole) -> ExitStatus {
        guard let outputFile else {
            console.writeOutput(Self.schema)
            return .success
        }
        do {
            try Data(Self.schema.utf8).write(to: URL(fileURLWithPath: outputFile), options: .atomic)
            return .success
        } catch {
            console.writeError("error: cannot write \(outputFile): \(error.localizedDescription)\n")
            return .failure
        }
    }
}

/// The tool's version, printed by `--version`.
package enum DataSourceGenVersion {
    /// Semantic version of this release.
    package static let current = "0.1.0"
}
