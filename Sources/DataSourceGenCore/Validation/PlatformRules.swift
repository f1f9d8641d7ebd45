/// Rules for `options.platforms` itself: each platform listed once, and applying to something the
/// file declares. What a platform asks of a declaration is its kind's rule (`ListPickerRules+Fiori`).
extension ValidationContext {
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
