/// Rules for `options.platforms`: each framework's protocols must be satisfiable by what the file
/// declares, checked here so that a conformance is never generated that cannot compile.
extension ValidationContext {
    /// Identifier types the generated Fiori glue converts to and from Fiori's `String`
    /// identifiers without loss (`description` / `init?(_:)`, or `uuidString` for `UUID`).
    static let fioriIdentifierTypes: Set<String> = [
        "String", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UUID",
    ]

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

    static func isFioriIdentifier(_ type: ResolvedType) -> Bool {
        switch type {
        case .standard(let name): fioriIdentifierTypes.contains(name)
        case .sectionEnum: true
        default: false
        }
    }
}

extension FileOptions.Platform {
    /// What the platform generates code for, for messages: the kinds with glue for it.
    var appliesTo: String {
        let kinds = DeclarationKinds.all.filter { $0.platformModules[self] != nil }.map { $0.pluralNoun }
        guard kinds.count > 1 else { return kinds.first ?? "nothing" }
        return kinds.dropLast().joined(separator: ", ") + " or " + kinds[kinds.count - 1]
    }
}
