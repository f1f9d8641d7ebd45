/// The SwiftUI rule for section controllers: every definition has a SwiftUI form (a section per
/// object in a `LazyVStack` or `LazyVGrid`), but inside the controller's namespace the names of its
/// model and views mean those, so an entity or cell type of the same name would not be reached.
extension ValidationContext {
    mutating func checkSectionControllerSwiftUINames(
        _ controllers: [ResolvedSectionController], platforms: Set<FileOptions.Platform>
    ) {
        for controller in controllers {
            let definition = controller.definition
            checkOwnName(
                definition.name, typeName: controller.typeName, path: "sectionControllers.\(definition.name.value)",
                noun: "section controller", nested: SectionControllerKind.swiftUINestedTypes)
            var named = [(controller.entity.typeName, definition.entity.location)]
            if let cell = controller.cell, let location = definition.cell?.location {
                named.append((cell.swiftText, location))
            }
            for (name, location) in named where SectionControllerKind.swiftUINestedTypes.contains(name) {
                error(
                    location,
                    "`sectionControllers.\(definition.name.value)` names `\(name)`, which inside `\(controller.typeName)` means the controller's own SwiftUI `\(name)`; rename the declaration (for example `My\(name)`), or remove \(platforms.observableModelPlatformNames) from `options.platforms`"
                )
            }
        }
    }
}
