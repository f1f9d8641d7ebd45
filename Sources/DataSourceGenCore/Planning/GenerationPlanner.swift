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
            imports: definitions.imports,
            entities: definitions.entities.map { entity in
                var plan = EntityPlanner.plan(entity)
                plan.isIGListKitObject = platforms.contains(.iglistkit) && shownByControllers.contains(entity.typeName)
                plan.witnessAccess = entity.isGenerated ? access : "public "
                return plan
            },
            sections: definitions.sections.map(EntityPlanner.plan),
            importsSAPFiori: platforms.contains(.fiori) && !definitions.pickers.isEmpty,
            importsIGListKit: platforms.contains(.iglistkit) && !definitions.sectionControllers.isEmpty,
            importsUIKit: platforms.contains(.uikit) && !definitions.pickers.isEmpty,
            pickers: definitions.pickers.map { ListPickerPlanner.plan($0, platforms: platforms) },
            sectionControllers: definitions.sectionControllers.map { controller in
                var plan = SectionControllerPlanner.plan(controller)
                plan.igListKit = platforms.contains(.iglistkit)
                return plan
            },
            tables: definitions.tables.map { TablePlanner.plan($0, platforms: platforms) },
            importsUIKitForTables: platforms.contains(.uikit) && !definitions.tables.isEmpty,
            forms: definitions.forms.map { FormPlanner.plan($0, platforms: platforms) },
            importsSAPFioriForForms: platforms.contains(.fiori)
                && !(definitions.forms.isEmpty && definitions.listScreens.isEmpty),
            listScreens: definitions.listScreens.map { ListScreenPlanner.plan($0, platforms: platforms) })
    }
}
