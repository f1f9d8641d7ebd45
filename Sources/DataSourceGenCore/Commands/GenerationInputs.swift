import Foundation

/// What `generate` and `check` share: reading the inputs and templates and running the pipeline.
package struct GenerationInputs: Sendable {
    /// Definitions file paths, as given.
    package var inputPaths: [String]
    /// Directories of override templates; when several hold a template, the first wins.
    package var templateDirectories: [String]
    /// Whether warnings stop the run like errors.
    package var warningsAsErrors: Bool

    package init(inputPaths: [String], templateDirectories: [String] = [], warningsAsErrors: Bool = false) {
        self.inputPaths = inputPaths
        self.templateDirectories = templateDirectories
        self.warningsAsErrors = warningsAsErrors
    }

    /// The inputs the parsed options of `generate` or `check` describe.
    package init(_ options: GenerateOptions) {
        self.init(
            inputPaths: options.definitions, templateDirectories: options.templateDirectories,
            warningsAsErrors: options.warningsAsErrors)
    }

    /// Reads everything and runs the pipeline; unreadable files become diagnostics, not crashes.
    package func generate() -> GenerationResult {
        var diagnostics: [Diagnostic] = []
        var templates = TemplateSet.embedded
        // Applied last to first, so that the first directory's templates win.
        for directory in templateDirectories.reversed() {
            diagnostics += templates.override(from: URL(fileURLWithPath: directory))
        }
        var inputs: [DefinitionsInput] = []
        for path in inputPaths {
            let start = SourceLocation(file: path, line: 1, column: 1)
            guard let data = FileManager.default.contents(atPath: path) else {
                let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
                diagnostics.append(.error(at: start, "this definitions file \(reason); check the path"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error(at: start, "this definitions file is not UTF-8 text; save it as UTF-8"))
                continue
            }
            inputs.append(DefinitionsInput(path: path, contents: text))
        }
        guard !diagnostics.containsErrors else {
            return GenerationResult(files: [], diagnostics: diagnostics.sorted())
        }
        var result = GenerationPipeline(templates: templates).run(inputs)
        result.diagnostics = (diagnostics + result.diagnostics).sorted()
        if warningsAsErrors {
            for index in result.diagnostics.indices { result.diagnostics[index].severity = .error }
        }
        if result.diagnostics.containsErrors { result.files = [] }
        return result
    }

    /// Prints every diagnostic, one per line, in the form Xcode and SwiftPM show inline.
    package static func report(_ diagnostics: [Diagnostic], to console: CommandConsole) {
        for diagnostic in diagnostics { console.writeError("\(diagnostic)\n") }
    }
}
