import DataSourceRuntime
import Testing

/// `changeSelection(to:)`, what a SwiftUI `List`'s selection binding calls, against a reference
/// that states the outcome rather than the steps: seeded random items, rules, searches, starting
/// selections and requests (with keys no row has) on all three pickers.
@Suite struct ChangeSelectionPropertyTests {
    /// The selection `changeSelection(to:)` must leave, given the keys in list order.
    static func expected<Key: Hashable>(
        from old: Set<Key>, to requested: Set<Key>, order: [Key], multiple: Bool, allowsEmpty: Bool
    ) -> Set<Key> {
        let wanted = requested.filter(order.contains)
        if multiple {
            // Keys added stay; dropping every key stops at the last one when one is required.
            guard wanted.isEmpty, !allowsEmpty, let kept = order.last(where: old.contains) else { return wanted }
            return [kept]
        }
        // Single selection: each key added replaces the one before, so the last added wins.
        if let last = order.last(where: { wanted.contains($0) && !old.contains($0) }) { return [last] }
        return wanted.isEmpty && !allowsEmpty ? old : wanted
    }

    @Test func uniqueIdentifierPickerMatchesTheReference() {
        var random = SplitMix64(seed: 0x5E1E_C7)
        for _ in 0..<500 {
            let items = catalogue.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            let multiple = Bool.random(using: &random)
            let allowsEmpty = Bool.random(using: &random)
            var picker = UniqueIdentifierListPicker.fruits(items, multiple: multiple, allowsEmpty: allowsEmpty)
            picker.setSearchQuery(["", "l", "berry", "zzz"].randomElement(using: &random)!)
            picker.setSelectedUniqueIdentifiers(Self.someIDs(&random))
            let old = Set(picker.selectedUniqueIdentifiers)
            let requested = Set(Self.someIDs(&random))
            let mustReread = picker.changeSelection(to: requested)
            let after = Set(picker.selectedUniqueIdentifiers)
            let expected = Self.expected(
                from: old, to: requested, order: items.map(\.id), multiple: multiple, allowsEmpty: allowsEmpty)
            #expect(after == expected, "\(old) → \(requested) over \(items.map(\.id)), multiple \(multiple)")
            #expect(mustReread == (after != old || after != requested))
            #expect(picker.isAllSelected == (!items.isEmpty && after.count == items.count))
        }
    }

    @Test func sectionedPickerMatchesTheReferenceInSectionOrder() {
        var random = SplitMix64(seed: 0x5EC7_10)
        for _ in 0..<500 {
            let items = catalogue.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            let multiple = Bool.random(using: &random)
            var picker = SectionedListPicker.aisles(items, multiple: multiple)
            picker.setSearchQuery(["", "e", "cherry"].randomElement(using: &random)!)
            picker.setSelectedUniqueIdentifiers(Self.someIDs(&random))
            let old = Set(picker.selectedUniqueIdentifiers)
            let requested = Set(Self.someIDs(&random))
            let mustReread = picker.changeSelection(to: requested)
            let after = Set(picker.selectedUniqueIdentifiers)
            let order = Aisle.allCases.flatMap { aisle in items.filter { $0.aisle == aisle } }.map(\.id)
            let expected = Self.expected(from: old, to: requested, order: order, multiple: multiple, allowsEmpty: true)
            #expect(after == expected, "\(old) → \(requested) over \(order), multiple \(multiple)")
            #expect(mustReread == (after != old || after != requested))
        }
    }

    @Test func indexPickerMatchesTheReference() {
        var random = SplitMix64(seed: 0x1D_E7)
        for _ in 0..<500 {
            let count = Int(random.next() % 8)
            let multiple = Bool.random(using: &random)
            let allowsEmpty = Bool.random(using: &random)
            var picker = IndexListPicker<String>(
                configuration: .init(
                    title: { $0 }, search: .fields({ $0 }), allowsMultipleSelection: multiple,
                    allowsEmptySelection: allowsEmpty))
            picker.replaceItems(Array(formKitOptions.prefix(count)))
            picker.setSearchQuery(["", "t", "e"].randomElement(using: &random)!)
            picker.setSelectedIndices((0..<10).filter { _ in random.next() % 3 == 0 })
            let old = Set(picker.selectedIndices)
            let requested = Set((-1..<10).filter { _ in random.next() % 3 == 0 })
            let mustReread = picker.changeSelection(to: requested)
            let after = Set(picker.selectedIndices)
            let expected = Self.expected(
                from: old, to: requested, order: Array(0..<count), multiple: multiple, allowsEmpty: allowsEmpty)
            #expect(after == expected, "\(old) → \(requested) over \(count) rows, multiple \(multiple)")
            #expect(mustReread == (after != old || after != requested))
            #expect(picker.isAllSelected == (count > 0 && after.count == count))
        }
    }

    /// A required selection moves from one row to another in one change, in single and multiple
    /// selection alike, which deselecting first would refuse.
    @Test func aRequiredSelectionMovesInOneChange() {
        for multiple in [false, true] {
            var picker = UniqueIdentifierListPicker.fruits(multiple: multiple, allowsEmpty: false)
            picker.setSelectedUniqueIdentifiers(["f1"])
            let moved = picker.changeSelection(to: ["f2"])
            #expect(moved && picker.selectedUniqueIdentifiers == ["f2"])
            let refused = picker.changeSelection(to: [])  // the view must show f2 again
            #expect(refused && picker.selectedUniqueIdentifiers == ["f2"])
            let unchanged = picker.changeSelection(to: ["f2"])
            #expect(!unchanged)
        }
    }

    /// Up to four identifiers, some of which no catalogue item has.
    private static func someIDs(_ random: inout SplitMix64) -> [String] {
        (0..<Int(random.next() % 5)).map { _ in "f\(random.next() % 9)" }
    }
}
