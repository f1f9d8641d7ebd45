import Foundation

/// `datasource-gen schema [--output FILE]`: prints the JSON Schema of definitions files.
public struct SchemaCommand: Sendable {
    /// Where to write; `nil` for standard output.
    public var outputFile: String?

    /// Creates the command.
    public init(outputFile: String?) {
        self.outputFile = outputFile
    }

    /// The schema embedded in the tool, identical to `Schema/datasources.schema.json`.
    public static var schema: String { EmbeddedResources.schema }

    /// Prints or writes the schema.
    public func run(console: CommandConsole) -> ExitStatus {
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
public enum DataSourceGenVersion {
    /// Semantic version of this release.
    public static let current = "0.1.0"
}
