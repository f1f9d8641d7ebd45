import DataSourceRuntime
import Foundation

/// A section type in the manner of seed 004's `Section: Hashable & CaseIterable`.
enum Aisle: String, CaseIterable, Sendable {
    case citrus, berries, stone, exotic, empty

    var title: String { rawValue.capitalized }
}

/// An identifiable item with a searchable name and code.
struct Fruit: Identifiable, Hashable, Sendable {
    var id: String
    var name: String
    var aisle: Aisle
}

/// A small fixed catalogue (one item has accents, none is in the `.empty` aisle).
let catalogue = [
    Fruit(id: "f1", name: "Lemon", aisle: .citrus),
    Fruit(id: "f2", name: "Strawberry", aisle: .berries),
    Fruit(id: "f3", name: "Peach", aisle: .stone),
    Fruit(id: "f4", name: "Açaí", aisle: .exotic),
    Fruit(id: "f5", name: "Blueberry", aisle: .berries),
    Fruit(id: "f6", name: "Lime", aisle: .citrus),
    Fruit(id: "f7", name: "Cherry", aisle: .stone),
]

/// FormKit's sample options (seed 002).
let formKitOptions = [
    "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
    "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
]

/// The reference answer for the default matcher, computed with Foundation directly.
func referenceMatches(_ text: String, _ query: String) -> Bool {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return true }
    let fold = { (s: String) in s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
    return fold(text).contains(fold(trimmed))
}

extension UniqueIdentifierListPicker where Item == Fruit {
    /// A fruit picker searching names, loaded with `items`.
    static func fruits(
        _ items: [Fruit] = catalogue, multiple: Bool = true, allowsEmpty: Bool = true,
        selectAll: Bool = false, duplicates: DuplicateIdentifierPolicy = .keepFirst
    ) -> Self {
        var picker = Self(
            configuration: .init(
                title: { $0.name }, search: .fields({ $0.name }), allowsMultipleSelection: multiple,
                allowsEmptySelection: allowsEmpty),
            showsSelectAll: selectAll, duplicates: duplicates)
        picker.replaceItems(items)
        return picker
    }
}

extension SectionedListPicker where Section == Aisle, Item == Fruit {
    /// A fruit picker in aisle sections (all cases, in declaration order), loaded with `items`.
    static func aisles(
        _ items: [Fruit] = catalogue, multiple: Bool = true, selectAll: Bool = false,
        duplicates: DuplicateIdentifierPolicy = .keepFirst
    ) -> Self {
        var picker = Self(
            configuration: .init(title: { $0.name }, search: .fields({ $0.name }), allowsMultipleSelection: multiple),
            sections: Aisle.allCases, sectionOf: { $0.aisle }, sectionTitle: { $0.title }, showsSelectAll: selectAll,
            duplicates: duplicates)
        picker.replaceItems(items)
        return picker
    }
}
