/// What a form's SwiftUI model needs: property names that are the fields' own, and declarations
/// not named like the types nested in the form's namespace. (Every type a row binds is
/// `Equatable`, as the model's change checks need: standard types, section enums, identifiers.)
extension ValidationContext {
    mutating func checkSwiftUIForms(_ forms: [ResolvedForm], platforms: Set<FileOptions.Platform>) {
        var nested: Set<String> = []
        if platforms.hasObservableModels { nested.formUnion(FormKind.swiftUINestedTypes) }
        if platforms.contains(.fioriSwiftUI) { nested.formUnion(FormKind.fioriSwiftUINestedTypes) }
        for form in forms {
            let path = "forms.\(form.definition.name.value)"
            checkOwnName(
                form.definition.name, typeName: form.typeName, path: path, noun: "form",
                nested: FormKind.nestedTypes.union(nested))
            for (location, name, key) in Self.typesNamed(by: form) where nested.contains(name) {
                error(
                    location,
                    "`\(path).\(key)` names `\(name)`, which inside `\(form.typeName)` means the form's own SwiftUI `\(name)`; rename the declaration (for example `My\(name)`)"
                )
            }
            checkSwiftUIFields(
                of: form, path: path, swiftUI: platforms.contains(.swiftui), fiori: platforms.contains(.fioriSwiftUI))
        }
    }

    /// Each bound field becomes a property of the model, beside its members and projections (with
    /// `swiftUI`, also a single-selection filter's; with `fiori`, those the Fiori controls bind).
    private mutating func checkSwiftUIFields(of form: ResolvedForm, path: String, swiftUI: Bool, fiori: Bool) {
        let rows = form.rows.filter { $0.field != nil }
        var bound: Set<String> = []
        checkBindable(
            rows.compactMap { row in
                guard let field = row.field, bound.insert(field.swiftName).inserted else { return nil }
                return Located(
                    field.definition.name.value, at: row.definition.field?.location ?? row.definition.name.location)
            }, swiftName: GeneratedNames.memberName, kind: "field")
        var projections: Set<String> = []
        for row in rows {
            guard let field = row.field else { continue }
            projections.formUnion(FormPlanner.swiftUIProjectionNames(of: field))
        }
        for projection in FormPlanner.controlProjections(of: rows, swiftUI: swiftUI, fiori: fiori) {
            projections.insert(projection.name)
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
