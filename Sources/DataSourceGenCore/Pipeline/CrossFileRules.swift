/// Rules that span several definitions files compiled into one module.
enum CrossFileRules {
    /// Two inputs that would write the same output file, or declare the same Swift type, would
    /// only fail later in the compiler, pointing at generated code; report them at the source.
    static func check(inputs: [DefinitionsInput], definitions: [ResolvedDefinitions]) -> [Diagnostic] {
        var diagnostics = outputNameClashes(inputs)
        var types: [String: SourceLocation] = [:]
        for file in definitions {
            var seenInFile: Set<String> = []
            for name in file.declaredNames.map(\.name) {
                let swift = GeneratedNames.typeName(name.value)
                // Duplicates inside one file are the validator's; here only across files.
                guard seenInFile.insert(swift).inserted else { continue }
                if let first = types[swift], first.file != name.location.file {
                    diagnostics.append(
                        .error(
                            at: name.location,
                            "`\(name.value)` becomes the Swift type `\(swift)`, which \(first) also declares; types of all definitions files in a module share one namespace, so rename one of them"
                        ))
                } else if types[swift] == nil {
                    types[swift] = name.location
                }
            }
        }
        return diagnostics
    }

    /// The rule the plugins apply too (``OutputNaming/outputNameClashes(among:path:)``), worded
    /// for the CLI; a difference in case is explained, because on Linux both files can exist.
    private static func outputNameClashes(_ inputs: [DefinitionsInput]) -> [Diagnostic] {
        OutputNaming.outputNameClashes(among: inputs, path: \.path).map { clash in
            let output = OutputNaming.outputFileName(forInput: clash.input.path)
            let earlierOutput = OutputNaming.outputFileName(forInput: clash.earlier.path)
            let location = SourceLocation(file: clash.input.path, line: 1, column: 1)
            guard output != earlierOutput else {
                return .error(
                    at: location,
                    "this file and \(clash.earlier.path) would both generate \(output); rename one of them")
            }
            return .error(
                at: location,
                "this file generates \(output) and \(clash.earlier.path) generates \(earlierOutput), names that differ only in case and so are one file on macOS and Windows; rename one of them"
            )
        }
    }
}
