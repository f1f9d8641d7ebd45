import Foundation

/// `datasource-gen init <file>`: writes the commented starter definitions file, never overwriting.
package struct InitCommand: Sendable {
    /// Where to write, as the user gave it.
    package var path: String

    package init(path: String) {
        self.path = path
    }

    /// Writes the starter file; refuses (failure) when anything exists at `path`.
    package func run(console: CommandConsole) -> ExitStatus {
        // `.withoutOverwriting` makes the existence check and the creation one step, so a file
        // that appears in between is still never replaced.
        do {
            try Data(StarterDefinitions.text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            if FileManager.default.fileExists(atPath: path) {
                console.writeError(
                    "error: \(path) already exists; init never overwrites. Choose another path: datasource-gen init <new path>\n"
                )
            } else {
                console.writeError("error: cannot write \(path): \(error.localizedDescription)\n")
            }
            return .failure
        }
        console.writeOutput(InitNextSteps.text(for: path))
        return .success
    }
}
