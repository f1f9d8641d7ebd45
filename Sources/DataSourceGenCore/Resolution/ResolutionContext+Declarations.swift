/// Resolution of the declarations that types refer to: app types, entity fields and the
/// entity's own field references (`id`, `title`, `subtitle`, `search`).
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

    /// Resolves an entity's fields and field references; conformances come later, once every
    /// entity's fields are known (``inferConformances(of:)``).
    mutating func resolveEntityFields(_ entity: EntityDefinition) -> ResolvedEntity {
        let path = "entities.\(entity.name.value)"
        let fields = entity.fields.map { field in
            let fieldPath = "\(path).fields.\(field.name.value)"
            let type = resolveType(
                at: TypeSite(
                    text: field.type, path: fieldPath, declaration: #"{ "conformances": ["Hashable", "Sendable"] }"#),
                advice: "write a type such as `String`, `[Int]` or `Date?`")
            var resolved = ResolvedField(
                definition: field, swiftName: GeneratedNames.memberName(field.name.value), type: type)
            // An unresolved type was reported; its default is not checked against it.
            if let value = field.defaultValue, !type.isUnresolved {
                if entity.isGenerated {
                    resolved.defaultValue = fieldDefault(value, type: type, path: fieldPath)
                } else {
                    error(
                        value.location,
                        "`\(fieldPath).default` applies to generated entities, and the app supplies `\(entity.name.value)` (`generate: false`); give the default in the app's type"
                    )
                }
            }
            return resolved
        }
        var declared: Set<Conformance> = []
        if let conformances = entity.conformances {
            if entity.isGenerated, let first = conformances.first {
                error(
                    first.location,
                    "`\(path).conformances` applies only to entities the app supplies (`generate: false`); a generated entity conforms to what its fields allow, so remove it"
                )
            } else {
                declared = resolveConformances(conformances, path: "\(path).conformances")
            }
        }
        let typeName = GeneratedNames.typeName(entity.name.value)
        if !entity.isGenerated, declaredConformances[typeName] == nil {
            declaredConformances[typeName] = declared.union(entity.uniqueID == nil ? [] : [.identifiable])
        }
        return ResolvedEntity(
            definition: entity, typeName: typeName, fields: fields,
            uniqueIDIndex: entity.uniqueID.flatMap { fieldIndex($0, of: entity, fields: fields, key: "\(path).id") },
            titleIndex: entity.title.flatMap { fieldIndex($0, of: entity, fields: fields, key: "\(path).title") },
            subtitleIndex: entity.subtitle.flatMap {
                fieldIndex($0, of: entity, fields: fields, key: "\(path).subtitle")
            },
            searchIndices: entity.searchFields.compactMap {
                fieldIndex($0, of: entity, fields: fields, key: "\(path).search")
            },
            conformances: declaredConformances[typeName] ?? [])
    }

    /// The field `reference` names, or `nil` after reporting that there is none.
    mutating func field(_ reference: Located<String>, of entity: EntityDefinition, fields: [ResolvedField], key: String)
        -> ResolvedField?
    {
        fieldIndex(reference, of: entity, fields: fields, key: key).map { fields[$0] }
    }

    /// The position of the field `reference` names, or `nil` after reporting that there is none.
    mutating func fieldIndex(
        _ reference: Located<String>, of entity: EntityDefinition, fields: [ResolvedField], key: String
    ) -> Int? {
        if let found = fields.firstIndex(where: { $0.definition.name.value == reference.value }) { return found }
        error(
            reference.location,
            "`\(key)` names `\(reference.value)`, which is not a field of `\(entity.name.value)`\(didYouMean(reference.value, among: entity.fields.map(\.name.value)))"
        )
        return nil
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
