/// Turns resolved, validated definitions into the ``FilePlan`` the templates render.
///
/// Total: every declaration of the resolved model is planned; nothing here can fail or skip.
enum GenerationPlanner {
    static func plan(_ definitions: ResolvedDefinitions) -> FilePlan {
        let platforms = Set(definitions.options.platforms.map(\.value))
        let access = definitions.options.accessLevel?.value == .public ? "public " : ""
        let shownByControllers = Set(definitions.sectionControllers.map(\.entity.typeName))
        return FilePlan(
            sourceName: OneLineText.make(OutputNaming.fileName(of: definitions.file)),
            access: access,
            imports: ImportPlanner.plan(definitions),
            entities: definitions.entities.map { entity in
                var plan = EntityPlanner.plan(entity)
                plan.isIGListKitObject = platforms.contains(.iglistkit) && shownByControllers.contains(entity.typeName)
                plan.witnessAccess = entity.isGenerated ? access : "public "
                return plan
            },
            sections: definitions.sections.map(EntityPlanner.plan),
            pickers: definitions.pickers.map { ListPickerPlanner.plan($0, platforms: platforms) },
            sectionControllers: definitions.sectionControllers.map { controller in
                var plan = SectionControllerPlanner.plan(controller)
                plan.igListKit = platforms.contains(.iglistkit)
                return plan
            },
            tables: definitions.tables.map { TablePlanner.plan($0, platforms: platforms) },
            forms: definitions.forms.map { FormPlanner.plan($0, platforms: platforms) },
            listScreens: definitions.listScreens.map { ListScreenPlanner.plan($0, platforms: platforms) })
    }
}
