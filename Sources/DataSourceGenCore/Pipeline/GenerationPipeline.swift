/// One definitions file handed to the pipeline: its path as the user gave it, and its text.
package struct DefinitionsInput: Sendable, Hashable {
    /// The path printed in diagnostics (as given on the command line, so editors can open it).
    package var path: String
    /// The file's contents.
    package var contents: String

    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// What a run produced: the files to write, or the diagnostics that stop it (warnings may
/// accompany files).
package struct GenerationResult: Sendable, Hashable {
    /// Generated files, in input order; empty when ``diagnostics`` contains an error.
    package var files: [GeneratedFile]
    /// Every problem found, sorted in reading order.
    package var diagnostics: [Diagnostic]
}

/// The whole generator as one function: definitions in, Swift files or diagnostics out.
///
/// parse → decode → resolve → validate → plan → render, in one direction. The CLI, both plugins (through
/// the CLI) and the tests all go through this type, so they cannot disagree.
package struct GenerationPipeline: Sendable {
    /// The templates rendered with.
    package var templates: TemplateSet

    /// Creates a pipeline; the default uses the templates embedded in the tool.
    package init(templates: TemplateSet = .embedded) {
        self.templates = templates
    }

    /// Runs every input; files are produced only when no input has an error.
    package func run(_ inputs: [DefinitionsInput]) -> GenerationResult {
        // Once per run, not per file: the check reads the templates and the plan's types, not the definitions.
        let nameWarnings = templates.overrideNameDiagnostics()
        var diagnostics = templates.validate() + nameWarnings + templates.unusedOverrideDiagnostics()
        var resolved: [ResolvedDefinitions] = []
        for input in inputs {
            let result = DefinitionsDecoder().decode(input.contents, file: input.path)
            diagnostics += result.diagnostics
            guard let definitions = result.definitions else { continue }
            let resolution = DefinitionsResolver().resolve(definitions)
            diagnostics += resolution.diagnostics + DefinitionsValidator().validate(resolution.resolved)
            resolved.append(resolution.resolved)
        }
        diagnostics += CrossFileRules.check(inputs: inputs, definitions: resolved)
        diagnostics.sort()
        guard !diagnostics.containsErrors, resolved.count == inputs.count else {
            return GenerationResult(files: [], diagnostics: diagnostics)
        }
        var files: [GeneratedFile] = []
        let reported = Set(nameWarnings.map(\.location))
        for definitions in resolved {
            let path = OutputNaming.outputFileName(forInput: definitions.file)
            let plan = GenerationPlanner.plan(definitions)
            do {
                let rendered = try templates.renderMain(plan.mustacheValue)
                files.append(GeneratedFile(relativePath: path, contents: LineWrapper.wrap(rendered.text)))
                // Rendering reports again, for every file, the names the check already reported.
                diagnostics += rendered.diagnostics.filter { $0.severity == .error || !reported.contains($0.location) }
            } catch {
                // Nothing is written when any file cannot be rendered completely.
                return GenerationResult(files: [], diagnostics: (diagnostics + [error.diagnostic]).sorted())
            }
        }
        // A default template naming a missing key is a defect: nothing is written with it.
        if diagnostics.containsErrors { return GenerationResult(files: [], diagnostics: diagnostics.sorted()) }
        return GenerationResult(files: files, diagnostics: diagnostics.sorted())
    }
}
