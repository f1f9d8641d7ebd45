/// The SwiftUI rule for section controllers: every definition has a SwiftUI form (a section per
/// object in a `LazyVStack` or `LazyVGrid`), but inside the controller's namespace the names of its
/// model and views mean those, so an entity, cell or element type of the same name would not be reached.
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
            // `CellKey` spells the `each` element's type inside the namespace.
            if case .each(_, let element, _) = controller.items, case .each(let field)? = definition.items?.value {
                named += element.declaredNames.map { ($0, field.location) }
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

extension ResolvedType {
    /// The names of the file's declarations (entities, section enums, app types) this type spells.
    fileprivate var declaredNames: [String] {
        switch self {
        case .entity(let name), .sectionEnum(let name), .appType(let name): return [name]
        case .standard, .unresolved: return []
        case .optional(let inner), .array(let inner), .set(let inner): return inner.declaredNames
        case .dictionary(let key, let value): return key.declaredNames + value.declaredNames
        case .tuple(let elements): return elements.flatMap(\.declaredNames)
        }
    }
}
