/// Plans one validated list screen.
enum ListScreenPlanner {
    static func plan(
        _ list: ResolvedListScreen, platforms: Set<FileOptions.Platform>, sections: [ResolvedSection],
        entities: [ResolvedEntity]
    ) -> ListScreenPlan {
        let definition = list.definition
        let search = definition.search?.value ?? false
        let pageSize = definition.pageSize?.value ?? SchemaKeys.ListScreen.Defaults.pageSize
        let fields =
            search ? (list.searchFields.isEmpty ? [list.entity.title].compactMap { $0 } : list.searchFields) : []
        var traits = ["\(pageSize) per page", list.section.map { "by `\($0.typeName)`" } ?? "one section"]
        if search { traits.append("searchable") }
        let rawName = OneLineText.make(definition.name.value)
        let summary = "A paged list of `\(list.entity.typeName)`: " + traits.joined(separator: ", ") + "."
        let searchFields = fields.filter { $0.type.isString || $0.type == .optional(.standard("String")) }
        let hasModel = platforms.hasObservableModels
        let previewItems = hasModel ? EntitySamples.items(of: list.entity, sections: sections, entities: entities) : nil
        var plan = ListScreenPlan(
            rawNameText: rawName, typeName: list.typeName, entityType: list.entity.typeName,
            sectionType: list.section?.typeName, pageSize: "\(pageSize)",
            debounceMilliseconds:
                "\(definition.debounceMilliseconds?.value ?? SchemaKeys.ListScreen.Defaults.debounce)",
            pageSizeIsDefault: definition.pageSize == nil, debounceIsDefault: definition.debounceMilliseconds == nil,
            isSearchEnabled: search,
            searchFields: searchFields.map { NamedItem(name: $0.swiftName) }, hasSearchFields: !searchFields.isEmpty,
            emptyTextLiteral: definition.emptyText.map { SwiftStringLiteral.make($0.value) }, summary: summary,
            summaryLines: LineLayout.commentLines(
                RenamedNote.summary(summary, rawText: rawName, swiftName: list.typeName), indent: 0),
            fiori: platforms.contains(.fiori), hasModel: hasModel, swiftUI: platforms.contains(.swiftui),
            fioriSwiftUI: platforms.contains(.fioriSwiftUI),
            hasRowText: list.entity.title != nil, previewItems: previewItems ?? [], hasPreviewItems: previewItems != nil
        )
        plan.previewNames = PreviewNames(typeName: plan.typeName)
        if hasModel {
            plan.noSampleReason = EntitySamples.whyNoSample(of: list.entity, sections: sections, entities: entities)
        }
        return plan
    }
}
