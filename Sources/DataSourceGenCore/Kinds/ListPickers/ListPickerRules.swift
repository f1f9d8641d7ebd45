/// Rules for one list picker: the seed's mode rules, sectioning keys, search and selection.
extension ValidationContext {
    /// Seed 000's rule, quoted in diagnostics so the user sees why.
    static let sectioningRule =
        "\"Only data source using unique identifier could be sectioned\" (FUIListPickerDataSource)"

    mutating func check(_ picker: ResolvedPicker) {
        let definition = picker.definition
        let path = "pickers.\(definition.name.value)"
        let entity = picker.entity.definition
        checkMode(of: definition, entity: entity, path: path)
        checkSectionKeys(of: picker, path: path)
        if let first = definition.searchFields.first, definition.searchEnabled?.value != true {
            warning(
                first.location,
                "`\(path).searchFields` has no effect because search is off; add \"search\": true or remove `searchFields`"
            )
        }
        if entity.title == nil {
            error(
                definition.entity.location,
                "`\(path)` lists `\(entity.name.value)`, which has no `title` field to show in rows and in the selection text; add \"title\": \"<field>\" to `entities.\(entity.name.value)`"
            )
        }
    }

    private mutating func checkMode(of picker: ListPickerDefinition, entity: EntityDefinition, path: String) {
        let mode = picker.mode.value
        if mode != .index && entity.uniqueID == nil {
            let needs =
                "`\(path).mode` is \"\(mode.rawValue)\", which needs unique identifiers, but `entities.\(entity.name.value)` has no `id` field."
            let fix = "Add \"id\": \"<field>\" to the entity or use \"mode\": \"index\""
            if mode == .sectioned {
                error(picker.mode.location, "\(needs) \(ValidationContext.sectioningRule). \(fix)")
            } else {
                error(picker.mode.location, "\(needs) \(fix)")
            }
        }
        if mode == .index, let selectAll = picker.selectAll, selectAll.value {
            error(
                selectAll.location,
                "`\(path).selectAll` needs unique identifiers (Select All is driven by `allUniqueIdentifiers`, which has no effect on index-mode data sources); use \"mode\": \"uniqueID\" or remove `selectAll`"
            )
        }
        if let selectAll = picker.selectAll, selectAll.value, picker.selection?.value != .multiple {
            error(
                selectAll.location,
                "`\(path).selectAll` needs multiple selection; add \"selection\": \"multiple\" or remove `selectAll`")
        }
    }

    /// Sectioning keys the mode does not use, or that contradict each other; the keys the
    /// sectioned mode does use were resolved already.
    private mutating func checkSectionKeys(of picker: ResolvedPicker, path: String) {
        let definition = picker.definition
        guard case .sectioned(let sectioning) = picker.mode else {
            for key in [definition.sections, definition.groupBy, definition.sectionField].compactMap({ $0 }) {
                error(
                    key.location,
                    "`\(path)` is not sectioned (mode \"\(definition.mode.value.rawValue)\"), so sections cannot be given. \(ValidationContext.sectioningRule): use \"mode\": \"sectioned\" with an entity that has an `id`, or remove this key"
                )
            }
            return
        }
        if let groupBy = definition.groupBy, definition.sections != nil {
            error(groupBy.location, "`\(path)` gives both `sections` and `groupBy`; keep one of them")
        }
        if let sectionField = definition.sectionField, definition.sections == nil {
            error(
                sectionField.location,
                "`\(path).sectionField` only applies together with `sections`; remove it or add \"sections\": \"<section enum>\""
            )
        }
        if case .groupBy(let field) = sectioning, let groupBy = definition.groupBy,
            !field.conformances.contains(.hashable)
        {
            error(
                groupBy.location,
                "`\(path).groupBy` names field `\(groupBy.value)` of type `\(field.type.swiftText)`, which is not Hashable, so it cannot group rows; choose a Hashable field"
            )
        }
    }
}
