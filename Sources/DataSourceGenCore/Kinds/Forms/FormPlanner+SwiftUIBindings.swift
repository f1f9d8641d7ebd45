/// What a form's SwiftUI controls bind: a field as it is, or a projection of an optional field
/// that a control cannot edit as it is.
extension FormPlanner {
    /// The fields the rows bind, each once, with the projections SwiftUI's controls need.
    static func boundFields(of rows: [ResolvedFormRow]) -> [FormBoundFieldPlan] {
        var fields: [FormBoundFieldPlan] = []
        for row in rows {
            guard let field = row.field, !fields.contains(where: { $0.name == field.swiftName }) else { continue }
            let projection = swiftUIProjection(of: field)
            fields.append(
                FormBoundFieldPlan(
                    name: field.swiftName, valueType: field.type.swiftText, caseName: row.caseName,
                    textProjection: projection == .text ? projectionName(of: field) : nil,
                    dateProjection: projection == .date ? projectionName(of: field) : nil,
                    dateIsSetProjection: dateIsSetName(of: field)))
        }
        return fields
    }

    /// What SwiftUI's control edits instead of an optional field: a `String?` as text (empty for
    /// `nil`), a `Date?` as a date (now for `nil`); `nil` where it binds the field as it is.
    fileprivate enum SwiftUIProjection { case text, date }

    private static func swiftUIProjection(of field: ResolvedField) -> SwiftUIProjection? {
        switch field.type {
        case .optional(.standard("String")): .text
        case .optional(.standard("Date")): .date
        default: nil
        }
    }

    /// The name of the projection SwiftUI's control binds (`notes` → `notesText`), or the field's.
    static func projectionName(of field: ResolvedField) -> String {
        switch swiftUIProjection(of: field) {
        case .text?: projection(of: field.swiftName, "Text")
        case .date?: projection(of: field.swiftName, "OrNow")
        case nil: field.swiftName
        }
    }

    /// The name of the projection a toggle binds to give a `Date?` field a date or clear it
    /// (`finishedAt` → `finishedAtIsSet`); `nil` for fields of other types.
    static func dateIsSetName(of field: ResolvedField) -> String? {
        swiftUIProjection(of: field) == .date ? projection(of: field.swiftName, "IsSet") : nil
    }

    /// The projection SwiftUI's control binds instead of a row's field, and its name's suffix: a
    /// single-selection filter's inline `Picker` picks one choice or none (`<field>Selection`);
    /// `nil` for other rows.
    static func swiftUIChoiceProjection(of row: ResolvedFormRow) -> (FormControlProjectionPlan.Kind, String)? {
        guard row.definition.kind.value == .filter, FormKindRules.choosesSeveral(row) == false else { return nil }
        return (.selection, "Selection")
    }

    /// Every property the SwiftUI model adds for `field`'s controls beside the field's own.
    static func swiftUIProjectionNames(of field: ResolvedField) -> [String] {
        switch swiftUIProjection(of: field) {
        case .text?: [projectionName(of: field)]
        case .date?: [projectionName(of: field), projection(of: field.swiftName, "IsSet")]
        case nil: []
        }
    }

    /// The name of a projection of field `name` (`notes` → `notesText`), escapes dropped.
    static func projection(of name: String, _ suffix: String) -> String {
        name.trimmingCharacters(in: ["`"]) + suffix
    }
}
