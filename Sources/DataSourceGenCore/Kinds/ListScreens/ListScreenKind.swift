/// List screens (the Fiori list floorplan), under `"lists"`.
enum ListScreenKind: DeclarationKind {
    static let key = SchemaKeys.File.lists
    static let noun = "list screen"
    static let pluralNoun = "list screens"
    static let template = "ListScreen"
    /// UIKit's table data source comes from the runtime for every list screen, so it imports nothing.
    static let platformModules: [FileOptions.Platform: Set<String>] = [
        .fiori: ["SAPFiori", "UIKit"], .uikit: [], .swiftui: ["Observation", "SwiftUI"],
        .fioriSwiftUI: ["FioriSwiftUICore", "Observation", "SwiftUI"],
    ]
    static let referencedTypes: Set<String> = [
        "GeneratedListScreen", "ListScreenRequest", "Duration", "Range", "ListScreenQueryRunner", "FUIDataLoader",
        "FUIListFloorplan", "FUIListViewModel", "ListScreen", "ListScreenState", "DuplicateIdentifierPolicy",
    ]
    static let swiftUIReferencedTypes: Set<String> = [
        "Clock", "ContinuousClock", "IndexSet", "Sequence", "Task", "Error", "Observable", "ObservationIgnored",
        "SwiftUI", "View", "ViewBuilder", "Bindable", "List",
        "ForEach", "Text", "VStack", "Button", "ProgressView", "ContentUnavailableView", "EmptyView",
        "FioriSwiftUICore", "ObjectItem", "IllustratedMessage", "ProcessingIndicator", "FioriButton",
        "AttributedString", "Image",
    ]
    /// Types nested in a generated list screen's namespace.
    static let nestedTypes: Set<String> = ["Item", "SectionID", "Request", "FioriDataLoader"]
    /// Types nested in a list screen's namespace with SwiftUI: inside it, these names mean the screen's own.
    static let swiftUINestedTypes: Set<String> = [
        "Model", "ScreenView", "RowView", "ShownSection", "FioriScreenView",
        // The views' generic parameters, which mean the view's own inside it.
        "C", "RowContent",
    ]

    static func name(of definition: ListScreenDefinition) -> Located<String> { definition.name }

    static func decode(_ name: Located<String>, _ node: JSONNode, _ path: String, with decoder: DefinitionsDecoder)
        -> (ListScreenDefinition?, [Diagnostic])
    {
        decoder.decodeListScreen(name, node, path)
    }

    static func resolve(
        _ definitions: [ListScreenDefinition], in context: inout ResolutionContext, file: ResolvedDefinitions
    ) -> [ResolvedListScreen] {
        definitions.compactMap { context.resolveListScreen($0) }
    }

    static func check(_ lists: [ResolvedListScreen], in context: inout ValidationContext, file: ResolvedDefinitions) {
        for list in lists { context.check(list, platforms: file.platforms) }
    }

    static func plan(_ list: ResolvedListScreen, in file: ResolvedDefinitions) -> ListScreenPlan {
        ListScreenPlanner.plan(list, platforms: file.platforms, sections: file.sections, entities: file.entities)
    }
}
