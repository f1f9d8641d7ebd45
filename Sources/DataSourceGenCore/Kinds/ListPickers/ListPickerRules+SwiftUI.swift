/// What the SwiftUI model of a picker needs: an `Equatable` entity, since a reload compares the items
/// before and after with `==` so that observers hear of it only when a row shown changed, and
/// types not named like the model and views nested in the picker's namespace.
extension ValidationContext {
    mutating func checkSwiftUIEntities(_ pickers: [ResolvedPicker], file: ResolvedDefinitions) {
        for picker in pickers {
            checkOwnName(
                picker.definition.name, typeName: picker.typeName, path: "pickers.\(picker.definition.name.value)",
                noun: "list picker", nested: ListPickerKind.swiftUINestedTypes)
            var named = [(picker.entity.typeName, picker.definition.entity.location)]
            if case .sectioned(.sections(let section, _)) = picker.mode {
                named.append(
                    (section.typeName, picker.definition.sections?.location ?? picker.definition.entity.location))
            }
            for (name, location) in named where ListPickerKind.swiftUINestedTypes.contains(name) {
                error(
                    location,
                    "`pickers.\(picker.definition.name.value)` names `\(name)`, which inside `\(picker.typeName)` means the picker's own SwiftUI `\(name)`; rename the declaration (for example `My\(name)`)"
                )
            }
            guard !picker.entity.conformances.contains(.equatable) else { continue }
            let name = picker.entity.definition.name.value
            let fix =
                picker.entity.isGenerated
                ? "use field types that are `Equatable`"
                : "add it to `entities.\(name).conformances` if the app's type conforms"
            error(
                picker.definition.entity.location,
                "`pickers.\(picker.definition.name.value).entity` is `\(name)`, which is not `Equatable`, and the SwiftUI model tells views of a reload only when an item changed; \(fix), or remove \(file.platforms.observableModelPlatformNames) from `options.platforms`"
            )
        }
    }
}
