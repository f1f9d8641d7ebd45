import DataSourceRuntime
import Testing

/// The pickers as generated code makes them (flags and key paths, no closures) behave as the
/// closure-taking ones with the closures the generator used to write: titles from
/// `TitledListItem`, search text per field type, sections from a `ListPickerSection` field or a
/// grouping field, and the defaults (no search, single selection, empty allowed, no Select All).
@Suite struct GeneratedConfigurationTests {
    struct Price: CustomStringConvertible, Hashable {
        var cents: Int
        var description: String { "$\(cents)" }
    }

    enum Shelf: String, ListPickerSection {
        case top, middle, bottom

        var headerTitle: String? { self == .middle ? nil : rawValue.capitalized }
    }

    struct Ware: Identifiable, Hashable, TitledListItem {
        var id: String
        var name: String
        var note: String?
        var count: Int?
        var price: Price
        var shelf: Shelf
        var brand: String
        var listPickerTitle: String { name }
        var listPickerSubtitle: String? { note }
    }

    static let wares = [
        Ware(
            id: "w1", name: "Hammer", note: "steel", count: 12, price: Price(cents: 950), shelf: .bottom, brand: "Acme"),
        Ware(id: "w2", name: "Saw", note: nil, count: nil, price: Price(cents: 1200), shelf: .top, brand: "Bolt"),
        Ware(id: "w3", name: "Pliers", note: "red", count: 7, price: Price(cents: 450), shelf: .bottom, brand: "Acme"),
    ]

    private func shown(_ picker: UniqueIdentifierListPicker<Ware>) -> [String] {
        (0..<picker.numberOfRows()).map { picker.uniqueIdentifier(at: $0) }
    }

    @Test func searchTextFollowsTheFieldType() {
        var picker = UniqueIdentifierListPicker<Ware>(search: [\.name, \.note, \.count, \.price])
        picker.replaceItems(Self.wares)
        let expectations: [(String, [String])] = [
            ("saw", ["w2"]), ("RED", ["w3"]), ("12", ["w1", "w2"]), ("$4", ["w3"]), ("nil", []), ("Optional", []),
        ]
        for (query, identifiers) in expectations {
            picker.setSearchQuery(query)
            #expect(shown(picker) == identifiers, "query \(query)")
        }
    }

    /// A class has no stored offsets, and a computed property none either: read by key path.
    final class Tool: Identifiable, TitledListItem, Sendable {
        let id: Int
        let name: String
        init(id: Int, name: String) { (self.id, self.name) = (id, name) }
        var listPickerTitle: String { name }
        var listPickerSubtitle: String? { nil }
        var shout: String { name.uppercased() }
    }

    @Test func fieldsWithoutAStoredOffsetAreReadByKeyPath() {
        var picker = IndexListPicker(search: [\Tool.name, \Tool.shout])
        picker.replaceItems([Tool(id: 1, name: "Axe"), Tool(id: 2, name: "Rake")])
        picker.setSearchQuery("rake")
        #expect(picker.numberOfRows() == 1 && picker.item(at: 0, isFiltered: true).id == 2)
        var wares = IndexListPicker(search: [\Ware.listPickerTitle])
        wares.replaceItems(Self.wares)
        wares.setSearchQuery("plie")
        #expect(wares.numberOfRows() == 1)
    }

    @Test func noSearchFieldsTurnsSearchOff() {
        var picker = UniqueIdentifierListPicker<Ware>(allowsMultipleSelection: true, showsSelectAll: true)
        picker.replaceItems(Self.wares)
        picker.setSearchQuery("saw")
        #expect(!picker.isFiltered && picker.numberOfRows() == 3)
        #expect(picker.allUniqueIdentifiers() == ["w1", "w2", "w3"])
        picker.select(uniqueIdentifier: "w3")
        #expect(picker.selectionDescription() == "Pliers", "the title comes from TitledListItem")
    }

    @Test func sectionedByAListPickerSectionField() {
        var picker = SectionedListPicker(sectionedBy: \Ware.shelf, search: [\.brand])
        picker.replaceItems(Self.wares)
        #expect(picker.numberOfSections() == 2, "the empty middle shelf is not shown")
        #expect(picker.titleForHeader(inSection: 0) == "Top" && picker.titleForHeader(inSection: 1) == "Bottom")
        #expect(picker.numberOfRows(inSection: 1) == 2)
        picker.setSearchQuery("bolt")
        #expect(picker.numberOfSections() == 1 && picker.titleForHeader(inSection: 0) == "Top")
    }

    @Test func groupedByAFieldDescribesTheGroups() {
        var byBrand = SectionedListPicker(groupedBy: \Ware.brand)
        byBrand.replaceItems(Self.wares)
        #expect(byBrand.numberOfSections() == 2 && byBrand.titleForHeader(inSection: 0) == "Acme")
        var byPrice = SectionedListPicker(groupedBy: \Ware.price, allowsMultipleSelection: true)
        byPrice.replaceItems(Self.wares)
        #expect(byPrice.titleForHeader(inSection: 2) == "$450")
    }

    enum ShelfPicker: GeneratedListPicker {
        typealias DataSource = SectionedListPicker<Shelf, Ware>
        static var emptyDataSource: DataSource { DataSource(sectionedBy: \.shelf) }
    }

    @Test func aGeneratedPickerStatesOnlyItsEmptyDataSource() {
        let picker: ShelfPicker.DataSource = ShelfPicker.makeDataSource(items: Self.wares)
        #expect(picker.numberOfSections() == 2)
        #expect(IndexListPicker<Ware>().numberOfRows() == 0)
    }

    @Test func theDefaultsAreSingleSelectionEmptyAllowedNoSearchNoSelectAll() {
        var index = IndexListPicker<Ware>()
        index.replaceItems(Self.wares)
        index.setSearchQuery("saw")
        #expect(!index.isFiltered)
        index.select(at: 0)
        index.select(at: 1)
        #expect(index.selectedIndices == [1], "single selection")
        index.deselect(at: 1)
        #expect(index.selectedIndices == [], "an empty selection is allowed")
        var unique = UniqueIdentifierListPicker<Ware>()
        unique.replaceItems(Self.wares)
        #expect(unique.allUniqueIdentifiers() == nil, "no Select All")
        var sectioned = SectionedListPicker(sectionedBy: \Ware.shelf, allowsEmptySelection: false)
        sectioned.replaceItems(Self.wares)
        sectioned.select(uniqueIdentifier: "w2")
        sectioned.deselect(uniqueIdentifier: "w2")
        #expect(sectioned.selectedUniqueIdentifiers == ["w2"], "allowsEmptySelection: false keeps the last one")
    }
}
