/// Rules for one list screen: rows are told apart by the entity's `id` and carried across
/// actors, and search fields are text a loader can search.
extension ValidationContext {
    mutating func check(_ list: ResolvedListScreen, platforms: Set<FileOptions.Platform>) {
        let path = "lists.\(list.definition.name.value)"
        let entityName = list.entity.definition.name.value
        if list.entity.uniqueID == nil {
            error(
                list.definition.entity.location,
                "`\(path).entity` is `\(entityName)`, which has no `id`; a list screen keeps selection and diffs pages by unique identifier, so add \"id\": \"<field>\" to the entity"
            )
        }
        let missing = [Conformance.equatable, .sendable].filter { !list.entity.conformances.contains($0) }
        if !missing.isEmpty {
            let names = missing.map { "`\($0.rawValue)`" }.joined(separator: " and ")
            let fix =
                list.entity.isGenerated
                ? "use field types that are \(names)"
                : "add them to `entities.\(entityName).conformances` if the app's type conforms"
            error(
                list.definition.entity.location,
                "`\(path).entity` is `\(entityName)`, which is not \(names); pages are compared and loaded off the main actor, so \(fix)"
            )
        }
        if platforms.hasObservableModels {
            checkOwnName(
                list.definition.name, typeName: list.typeName, path: path, noun: "list screen",
                nested: ListScreenKind.swiftUINestedTypes)
        }
        for (name, location) in [
            (list.entity.typeName, list.definition.entity.location),
            (list.section?.typeName, list.definition.sections?.location),
        ] {
            guard let name, let location else { continue }
            if ListScreenKind.nestedTypes.contains(name) {
                error(
                    location,
                    "`\(path)` names `\(name)`, which inside `\(list.typeName)` means the list's own `\(list.typeName).\(name)`; rename the declaration (for example `My\(name)`)"
                )
            } else if platforms.hasObservableModels, ListScreenKind.swiftUINestedTypes.contains(name) {
                error(
                    location,
                    "`\(path)` names `\(name)`, which inside `\(list.typeName)` means the list's own SwiftUI `\(name)`; rename the declaration (for example `My\(name)`), or remove \(platforms.observableModelPlatformNames) from `options.platforms`"
                )
            }
        }
        if platforms.contains(.fiori), !list.entity.conformances.contains(.hashable) {
            error(
                list.definition.entity.location,
                "`\(path).entity` is `\(entityName)`, which is not `Hashable`, and SAP Fiori's FUIListFloorplan lists `Identifiable & Hashable` entities; use Hashable field types, or remove \"fiori\" from `options.platforms`"
            )
        }
        if list.definition.search?.value != true, let first = list.definition.searchFields.first {
            error(
                first.location, "`\(path).searchFields` applies to a searchable list; add \"search\": true or remove it"
            )
        }
        for (field, written) in zip(list.searchFields, list.definition.searchFields)
        where !(field.type.isString || field.type == .optional(.standard("String"))) {
            error(
                written.location,
                "`\(path).searchFields` names `\(field.definition.name.value)`, which is `\(field.type.swiftText)`; a search looks at text, so name a `String` or `String?` field"
            )
        }
    }
}
