/// Table screens (seed 003), under `"tables"`.
enum TableKind: DeclarationKind {
    static let key = SchemaKeys.File.tables
    static let noun = "table"
    static let pluralNoun = "tables"
    static let template = "Table"
    static let platformModules: [FileOptions.Platform: Set<String>] = [
        .uikit: ["UIKit"], .swiftui: ["Observation", "SwiftUI"],
        // FioriSwiftUICore has no component for this kind: its SwiftUI view serves Fiori apps too.
        .fioriSwiftUI: ["Observation", "SwiftUI"],
    ]
    static let referencedTypes: Set<String> = [
        "TableSchemeDefinition", "TableScheme", "TableSchemeSection", "TableSchemeRadio", "TableSchemeRadio.Option",
        "TableSchemeAccordion", "TableSchemeAccordion.Item", "TableSchemeTableViewDataSource",
        "DuplicateIdentifierPolicy", "WritableKeyPath",
    ]
    static let swiftUIReferencedTypes: Set<String> = [
        "Observable", "Observation", "ObservationIgnored", "SwiftUI", "View", "ViewBuilder", "Bindable", "Binding",
        "List", "ForEach", "Section", "Text", "Button", "Toggle", "HStack", "Spacer", "Image", "DisclosureGroup",

    ]
    /// Types nested in a generated table's namespace: inside it, these names mean the table's own.
    /// Named so that none is a SwiftUI or FioriSwiftUICore name (`Section`, `State`), which app code
    /// in the namespace would otherwise reach only qualified.
    static let nestedTypes: Set<String> = ["SectionID", "Row", "TableState", "RowHandlers", "Handlers", "ID"]
    /// Types nested in a table's namespace with SwiftUI: inside it, these names mean the table's own.
    static let swiftUINestedTypes: Set<String> = [
        "Model", "TableView", "RowView", "ShownSection", "ShownRow", "RowActions",
        // `TableView`'s generic parameter, which means the view's own inside it.
        "RowContent",
    ]
    /// Members a generated table's `Row` enum has besides its cases (`id` is its identity).
    static let rowMembers: Set<String> = ["id", "hashValue"]

    static func name(of definition: TableDefinition) -> Located<String> { definition.name }

    static func decode(_ name: Located<String>, _ node: JSONNode, _ path: String, with decoder: DefinitionsDecoder)
        -> (TableDefinition?, [Diagnostic])
    {
        decoder.decodeTable(name, node, path)
    }

    static func resolve(
        _ definitions: [TableDefinition], in context: inout ResolutionContext, file: ResolvedDefinitions
    )
        -> [ResolvedTable]
    {
        definitions.map { context.resolveTable($0) }
    }

    static func check(_ tables: [ResolvedTable], in context: inout ValidationContext, file: ResolvedDefinitions) {
        let swiftUI = file.platforms.hasObservableModels
        let nested = nestedTypes.union(swiftUI ? swiftUINestedTypes : [])
        for table in tables {
            context.check(table, nestedTypes: nested, uikit: file.platforms.contains(.uikit))
            // The SwiftUI model and views name the table from inside its namespace.
            if swiftUI {
                context.checkBindable(
                    table.flags.map(\.definition.name), swiftName: GeneratedNames.memberName, kind: "flag")
                context.checkOwnName(
                    table.definition.name, typeName: table.typeName, path: "tables.\(table.definition.name.value)",
                    noun: "table", nested: nested)
            }
        }
    }

    static func plan(_ table: ResolvedTable, in file: ResolvedDefinitions) -> TablePlan {
        TablePlanner.plan(table, in: file)
    }
}
