/// Rules that span several definitions files compiled into one module.
enum CrossFileRules {
    /// Two inputs that would write the same output file, or declare the same Swift type, would
    /// only fail later in the compiler, pointing at generated code; report them at the source.
    static func check(inputs: [DefinitionsInput], definitions: [Definitions]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var outputs: [String: String] = [:]
        for input in inputs {
            let output = OutputNaming.outputFileName(forInput: input.path)
            if let first = outputs[output] {
                diagnostics.append(.error(at: SourceLocation(file: input.path, line: 1, column: 1), "this file and \(first) would both generate \(output); rename one of them"))
            } else {
                outputs[output] = input.path
            }
        }
        var types: [String: SourceLocation] = [:]
        for file in definitions {
            var names = file.entities.map(\.name) + file.sections.map(\.name)
            names += file.listPickers.map(\.name) + file.sectionControllers.map(\.name)
            var seenInFile: Set<String> = []
            for name in names {
                let swift = GeneratedNames.typeName(name.value)
                // Duplicates inside one file are the validator's; here only across files.
                guard seenInFile.insert(swift).inserted else { continue }
                if let first = types[swift], first.file != name.location.file {
                    diagnostics.append(.error(at: name.location, "`\(name.value)` becomes the Swift type `\(swift)`, which \(first) also declares; types of all definitions files in a module share one namespace, so rename one of them"))
                } else if types[swift] == nil {
                    types[swift] = name.location
                }
            }
        }
        return diagnostics
    }
}
