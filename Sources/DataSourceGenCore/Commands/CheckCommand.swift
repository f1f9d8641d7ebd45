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
    /// The command the report names as the fix; nil for the equivalent `generate` command.
    package var fixCommand: String?

    package init(inputs: GenerationInputs, outputDirectory: String, format: Format = .text, fixCommand: String? = nil) {
        self.inputs = inputs
        self.outputDirectory = outputDirectory
        self.format = format
        self.fixCommand = fixCommand
    }

    /// The fix the report names: `fixCommand`, or `datasource-gen generate` with these inputs.
    package var effectiveFixCommand: String {
        if let fixCommand { return fixCommand }
        var words = ["datasource-gen", "generate"] + inputs.inputPaths + ["--output", outputDirectory]
        for directory in inputs.templateDirectories { words += ["--templates", directory] }
        if inputs.warningsAsErrors { words.append("--warnings-as-errors") }
        return words.map(ShellWord.quoted).joined(separator: " ")
    }

    /// Silent success when up to date. Otherwise the report (diagnostics, or the drift summary
    /// and diffs), GitHub annotations when asked for, and last one line with the fix, so the
    /// cause comes before the verdict. Writes nothing.
    package func run(console: CommandConsole) -> ExitStatus {
        let result = inputs.generate()
        GenerationInputs.report(result.diagnostics, to: console)
        if format == .github {
            for annotation in GitHubAnnotation.annotations(for: result.diagnostics) {
                console.writeOutput("\(annotation)")
            }
        }
        let errorCount = result.diagnostics.count { $0.severity == .error }
        guard errorCount == 0 else {
            let noun = errorCount == 1 ? "error" : "errors"
            console.writeError(
                "error: the definitions have \(errorCount) \(noun) (above), so nothing was compared; fix them, then run `\(effectiveFixCommand)` and commit the result\n"
            )
            return .failure
        }
        let report: DriftReport
        do {
            report = try DriftChecker(outputDirectory: outputDirectory, generatedFileMarker: GeneratedFileHeader.marker)
                .check(result.files)
        } catch {
            console.writeError("error: \(error)\n")
            return .failure
        }
        guard report.hasDrift else { return .success }
        console.writeOutput(report.description)
        if format == .github {
            for annotation in GitHubAnnotation.annotations(for: report, in: outputDirectory, fix: effectiveFixCommand) {
                console.writeOutput("\(annotation)")
            }
        }
        let noun = report.entries.count == 1 ? "file" : "files"
        console.writeError(
            "error: generated code in \(outputDirectory) is out of date (\(report.entries.count) \(noun)); run `\(effectiveFixCommand)` and commit the result\n"
        )
        return .failure
    }
}
