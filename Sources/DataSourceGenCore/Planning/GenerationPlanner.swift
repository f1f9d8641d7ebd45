/// Turns resolved, validated definitions into the ``FilePlan`` the templates render.
///
/// Total: every declaration of the resolved model is planned; nothing here can fail or skip.
enum GenerationPlanner {
    static func plan(_ definitions: ResolvedDefinitions) -> FilePlan {
        let platforms = Set(definitions.options.platforms.map(\.value))
        return FilePlan(
            sourceName: OneLineText.make(OutputNaming.fileName(of: definitions.file)),
            access: definitions.options.accessLevel?.value == .public ? "public " : "",
            imports: definitions.imports,
            entities: definitions.entities.map(EntityPlanner.plan),
            sections: definitions.sections.map(EntityPlanner.plan),
            importsSAPFiori: platforms.contains(.fiori) && !definitions.pickers.isEmpty,
            pickers: definitions.pickers.map { ListPickerPlanner.plan($0, platforms: platforms) },
            sectionControllers: definitions.sectionControllers.map(SectionControllerPlanner.plan))
    }
}
