/// Plans one list picker: which runtime generic it instantiates and with what configuration.
///
/// The generated code is thin on purpose: the runtime types implement the seed's contract once,
/// and generated code only chooses the mode and passes closures over typed fields.
struct ListPickerPlanner {
    let definitions: Definitions

    func plan(_ picker: ListPickerDefinition) -> ListPickerPlan? {
        guard let entity = definitions.entities.first(where: { $0.name.value == picker.entity.value }),
            entity.title.flatMap({ entity.field(named: $0.value) }) != nil
        else { return nil }
        let entityType = GeneratedNames.typeName(entity.name.value)
        let mode = picker.mode.value
        var arguments: [String] = []
        var sectionType = ""
        if mode == .sectioned, let sectioning = sectioningArgument(picker, entity: entity) {
            arguments.append(sectioning.argument)
            sectionType = sectioning.sectionType
        }
        // The entity's generated `ListPickerItem` conformance holds the field expression.
        arguments.append("title: { $0.listPickerTitle }")
        let searchFields = searchFields(of: picker, entity: entity)
        if picker.searchEnabled?.value == true, !searchFields.isEmpty {
            let closures = searchFields.map { "{ \(FieldExpression.text(of: $0, on: "$0")) }" }
            arguments.append("search: .fields(\(closures.joined(separator: ", ")))")
        }
        let multiple = picker.selection?.value == .multiple
        arguments.append("allowsMultipleSelection: \(multiple)")
        arguments.append("allowsEmptySelection: \(picker.allowsEmptySelection?.value ?? true)")
        if mode != .index {
            arguments.append("showsSelectAll: \(picker.selectAll?.value ?? false)")
        }
        let dataSourceType: String
        switch mode {
        case .index: dataSourceType = "IndexListPicker<\(entityType)>"
        case .uniqueID: dataSourceType = "UniqueIdentifierListPicker<\(entityType)>"
        case .sectioned: dataSourceType = "SectionedListPicker<\(sectionType), \(entityType)>"
        }
        return ListPickerPlan(
            rawNameText: CommentText.make(picker.name.value),
            typeName: GeneratedNames.typeName(picker.name.value),
            entityType: entityType,
            summary: summary(of: picker, entityType: entityType, searchEnabled: picker.searchEnabled?.value == true),
            dataSourceType: dataSourceType,
            configurationArguments: arguments.enumerated().map { index, text in
                ArgumentPlan(text: text, separator: index == arguments.count - 1 ? "" : ",")
            }
        )
    }

    /// The fields a search looks at: the picker's own list, else the entity's, else its title.
    private func searchFields(of picker: ListPickerDefinition, entity: EntityDefinition) -> [FieldDefinition] {
        let names = !picker.searchFields.isEmpty ? picker.searchFields
            : !entity.searchFields.isEmpty ? entity.searchFields : [entity.title].compactMap { $0 }
        return names.compactMap { entity.field(named: $0.value) }
    }

    private func sectioningArgument(_ picker: ListPickerDefinition, entity: EntityDefinition) -> (argument: String, sectionType: String)? {
        if let groupBy = picker.groupBy.flatMap({ entity.field(named: $0.value) }) {
            let type = (try? SwiftTypeParser.parse(groupBy.type.value).get())
            let title = type?.isString == true ? "$0" : "String(describing: $0)"
            let member = GeneratedNames.memberName(groupBy.name.value)
            return ("sectioning: .grouped(by: { $0.\(member) }, title: { \(title) })", type?.description ?? groupBy.type.value)
        }
        guard let sections = picker.sections else { return nil }
        let enumType = GeneratedNames.typeName(sections.value)
        let field = picker.sectionField.flatMap { entity.field(named: $0.value) }
            ?? entity.fields.first { (try? SwiftTypeParser.parse($0.type.value).get())?.simpleName == sections.value }
        guard let field else { return nil }
        let member = GeneratedNames.memberName(field.name.value)
        return ("sectioning: .ordered(\(enumType).allCases, sectionOf: { $0.\(member) }, title: { $0.headerTitle })", enumType)
    }

    private func summary(of picker: ListPickerDefinition, entityType: String, searchEnabled: Bool) -> String {
        var traits: [String] = []
        switch picker.mode.value {
        case .index: traits.append("index mode (selection by unfiltered index)")
        case .uniqueID: traits.append("unique-identifier mode")
        case .sectioned: traits.append("sectioned, unique-identifier mode")
        }
        traits.append(picker.selection?.value == .multiple ? "multiple selection" : "single selection")
        if searchEnabled { traits.append("search") }
        if picker.selectAll?.value == true { traits.append("Select All") }
        return "A list picker over `\(entityType)`: \(traits.joined(separator: ", "))."
    }
}
