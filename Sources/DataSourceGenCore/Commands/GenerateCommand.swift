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
            console.writeOutput(
                Self.log(
                    inputs: inputs.inputPaths, files: result.files, report: report,
                    outputDirectory: outputDirectory))
            return .success
        } catch {
            console.writeError("error: \(error)\n")
            return .failure
        }
    }

    /// One line per definitions file, cause first (`A.datasources.json -> Gen/A.datasources.swift:
    /// written`), then the totals. The build plugin's output reaches the log before SwiftPM's own
    /// "Generating data sources" line, so each line has to say what caused it by itself.
    static func log(
        inputs: [String], files: [GeneratedFile], report: GeneratedFileWriter.Report,
        outputDirectory: String
    ) -> String {
        let written = Set(report.written)
        var text = ""
        // The pipeline writes one file per input, in input order.
        for (input, file) in zip(inputs, files) {
            let effect = written.contains(file.relativePath) ? "written" : "unchanged"
            let output = OutputDirectory.join(outputDirectory, file.relativePath)
            // A path's line break or bidi control would split or reorder the line, as in a diagnostic.
            text += "datasource-gen: \(OneLineText.make(input)) -> \(OneLineText.make(output)): \(effect)\n"
        }
        let totals = "\(report.written.count) written, \(report.unchanged.count) unchanged"
        return text + "datasource-gen: \(totals) in \(OneLineText.make(outputDirectory))\n"
    }
}
