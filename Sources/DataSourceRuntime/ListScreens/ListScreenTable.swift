/// A list screen's rows as a table scheme: every declared section in order, each with the items
/// loaded for it. The engine diffs each change into one update and applies the duplicate policy
/// to identities a loader repeats.
enum ListScreenTable<Section: Hashable & Sendable, Item: Identifiable & Equatable>: TableSchemeDefinition {
    struct State {
        var sections: [Section]
        var items: [Section: [Item]] = [:]
        var headers: [Section: String] = [:]
    }

    static func layout(of state: State) -> [TableSchemeSection<Section, Item>] {
        state.sections.map { TableSchemeSection($0, header: state.headers[$0], rows: state.items[$0] ?? []) }
    }
}
