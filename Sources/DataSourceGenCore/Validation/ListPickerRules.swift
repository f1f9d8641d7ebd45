/// Rules for one list picker: its entity, the seed's mode rules, sections, search and selection.
extension ValidationContext {
    /// Seed 000's rule, quoted in diagnostics so the user sees why.
    static let sectioningRule = "\"Only data source using unique identifier could be sectioned\" (FUIListPickerDataSource)"

    mutating func check(_ picker: ListPickerDefinition) {
        let path = "pickers.\(picker.name.value)"
        guard let entity = entitiesByName[picker.entity.value] else {
            error(picker.entity.location, "`\(path).entity` names `\(picker.entity.value)`, which is not a declared entity\(didYouMean(picker.entity.value, among: entityNames)); declare it under `entities` or fix the name")
            return
        }
        checkMode(of: picker, entity: entity, path: path)
        checkSections(of: picker, entity: entity, path: path)
        checkSearch(of: picker, entity: entity, path: path)
        if entity.title == nil {
            error(picker.entity.location, "`\(path)` lists `\(entity.name.value)`, which has no `title` field to show in rows and in the selection text; add \"title\": \"<field>\" to `entities.\(entity.name.value)`")
        }
    }

    mutating func checkMode(of picker: ListPickerDefinition, entity: EntityDefinition, path: String) {
        let mode = picker.mode.value
        if mode != .index && entity.uniqueID == nil {
            let why = mode == .sectioned ? " \(ValidationContext.sectioningRule)." : ""
            error(picker.mode.location, "`\(path).mode` is \"\(mode.rawValue)\", which needs unique identifiers, but `entities.\(entity.name.value)` has no `id` field.\(why) Add \"id\": \"<field>\" to the entity or use \"mode\": \"index\"")
        }
        if mode == .index, let selectAll = picker.selectAll, selectAll.value {
            error(selectAll.location, "`\(path).selectAll` needs unique identifiers (Select All is driven by `allUniqueIdentifiers`, which has no effect on index-mode data sources); use \"mode\": \"uniqueID\" or remove `selectAll`")
        }
        if let selectAll = picker.selectAll, selectAll.value, picker.selection?.value != .multiple {
            error(selectAll.location, "`\(path).selectAll` needs multiple selection; add \"selection\": \"multiple\" or remove `selectAll`")
        }
    }

    mutating func checkSections(of picker: ListPickerDefinition, entity: EntityDefinition, path: String) {
        let sectioning = [picker.sections, picker.groupBy].compactMap { $0 }
        if picker.mode.value != .sectioned {
            for key in sectioning + [picker.sectionField].compactMap({ $0 }) {
                error(key.location, "`\(path)` is not sectioned (mode \"\(picker.mode.value.rawValue)\"), so sections cannot be given. \(ValidationContext.sectioningRule): use \"mode\": \"sectioned\" with an entity that has an `id`, or remove this key")
            }
            return
        }
        if sectioning.isEmpty {
            error(picker.mode.location, "`\(path)` is sectioned but says neither how: add \"sections\": \"<section enum>\" or \"groupBy\": \"<field>\"")
        } else if let groupBy = picker.groupBy, picker.sections != nil {
            error(groupBy.location, "`\(path)` gives both `sections` and `groupBy`; keep one of them")
        }
        if let groupBy = picker.groupBy {
            checkFieldReference(groupBy, in: entity, key: "\(path).groupBy")
            if let field = entity.field(named: groupBy.value),
                let type = try? SwiftTypeParser.parse(field.type.value).get(),
                traits.conforms(type, to: .hashable) == false
            {
                error(groupBy.location, "`\(path).groupBy` names field `\(groupBy.value)` of type `\(field.type.value)`, which is not Hashable, so it cannot group rows; choose a Hashable field")
            }
        }
        if let sections = picker.sections {
            checkSectionEnum(sections, field: picker.sectionField, entity: entity, path: path)
        } else if let sectionField = picker.sectionField {
            error(sectionField.location, "`\(path).sectionField` only applies together with `sections`; remove it or add \"sections\": \"<section enum>\"")
        }
    }

    mutating func checkSectionEnum(_ sections: Located<String>, field: Located<String>?, entity: EntityDefinition, path: String) {
        guard sectionsByName[sections.value] != nil else {
            error(sections.location, "`\(path).sections` names `\(sections.value)`, which is not a declared section enum\(didYouMean(sections.value, among: sectionNames)); declare it under `sections` or fix the name")
            return
        }
        let candidates = entity.fields.filter { (try? SwiftTypeParser.parse($0.type.value).get())?.simpleName == sections.value }
        if let field {
            guard let chosen = entity.field(named: field.value) else {
                checkFieldReference(field, in: entity, key: "\(path).sectionField")
                return
            }
            if !candidates.contains(chosen) {
                error(field.location, "`\(path).sectionField` names `\(field.value)` of type `\(chosen.type.value)`, but the sections are `\(sections.value)`; name a field of type `\(sections.value)`")
            }
        } else if candidates.isEmpty {
            error(sections.location, "`\(path).sections` is `\(sections.value)`, but `entities.\(entity.name.value)` has no field of that type to place each item in a section; add one (for example \"section\": \"\(sections.value)\")")
        } else if candidates.count > 1 {
            error(sections.location, "`entities.\(entity.name.value)` has several fields of type `\(sections.value)` (\(candidates.map { "`\($0.name.value)`" }.joined(separator: ", "))); choose one with \"sectionField\"")
        }
    }

    mutating func checkSearch(of picker: ListPickerDefinition, entity: EntityDefinition, path: String) {
        for reference in picker.searchFields {
            checkFieldReference(reference, in: entity, key: "\(path).searchFields")
        }
        if let first = picker.searchFields.first, picker.searchEnabled?.value != true {
            warning(first.location, "`\(path).searchFields` has no effect because search is off; add \"search\": true or remove `searchFields`")
        }
    }
}
