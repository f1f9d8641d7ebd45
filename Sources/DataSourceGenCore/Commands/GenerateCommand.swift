/// `datasource-gen generate INPUT… --output DIR`: writes one Swift file per definitions file.
package struct GenerateCommand: Sendable {
    /// Inputs and templates.
    package var inputs: GenerationInputs
    /// The directory generated files go to (created if missing); nothing is written outside it.
    package var outputDirectory: String

    package init(inputs: GenerationInputs, outputDirectory: String) {
        self.inputs = inputs
        self.outputDirectory = outputDirectory
    }

    /// Generates and writes; on any error nothing is written and the status is failure.
    package func run(console: CommandConsole) -> ExitStatus {
        let result = inputs.generate()
        GenerationInputs.report(result.diagnostics, to: console)
        guard !result.diagnostics.containsErrors else { return .failure }
        do {
            let report = try GeneratedFileWriter(outputDirectory: outputDirectory).write(result.files)
            console.writeOutput("datasource-gen: \(report.written.count) written, \(report.unchanged.count) unchanged in \(outputDirectory)\n")
            return .success
        } catch {
            console.writeError("error: \(error)\n")
            return .failure
        }
    }
}
