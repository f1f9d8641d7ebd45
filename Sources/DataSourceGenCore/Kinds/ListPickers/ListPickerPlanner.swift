/// Plans one list picker: which runtime generic it instantiates and with what configuration.
///
/// The generated code is declarations on purpose: the runtime types implement the seed's contract
/// once, and generated code only chooses the mode, names fields by key path and states the flags
/// that differ from the defaults (closures per picker made it several times dearer to compile; a
/// stored `static let` saves type-checking but costs more to compile than it saves, as a global
/// with its one-time initializer and accessor).
enum ListPickerPlanner {
    static func plan(
        _ picker: ResolvedPicker, platforms: Set<FileOptions.Platform>, sections: [ResolvedSection],
        entities: [ResolvedEntity]
    ) -> ListPickerPlan {
        let definition = picker.definition
        let searchEnabled = definition.searchEnabled?.value == true
        let multiple = definition.selection?.value == .multiple
        let rawName = OneLineText.make(definition.name.value)
        let summary = summary(of: definition, entityType: picker.entity.typeName, searchEnabled: searchEnabled)
        let searchFields = searchEnabled ? picker.searchFields.map(EntityPlanner.text(of:)) : []
        let previewItems =
            platforms.hasObservableModels
            ? EntitySamples.items(of: picker.entity, sections: sections, entities: entities) : nil
        var plan = ListPickerPlan(
            rawNameText: rawName,
            nameLiteral: SwiftStringLiteral.make(definition.name.value),
            typeName: picker.typeName,
            entityType: picker.entity.typeName,
            summary: summary,
            summaryLines: LineLayout.commentLines(
                RenamedNote.summary(summary, rawText: rawName, swiftName: picker.typeName), indent: 0),
            mode: definition.mode.value,
            sectioning: sectioning(of: picker.mode),
            searchFields: searchFields,
            hasSearch: !searchFields.isEmpty,
            allowsMultipleSelection: multiple,
            allowsEmptySelection: definition.allowsEmptySelection?.value ?? true,
            showsSelectAll: definition.selectAll?.value ?? false,
            fiori: platforms.contains(.fiori) ? FioriPlan(bridgeName: bridgeName(for: picker)) : nil,
            uikit: platforms.contains(.uikit), hasModel: platforms.hasObservableModels,
            swiftUI: platforms.contains(.swiftui), fioriSwiftUI: platforms.contains(.fioriSwiftUI),
            previewItems: previewItems ?? [], hasPreviewItems: previewItems != nil)
        plan.arguments = arguments(of: plan)
        plan.hasArguments = !plan.arguments.isEmpty
        plan.previewNames = PreviewNames(typeName: plan.typeName)
        if platforms.hasObservableModels {
            plan.noSampleReason = EntitySamples.whyNoSample(of: picker.entity, sections: sections, entities: entities)
        }
        return plan
    }

    /// How the picker's identifiers become Fiori's strings; validation has refused other types.
    private static func bridgeName(for picker: ResolvedPicker) -> String? {
        guard picker.definition.mode.value != .index, let id = picker.entity.uniqueID else { return nil }
        switch id.type {
        case .standard("UUID"): return "uuid"
        case .sectionEnum: return "rawValue"
        default: return "lossless"
        }
    }

    private static func arguments(of plan: ListPickerPlan) -> [ListPickerArgument] {
        var arguments: [ListPickerArgument] = plan.sectioning.map { [.section($0)] } ?? []
        if plan.hasSearch { arguments.append(.search(.init(fields: plan.searchFields))) }
        if plan.allowsMultipleSelection { arguments.append(.multipleSelection) }
        if !plan.allowsEmptySelection { arguments.append(.nonEmptySelection) }
        if plan.showsSelectAll { arguments.append(.selectAll) }
        return arguments
    }

    private static func sectioning(of mode: ResolvedPicker.Mode) -> ListPickerPlan.Sectioning? {
        switch mode {
        case .index, .uniqueID:
            return nil
        case .sectioned(.groupBy(let field)):
            return .init(
                enumType: nil, member: field.swiftName, sectionType: field.type.swiftText,
                groupIsString: field.type.isString)
        case .sectioned(.sections(let section, let field)):
            return .init(
                enumType: section.typeName, member: field.swiftName, sectionType: section.typeName, groupIsString: false
            )
        }
    }

    private static func summary(of picker: ListPickerDefinition, entityType: String, searchEnabled: Bool) -> String {
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
