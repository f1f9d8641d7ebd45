/// Rules that span several definitions files compiled into one module.
enum CrossFileRules {
    /// Two inputs that would write the same output file, or declare the same Swift type, would
    /// only fail later in the compiler, pointing at generated code; report them at the source.
    static func check(inputs: [DefinitionsInput], definitions: [ResolvedDefinitions]) -> [Diagnostic] {
        var diagnostics = outputNameClashes(inputs) + hiddenOutputs(inputs)
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
        return diagnostics + unmetAppTypeClaims(definitions) + frameworkNamesFromOtherFiles(definitions)
    }

    /// The files of one run share a module, so a SwiftUI platform that any of them turns on
    /// imports its frameworks into all of them: a name one file declares would hide SwiftUI's or
    /// FioriSwiftUICore's type there even when the file itself turns no SwiftUI platform on. The
    /// validator checks a file against its own platforms; this checks it against the others'.
    private static func frameworkNamesFromOtherFiles(_ definitions: [ResolvedDefinitions]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in definitions {
            // Only a file that turns on a platform this one lacks can bring in a name this one
            // was not checked against; without one (one file, the usual run) there is no work.
            let others = definitions.filter { $0.file != file.file && !$0.platforms.isSubset(of: file.platforms) }
            guard !others.isEmpty else { continue }
            for (raw, kind) in file.declaredNames {
                let swift = GeneratedNames.typeName(raw.value)
                // Refused already, whatever the platforms: as a type the generated code uses, or at
                // this file's own SwiftUI platform.
                guard !GeneratedCodeNames.referencedTypes.contains(swift),
                    ValidationContext.frameworkDeclaring(swift, platforms: file.platforms) == nil
                else { continue }
                for other in others {
                    guard let clash = ValidationContext.frameworkDeclaring(swift, platforms: other.platforms),
                        let platform = other.options.platforms.first(where: { $0.value.rawValue == clash.platform })
                    else { continue }
                    diagnostics.append(
                        .error(
                            at: raw.location,
                            "\(kind) `\(raw.value)` would be generated as `\(swift)`, a public name of \(clash.framework), which the `\(clash.platform)` platform turned on at \(platform.location) imports into the module the files of one run share: there it would hide \(clash.framework)'s `\(swift)`; rename it (for example `My\(swift)`)"
                        ))
                    break
                }
            }
        }
        return diagnostics
    }

    /// A `types` entry may name a type another file generates, to use it here; what it says the
    /// type conforms to must hold there, or this file's generated code fails to compile where it
    /// relies on the claim (a `Codable` entity's field of that type, a `Hashable` ID).
    private static func unmetAppTypeClaims(_ definitions: [ResolvedDefinitions]) -> [Diagnostic] {
        var generated: [String: (conformances: Set<Conformance>, location: SourceLocation, noun: String)] = [:]
        for file in definitions {
            for entity in file.entities where entity.isGenerated && generated[entity.typeName] == nil {
                generated[entity.typeName] = (entity.conformances, entity.definition.name.location, "entity")
            }
            for section in file.sections where generated[section.typeName] == nil {
                let conformances = Conformance.closed([.hashable, .sendable, .codable])
                generated[section.typeName] = (conformances, section.definition.name.location, "section enum")
            }
        }
        var diagnostics: [Diagnostic] = []
        for file in definitions {
            for type in file.appTypes {
                let name = type.definition.name
                guard let declared = generated[name.value], declared.location.file != name.location.file else {
                    continue
                }
                let missing = Conformance.allCases.filter {
                    type.conformances.contains($0) && !declared.conformances.contains($0)
                }
                guard !missing.isEmpty else { continue }
                let list = missing.map(\.rawValue).joined(separator: ", ")
                diagnostics.append(
                    .error(
                        at: name.location,
                        "`types.\(name.value)` says `\(name.value)` conforms to \(list), which the \(declared.noun) `\(name.value)` that \(declared.location) generates does not; remove \(list) from its `conformances`, or make that \(declared.noun) conform"
                    ))
            }
        }
        return diagnostics
    }

    /// An input named only by its suffix (`.datasources.json`) would write a hidden file, which
    /// SwiftPM leaves out of a target's sources, so the scaffolded code would silently not build.
    private static func hiddenOutputs(_ inputs: [DefinitionsInput]) -> [Diagnostic] {
        inputs.compactMap { input in
            let output = OutputNaming.outputFileName(forInput: input.path)
            guard output.hasPrefix(".") else { return nil }
            return .error(
                at: SourceLocation(file: input.path, line: 1, column: 1),
                "this file would generate \(output), a hidden file that SwiftPM leaves out of a target's sources; name it before its suffix, for example Products.datasources.json"
            )
        }
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
