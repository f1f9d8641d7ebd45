/// Turns resolved, validated definitions into the ``FilePlan`` the templates render.
///
/// Total: every declaration of the resolved model is planned; nothing here can fail or skip.
enum GenerationPlanner {
    static func plan(_ definitions: ResolvedDefinitions) -> FilePlan {
        let access = definitions.options.accessLevel?.value == .public ? "public " : ""
        let igListKitObjects = DeclarationKinds.all.reduce(into: Set<String>()) {
            $0.formUnion($1.igListKitObjects(in: definitions))
        }
        var plans = DeclarationLists<DeclarationStage.Planned>()
        for kind in DeclarationKinds.all { kind.planAll(definitions, into: &plans) }
        return FilePlan(
            sourceName: OneLineText.make(OutputNaming.fileName(of: definitions.file)),
            access: access,
            imports: ImportPlanner.plan(definitions),
            entities: definitions.entities.map { entity in
                var plan = EntityPlanner.plan(entity, access: access)
                plan.isIGListKitObject = igListKitObjects.contains(entity.typeName)
                return plan
            },
            sections: definitions.sections.map(EntityPlanner.plan),
            declarations: plans)
    }
}

extension DeclarationKind {
    fileprivate static func planAll(
        _ definitions: ResolvedDefinitions, into plans: inout DeclarationLists<DeclarationStage.Planned>
    ) {
        plans[Self.self] = definitions.declarations[Self.self].map { plan($0, in: definitions) }
    }

    fileprivate static func igListKitObjects(in definitions: ResolvedDefinitions) -> Set<String> {
        igListKitObjects(in: definitions.declarations[Self.self], platforms: definitions.platforms)
    }
}
