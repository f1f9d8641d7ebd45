/// What a form's SwiftUI model needs: property names that are the fields' own, and declarations
/// not named like the types nested in the form's namespace. (Every type a row binds is
/// `Equatable`, as the model's change checks need: standard types, section enums, identifiers.)
extension ValidationContext {
    mutating func checkSwiftUIForms(_ forms: [ResolvedForm]) {
        for form in forms {
            let path = "forms.\(form.definition.name.value)"
            if FormKind.nestedTypes.union(FormKind.swiftUINestedTypes).contains(form.typeName) {
                error(
                    form.definition.name.location,
                    "form `\(form.definition.name.value)` would be generated as `\(form.typeName)`, which inside its own namespace means its nested `\(form.typeName)`, so its SwiftUI model could not name the form; choose another name (for example `\(form.typeName)Form`)"
                )
            }
            for (location, name, key) in Self.typesNamed(by: form) where FormKind.swiftUINestedTypes.contains(name) {
                error(
                    location,
                    "`\(path).\(key)` names `\(name)`, which inside `\(form.typeName)` means the form's own SwiftUI `\(name)`; rename the declaration (for example `My\(name)`)"
                )
            }
            checkSwiftUIFields(of: form, path: path)
        }
    }

    /// Each bound field becomes a property of the model, beside its members and projections.
    private mutating func checkSwiftUIFields(of form: ResolvedForm, path: String) {
        let rows = form.rows.filter { $0.field != nil }
        var projections: Set<String> = []
        for row in rows {
            guard let type = row.field?.type, let name = row.field?.swiftName else { continue }
            if type == .optional(.standard("String")) { projections.insert(FormPlanner.projection(of: name, "Text")) }
            if type == .optional(.standard("Date")) { projections.insert(FormPlanner.projection(of: name, "OrNow")) }
        }
        var reported: Set<String> = []
        for row in rows {
            guard let field = row.field, reported.insert(field.swiftName).inserted else { continue }
            let location = row.definition.field?.location ?? row.definition.name.location
            let rowPath = "`\(path)` row `\(row.definition.name.value)`"
            guard FormKind.swiftUIModelMembers.contains(field.swiftName) || projections.contains(field.swiftName)
            else { continue }
            let what =
                projections.contains(field.swiftName)
                ? "the projection of another field the model declares for SwiftUI's controls"
                : "a member of the form's SwiftUI model (\(FormKind.swiftUIModelMembers.sorted().map { "`\($0)`" }.joined(separator: ", ")))"
            error(
                location,
                "\(rowPath) binds `\(field.definition.name.value)`, whose property `\(field.swiftName)` in `\(form.typeName).FormModel` would be \(what); rename the field"
            )
        }
    }
}
