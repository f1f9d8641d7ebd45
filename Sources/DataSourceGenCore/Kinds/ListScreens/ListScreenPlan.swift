/// One list screen, ready to render: a `GeneratedListScreen` namespace.
struct ListScreenPlan: Hashable, Sendable {
    var rawNameText: String
    var typeName: String
    var entityType: String
    /// The section enum's type, or `nil` for one section (a nested one-case enum).
    var sectionType: String?
    var pageSize: String
    var debounceMilliseconds: String
    var isSearchEnabled: Bool
    /// The properties the search looks at, each `String` or `String?`.
    var searchFields: [String]
    var emptyTextLiteral: String?
    var summary: String
    /// Whether the file asks for `fiori`: a `FUIListFloorplan` and its data loaders.
    var fiori = false
}

/// Plans one validated list screen.
enum ListScreenPlanner {
    static func plan(_ list: ResolvedListScreen, platforms: Set<FileOptions.Platform>) -> ListScreenPlan {
        let definition = list.definition
        let search = definition.search?.value ?? false
        let pageSize = definition.pageSize?.value ?? 50
        let fields =
            search ? (list.searchFields.isEmpty ? [list.entity.title].compactMap { $0 } : list.searchFields) : []
        var traits = ["\(pageSize) per page", list.section.map { "by `\($0.typeName)`" } ?? "one section"]
        if search { traits.append("searchable") }
        return ListScreenPlan(
            rawNameText: OneLineText.make(definition.name.value), typeName: list.typeName,
            entityType: list.entity.typeName,
            sectionType: list.section?.typeName, pageSize: "\(pageSize)",
            debounceMilliseconds: "\(definition.debounceMilliseconds?.value ?? 300)", isSearchEnabled: search,
            searchFields: fields.filter { $0.type.isString || $0.type == .optional(.standard("String")) }.map(
                \.swiftName),
            emptyTextLiteral: definition.emptyText.map { SwiftStringLiteral.make($0.value) },
            summary: "A paged list of `\(list.entity.typeName)`: " + traits.joined(separator: ", ") + ".",
            fiori: platforms.contains(.fiori))
    }
}

extension ListScreenPlan: MustacheRepresentable {
    var mustacheValue: MustacheValue {
        .object([
            "rawNameText": rawNameText.mustacheValue,
            "typeName": typeName.mustacheValue,
            "entityType": entityType.mustacheValue,
            "sectionType": sectionType.mustacheValue,
            "pageSize": pageSize.mustacheValue,
            "debounceMilliseconds": debounceMilliseconds.mustacheValue,
            "isSearchEnabled": isSearchEnabled.mustacheValue,
            "searchFields": searchFields.map(NamedItem.init).mustacheValue,
            "hasSearchFields": (!searchFields.isEmpty).mustacheValue,
            "emptyTextLiteral": emptyTextLiteral.mustacheValue,
            "summary": summary.mustacheValue,
            "summaryLines": LineLayout.commentLines("`\(rawNameText)`. \(summary)", indent: 0).mustacheValue,
            "fiori": fiori.mustacheValue,
        ])
    }
}
