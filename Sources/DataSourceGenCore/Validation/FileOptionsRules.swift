/// Rules for `options` itself: each module of `imports` named once (the file imports it once
/// whatever the list says, so a repeat is a sign of a list edited in two places), and each platform
/// listed once, applying to something the file declares. What a platform asks of a declaration is
/// its kind's rule (`ListPickerRules+Fiori`).
extension ValidationContext {
    mutating func checkImports(_ definitions: ResolvedDefinitions) {
        var firstMention: [String: SourceLocation] = [:]
        for module in definitions.options.imports {
            guard let first = firstMention[module.value] else {
                firstMention[module.value] = module.location
                continue
            }
            warning(
                module.location,
                "`options.imports` names \(SwiftStringLiteral.make(module.value)) again (first at line "
                    + "\(first.line), column \(first.column)); the file imports it once, so remove the repeat")
        }
    }

    mutating func checkPlatforms(_ definitions: ResolvedDefinitions) {
        var seen: Set<FileOptions.Platform> = []
        for platform in definitions.options.platforms {
            guard seen.insert(platform.value).inserted else {
                warning(platform.location, "`options.platforms` lists \"\(platform.value.rawValue)\" twice; remove one")
                continue
            }
            let nothing = !DeclarationKinds.all.contains {
                $0.platformModules[platform.value] != nil && $0.isDeclared(in: definitions)
            }
            if nothing {
                warning(
                    platform.location,
                    "`options.platforms` lists \"\(platform.value.rawValue)\", but this file declares nothing it applies to (\(platform.value.appliesTo)); remove it or declare one"
                )
            }
        }
    }
}

extension FileOptions.Platform {
    /// What the platform generates code for, for messages: the kinds with glue for it.
    var appliesTo: String {
        DeclarationKinds.pluralNouns(joinedBy: "or") { $0.platformModules[self] != nil }
    }
}
