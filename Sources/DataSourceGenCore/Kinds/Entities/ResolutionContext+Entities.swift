/// Resolution of an entity: its fields' types and defaults, and its own field references (`id`,
/// `title`, `subtitle`, `search`); and of a section enum, whose cases are only named.
extension ResolutionContext {
    /// A section enum with its Swift type and case names.
    static func resolveSection(_ section: SectionDefinition) -> ResolvedSection {
        ResolvedSection(
            definition: section, typeName: GeneratedNames.typeName(section.name.value),
            cases: section.cases.map {
                ResolvedSectionCase(definition: $0, swiftName: GeneratedNames.caseName($0.name.value))
            })
    }

    /// Records the entities by name once their conformances are final, for pickers and controllers.
    mutating func index(_ entities: [ResolvedEntity]) {
        for entity in entities where entitiesByName[entity.definition.name.value] == nil {
            entitiesByName[entity.definition.name.value] = entity
        }
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
