import DataSourceRuntime
import DataSourceRuntimeTesting

/// A stocked item: identified by `id`, searched by `name`, grouped into sections by `shelf`.
/// It is also the host's cell, so what the host shows names exactly which item it shows.
struct Ware: Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: String
    var name: String
    var shelf: String

    init(_ id: String, _ name: String, _ shelf: String = "Misc") {
        self.id = id
        self.name = name
        self.shelf = shelf
    }

    var description: String { "\(id):\(name)" }
}

/// A fixed pantry with mixed case and diacritics. Unfiltered sections under ``pantryShelves``:
/// Fruit [w2, w4, w8], Desserts [w1, w3, w5], Spices [w6, w7]; "Drinks" holds nothing.
let pantry = [
    Ware("w1", "Crème brûlée", "Desserts"),
    Ware("w2", "Apple", "Fruit"),
    Ware("w3", "ÉCLAIR", "Desserts"),
    Ware("w4", "Banana", "Fruit"),
    Ware("w5", "Crêpe", "Desserts"),
    Ware("w6", "Jalapeño", "Spices"),
    Ware("w7", "Fleur de sel", "Spices"),
    Ware("w8", "apricot", "Fruit"),
]

/// The shelves in display order; "Drinks" is empty in ``pantry`` and so never shown.
let pantryShelves = ["Fruit", "Desserts", "Spices", "Drinks"]

/// Identifiers no item in this suite ever has, including near misses of real ones.
let absentWareIDs = ["w0", "w9", "W1", " w1", "w1 ", "", "w10"]

/// The pickers under test, configured the way a generator would emit them: search over names.
enum PickerOnHost {
    /// String identifiers are their own Fiori form.
    static let bridge = FioriListPickerBridge<String>.lossless

    /// An index-mode picker loaded with `items`.
    static func indexPicker(_ items: [Ware] = pantry, multiple: Bool = true, allowsEmpty: Bool = true)
        -> IndexListPicker<Ware>
    {
        var picker = IndexListPicker<Ware>(
            configuration: .init(
                title: { $0.name }, search: .fields({ $0.name }),
                allowsMultipleSelection: multiple, allowsEmptySelection: allowsEmpty))
        picker.replaceItems(items)
        return picker
    }

    /// A flat unique-identifier picker loaded with `items`.
    static func flatPicker(
        _ items: [Ware] = pantry, multiple: Bool = true, allowsEmpty: Bool = true,
        selectAll: Bool = false, duplicates: DuplicateIdentifierPolicy = .keepFirst
    ) -> UniqueIdentifierListPicker<Ware> {
        var picker = UniqueIdentifierListPicker<Ware>(
            configuration: .init(
                title: { $0.name }, search: .fields({ $0.name }), allowsMultipleSelection: multiple,
                allowsEmptySelection: allowsEmpty),
            showsSelectAll: selectAll, duplicates: duplicates)
        picker.replaceItems(items)
        return picker
    }

    /// A sectioned picker by shelf, loaded with `items`: sections in the order of `shelves`, or
    /// in order of first appearance when `shelves` is nil; headers are the shelf, upper-cased.
    static func sectionedPicker(
        _ items: [Ware] = pantry, shelves: [String]? = pantryShelves, multiple: Bool = true,
        allowsEmpty: Bool = true, selectAll: Bool = false, duplicates: DuplicateIdentifierPolicy = .keepFirst
    ) -> SectionedListPicker<String, Ware> {
        let configuration = ListPickerConfiguration<Ware>(
            title: { $0.name }, search: .fields({ $0.name }), allowsMultipleSelection: multiple,
            allowsEmptySelection: allowsEmpty)
        var picker =
            if let shelves {
                SectionedListPicker<String, Ware>(
                    configuration: configuration, sections: shelves, sectionOf: { $0.shelf },
                    sectionTitle: { $0.uppercased() }, showsSelectAll: selectAll, duplicates: duplicates)
            } else {
                SectionedListPicker<String, Ware>(
                    configuration: configuration, groupedBy: { $0.shelf }, sectionTitle: { $0.uppercased() },
                    showsSelectAll: selectAll, duplicates: duplicates)
            }
        picker.replaceItems(items)
        return picker
    }
}

// Reloading the way Fiori's picker table does: `isFiltered` is whether the search is in effect.
extension HeadlessListHost {
    /// Reloads from an index-mode picker.
    mutating func reload(showing picker: IndexListPicker<Cell>) {
        reloadData(from: picker.hostDataSource(isFiltered: picker.isFiltered) { $0 })
    }

    /// Reloads from a flat unique-identifier picker.
    mutating func reload(showing picker: UniqueIdentifierListPicker<Cell>) where Cell: Identifiable {
        reloadData(from: picker.hostDataSource(isFiltered: picker.isFiltered) { $0 })
    }

    /// Reloads from a sectioned picker.
    mutating func reload<Section>(showing picker: SectionedListPicker<Section, Cell>) where Cell: Identifiable {
        reloadData(from: picker.hostDataSource(isFiltered: picker.isFiltered) { $0 })
    }

    /// A host that has loaded `picker`.
    static func showing(_ picker: IndexListPicker<Cell>) -> Self {
        var host = Self(rules: .tableView)
        host.reload(showing: picker)
        return host
    }

    /// A host that has loaded `picker`.
    static func showing(_ picker: UniqueIdentifierListPicker<Cell>) -> Self where Cell: Identifiable {
        var host = Self(rules: .tableView)
        host.reload(showing: picker)
        return host
    }

    /// A host that has loaded `picker`.
    static func showing<Section>(_ picker: SectionedListPicker<Section, Cell>) -> Self where Cell: Identifiable {
        var host = Self(rules: .tableView)
        host.reload(showing: picker)
        return host
    }
}

extension HeadlessListHost where Cell == Ware {
    /// The identifiers shown, per section.
    var shownIDs: [[String]] { sections.map { $0.map(\.id) } }

    /// Every shown position with its cell, in display order.
    var shownRows: [(position: ListIndexPath, ware: Ware)] {
        sections.enumerated().flatMap { section, cells in
            cells.enumerated().map { (ListIndexPath(row: $0.offset, section: section), $0.element) }
        }
    }
}
