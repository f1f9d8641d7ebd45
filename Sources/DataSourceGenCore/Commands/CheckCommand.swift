/// `datasource-gen check INPUT… --output DIR`: fails when `DIR` is not what `generate` would write.
package struct CheckCommand: Sendable {
    /// How drift is printed.
    package enum Format: String, Sendable, CaseIterable {
        /// A summary and unified diffs.
        case text
        /// The same, plus `::error file=…::` lines that GitHub Actions turns into annotations.
        case github
    }

    /// Inputs and templates.
    package var inputs: GenerationInputs
    /// The directory holding the committed generated files.
    package var outputDirectory: String
    /// How drift is printed.
    package var format: Format

    package init(inputs: GenerationInputs, outputDirectory: String, format: Format = .text) {
        self.inputs = inputs
        self.outputDirectory = outputDirectory
        self.format = format
    }

    /// Silent success when up to date; otherwise the drift report and failure. Writes nothing.
    package func run(console: CommandConsole) -> ExitStatus {
        let result = inputs.generate()
        GenerationInputs.report(result.diagnostics, to: console)
        guard !result.diagnostics.containsErrors else { return .failure }
        let report: DriftReport
        do {
            report = try DriftChecker(outputDirectory: outputDirectory, generatedFileMarker: GeneratedFileHeader.marker).check(result.files)
        } catch {
            console.writeError("error: \(error)\n")
            return .failure
        }
        guard report.hasDrift else { return .success }
        console.writeOutput(report.description)
        if format == .github {
            for entry in report.entries {
                let file = outputDirectory.hasSuffix("/") ? outputDirectory + entry.relativePath : outputDirectory + "/" + entry.relativePath
                let fix = entry.kind == .orphaned
                    ? "it is no longer generated; delete it"
                    : "run datasource-gen generate and commit the result"
                console.writeOutput("::error file=\(file),line=1::\(entry.relativePath) is \(entry.kind.rawValue); \(fix)\n")
            }
        }
        console.writeError("error: generated code in \(outputDirectory) is out of date (\(report.entries.count) file(s)); run `datasource-gen generate` with the same arguments and commit the result\n")
        return .failure
    }
}
