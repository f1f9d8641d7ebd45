/// Rules about declared names: duplicates, names that collide once made Swift-safe, and names
/// that would shadow a type the generated code itself uses.
extension ValidationContext {
    /// Types the generated file refers to by name; declaring one of them would break that file.
    static let reservedTypeNames: Set<String> = Set(StandardTypes.byName.keys).union(StandardTypes.containers.keys).union([
        "Identifiable", "Hashable", "Sendable", "CaseIterable", "Equatable", "Codable", "Comparable",
        "DataSourceRuntime", "IndexListPicker", "UniqueIdentifierListPicker",
        "SectionedListPicker", "ListIndexPath", "DuplicateIdentifierPolicy", "Swift", "Foundation",
    ])

    /// Entities, section enums, pickers and controllers all become types of one file, so they
    /// share a namespace.
    mutating func checkDeclarationNames(_ definitions: ResolvedDefinitions) {
        let declared = definitions.declarations.map { (raw: $0.name, kind: $0.kind) }
        checkNames(declared, swiftName: GeneratedNames.typeName, scope: "type")
        for item in declared {
            let swift = GeneratedNames.typeName(item.raw.value)
            if ValidationContext.reservedTypeNames.contains(swift) {
                error(item.raw.location, "\(item.kind) `\(item.raw.value)` would be generated as `\(swift)`, which shadows a type the generated code uses; choose another name (for example `My\(swift)`)")
            }
        }
    }

    /// Reports exact duplicates and collisions after conversion among `names` in one scope.
    mutating func checkNames(
        _ names: [(raw: Located<String>, kind: String)], swiftName: (String) -> String, scope: String
    ) {
        var firstByRaw: [String: Located<String>] = [:]
        var firstBySwift: [String: Located<String>] = [:]
        for (raw, kind) in names {
            if let first = firstByRaw[raw.value] {
                error(raw.location, "\(kind) `\(raw.value)` is already declared at \(first.location.line):\(first.location.column); rename or remove one of them")
                continue
            }
            firstByRaw[raw.value] = raw
            let swift = swiftName(raw.value)
            if let first = firstBySwift[swift] {
                error(raw.location, "`\(raw.value)` and `\(first.value)` (\(first.location.line):\(first.location.column)) both become the Swift \(scope) name `\(swift)`; rename one of them")
            } else {
                firstBySwift[swift] = raw
            }
        }
    }
}
