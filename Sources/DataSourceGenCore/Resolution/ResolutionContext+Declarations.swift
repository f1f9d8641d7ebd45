/// Resolution of the app types that fields and cells refer to, and of conformance names.
extension ResolutionContext {
    /// Checks an entry of `types` and adds it to the namespace unless its name is taken.
    mutating func resolveAppType(_ type: AppTypeDefinition) -> ResolvedAppType {
        let path = "types.\(type.name.value)"
        let conformances = resolveConformances(type.conformances, path: "\(path).conformances")
        let resolved = ResolvedAppType(definition: type, conformances: conformances)
        guard case .success(.named(let parts, let arguments, _)) = SwiftTypeParser.parse(type.name.value),
            arguments.isEmpty, parts.joined(separator: ".") == type.name.value,
            parts.allSatisfy(SwiftIdentifier.isValid)
        else {
            error(
                type.location,
                "`\(path)` is not a Swift type name; write the app's type as Swift spells it (for example `Money` or `Geo.Point`)"
            )
            return resolved
        }
        if StandardTypes.byName[type.name.value] != nil || StandardTypes.containers[type.name.value] != nil {
            error(
                type.location,
                "`\(path)` declares `\(type.name.value)`, which is a standard type the generator already knows; remove it from `types`"
            )
        } else if let taken = namespace[type.name.value] {
            error(
                type.location,
                "`\(path)` declares `\(type.name.value)`, which this file already declares as \(taken.kindDescription); remove one of them"
            )
        } else {
            namespace[type.name.value] = .appType(type.name.value)
            declaredConformances[type.name.value] = conformances
        }
        if let module = type.module, !SwiftIdentifier.isModuleName(module.value) {
            error(
                module.location,
                "`\(path).module` is not a module name; write the module as `import` spells it (for example \"Finance\")"
            )
        }
        return resolved
    }

    /// Reads conformance names, with "did you mean" for misspellings; adds what they imply.
    mutating func resolveConformances(_ names: [Located<String>], path: String) -> Set<Conformance> {
        var result: Set<Conformance> = []
        let known = Conformance.allCases.map(\.rawValue)
        for name in names {
            if let conformance = Conformance(rawValue: name.value) {
                result.insert(conformance)
            } else {
                error(
                    name.location,
                    "`\(path)` names `\(name.value)`, which the generator does not track\(didYouMean(name.value, among: known)); use \(known.map { "`\($0)`" }.joined(separator: ", "))"
                )
            }
        }
        return Conformance.closed(result)
    }
}

extension ResolvedType {
    /// "an entity", "a section enum", … for messages about a name that is already taken.
    var kindDescription: String {
        switch self {
        case .entity: "an entity"
        case .sectionEnum: "a section enum"
        case .appType: "an app type"
        default: "a type"
        }
    }
}
