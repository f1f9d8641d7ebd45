/// List pickers (seed 000), under `"pickers"`.
enum ListPickerKind: DeclarationKind {
    static let key = SchemaKeys.File.pickers
    static let noun = "list picker"
    static let pluralNoun = "list pickers"
    static let template = "ListPicker"
    /// UIKit's table data source comes from the runtime for every picker, so it imports nothing.
    static let platformModules: [FileOptions.Platform: Set<String>] = [
        .fiori: ["SAPFiori", "UIKit"], .uikit: [], .swiftui: ["Observation", "SwiftUI"],
        .fioriSwiftUI: ["FioriSwiftUICore", "Observation", "SwiftUI"],
    ]
    static let referencedTypes: Set<String> = [
        "GeneratedListPicker", "TitledListItem", "IndexListPicker", "UniqueIdentifierListPicker",
        "SectionedListPicker", "ListPickerSection", "ListPickerConfiguration", "DataSource", "UITableView",
        "UITableViewCell", "FUIListPicker",
        "FUIListPickerDataSource", "FUIListPickerSearchResultsUpdating", "IndexListPickerAdapter",
        "UniqueIdentifierListPickerAdapter", "SectionedListPickerAdapter", "FioriDataSource",
        "ListPickerTableViewDataSource", "ListPickerLoadReport", "ListIndexPath",
    ]
    static let swiftUIReferencedTypes: Set<String> = [
        "Observable", "Observation", "ObservationIgnored", "SwiftUI", "View", "ViewBuilder", "Bindable", "List",
        "ForEach", "Section", "Text", "VStack", "Button", "FioriSwiftUICore", "ListPickerItem",
        "ListPickerDestination", "ListPickerSectionModel", "AttributedString",
    ]
    /// Types nested in a picker's namespace with SwiftUI: inside it, these names mean the picker's own.
    static let swiftUINestedTypes: Set<String> = [
        "Model", "PickerView", "RowView", "ShownSection", "ShownRow", "FioriPickerItem", "FioriSection",
        // The views' generic parameter, which means the view's own inside them.
        "RowContent",
    ]

    static func name(of definition: ListPickerDefinition) -> Located<String> { definition.name }

    static func decode(_ name: Located<String>, _ node: JSONNode, _ path: String, with decoder: DefinitionsDecoder)
        -> (ListPickerDefinition?, [Diagnostic])
    {
        decoder.decodePicker(name, node, path)
    }

    static func resolve(
        _ definitions: [ListPickerDefinition], in context: inout ResolutionContext, file: ResolvedDefinitions
    ) -> [ResolvedPicker] {
        definitions.compactMap { context.resolvePicker($0) }
    }

    static func check(_ pickers: [ResolvedPicker], in context: inout ValidationContext, file: ResolvedDefinitions) {
        for picker in pickers { context.check(picker) }
        if file.platforms.contains(.fiori) { context.checkFioriIdentifiers(pickers) }
        if file.platforms.hasObservableModels { context.checkSwiftUIEntities(pickers, file: file) }
    }

    static func plan(_ picker: ResolvedPicker, in file: ResolvedDefinitions) -> ListPickerPlan {
        ListPickerPlanner.plan(picker, platforms: file.platforms, sections: file.sections, entities: file.entities)
    }
}
