/// Turns validated ``Definitions`` into the ``FilePlan`` the templates render.
///
/// Runs only on definitions without errors, so it may rely on every reference resolving; where
/// it still cannot (it never traps), the affected declaration is left out.
struct GenerationPlanner {
    func plan(_ definitions: Definitions, outputPath: String) -> FilePlan {
        let entityPlanner = EntityPlanner(traits: DeclaredTypeTraits.make(for: definitions))
        let pickerPlanner = ListPickerPlanner(definitions: definitions)
        return FilePlan(
            sourceName: CommentText.make(OutputNaming.fileName(of: definitions.file)),
            outputPath: outputPath,
            access: definitions.options.accessLevel?.value == .public ? "public " : "",
            imports: definitions.options.imports.map(\.value).filter { $0 != "DataSourceRuntime" },
            entities: definitions.entities.map(entityPlanner.plan),
            sections: definitions.sections.map(entityPlanner.plan),
            pickers: definitions.listPickers.compactMap(pickerPlanner.plan),
            sectionControllers: definitions.sectionControllers.compactMap(SectionControllerPlanner(definitions: definitions).plan)
        )
    }
}
