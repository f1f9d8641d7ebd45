import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The one presentation all three pickers share, driven through the headless host.
@Suite struct PresentableListPickerTests {
    struct Fruit: Identifiable, Equatable, Sendable {
        var id: String
        var name: String
        var season: String
    }

    static let fruits = [
        Fruit(id: "a", name: "Apple", season: "autumn"), Fruit(id: "b", name: "Banana", season: "summer"),
        Fruit(id: "c", name: "Cherry", season: "summer"),
    ]

    /// Shows `picker` on a host, applies a reload and a search, and checks the host always shows
    /// exactly the picker's current list.
    func check<P: PresentableListPicker>(
        _ picker: P, newItems: [P.Item], query: String, names: @escaping (P.Item) -> String
    ) throws
    where P.Item == Fruit {
        var picker = picker
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: picker.presented(cell: names))
        let reload = picker.reload(newItems, isContentEqual: { $0 == $1 }, reloadThreshold: .never)
        try host.apply(reload.update, from: picker.presented(cell: names))
        #expect(host.sections == Self.rows(of: picker.presented(cell: names)))
        // The update first: an existential argument may be opened (and evaluated) before the others.
        let searched = picker.search(query, reloadThreshold: .never)
        try host.apply(searched, from: picker.presented(cell: names))
        #expect(host.sections == Self.rows(of: picker.presented(cell: names)))
    }

    static func rows(of source: any ListHostDataSource<String>) -> [[String]] {
        (0..<source.numberOfSections()).map { section in
            (0..<source.numberOfRows(inSection: section)).map {
                source.cell(at: ListIndexPath(row: $0, section: section))
            }
        }
    }

    @Test func allThreePickersPresentTheirCurrentList() throws {
        let renamed = [
            Fruit(id: "c", name: "Cherry", season: "summer"), Fruit(id: "a", name: "Apricot", season: "autumn"),
        ]
        var index = IndexListPicker<Fruit>(configuration: .init(title: { $0.name }, search: .fields({ $0.name })))
        index.replaceItems(Self.fruits)
        try check(index, newItems: renamed, query: "ap", names: \.name)
        var flat = UniqueIdentifierListPicker<Fruit>(
            configuration: .init(title: { $0.name }, search: .fields({ $0.name })))
        flat.replaceItems(Self.fruits)
        try check(flat, newItems: renamed, query: "ch", names: \.name)
        var sectioned = SectionedListPicker<String, Fruit>(
            configuration: .init(title: { $0.name }, search: .fields({ $0.name })), groupedBy: { $0.season },
            sectionTitle: { $0 })
        sectioned.replaceItems(Self.fruits)
        try check(sectioned, newItems: renamed, query: "ap", names: \.name)
        #expect(
            sectioned.presented(cell: \.name).titleForHeader(inSection: 0) == "autumn",
            "groups in order of first appearance")
    }
}
