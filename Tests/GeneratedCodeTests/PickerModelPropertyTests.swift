import DataSourceRuntime
import Observation
import Testing

/// Seeded random edits through a picker's SwiftUI model and, alike, straight on a picker of the
/// same definition (Catalog.datasources.json), in each mode: after every step the two show the
/// same rows and selection, and the model's observers heard of the step exactly when that changed
/// or when the step wrote a selection the picker refused (the list then reads the one kept).
@MainActor @Suite struct PickerModelPropertyTests {
    static let all = CatalogFixtures.products

    /// One kind of step: what it does to the model and the picker, drawing from the generator;
    /// whether it wrote a selection the picker refused, in whole or in part.
    typealias Step = (inout SplitMix64) -> Bool

    /// Runs 60 steps, each of a kind drawn from `steps`, and checks each as the suite says.
    static func check(
        seed: UInt64, _ steps: [Step], model: () -> [String], picker: () -> [String], observed: ObservationCounter
    ) {
        var generator = SplitMix64(seed: seed)
        for index in 0..<60 {
            let before = picker()
            let refused = steps[below(steps.count, &generator)](&generator)
            let after = picker()
            #expect(model() == after, "seed \(seed) step \(index)")
            #expect(observed.take() == (after == before && !refused ? 0 : 1), "seed \(seed) step \(index)")
        }
    }

    static func below(_ bound: Int, _ generator: inout SplitMix64) -> Int { Int(generator.next() % UInt64(bound)) }
    static func searchText(_ generator: inout SplitMix64) -> String {
        ["", "a", "ac", "acme", "ver", "zz", " ", "ham"][below(8, &generator)]
    }
    static func someID(_ generator: inout SplitMix64) -> String { all[below(all.count, &generator)].id }
    static func someItems(_ generator: inout SplitMix64) -> [Product] { all.filter { _ in below(3, &generator) != 0 } }

    /// A step searching for a text drawn from a few that match some, all or none of the items.
    static func searching(_ apply: @escaping (String) -> Void) -> Step {
        {
            apply(searchText(&$0))
            return false
        }
    }
    /// A step toggling the selection of a product's identifier; `apply` says whether it was refused.
    static func togglingAnID(_ apply: @escaping (String) -> Bool) -> Step { { apply(someID(&$0)) } }
    /// A step loading about two thirds of the products in their place.
    static func replacing(_ apply: @escaping ([Product]) -> Void) -> Step {
        {
            apply(someItems(&$0))
            return false
        }
    }

    /// A row's selection toggled as a `List` toggles it: `id` inserted into or removed from the
    /// model's bound set. Returns the set written.
    @discardableResult
    static func toggle<Model: AnyObject, ID: Hashable>(
        _ id: ID, of model: Model, _ selection: ReferenceWritableKeyPath<Model, Set<ID>>
    ) -> Set<ID> {
        var written = model[keyPath: selection]
        if written.remove(id) == nil { written.insert(id) }
        model[keyPath: selection] = written
        return written
    }

    /// A sectioned picker grouped by a field, single selection (`BrandPicker`); the model's
    /// shown sections are identified by the section values the picker shows.
    @Test(arguments: 0..<20)
    func groupedByAField(seed: UInt64) {
        let model = BrandPicker.Model(items: Self.all)
        var picker = BrandPicker.makeDataSource(items: Self.all)
        Self.check(
            seed: 0xC0DE_0000 + seed,
            [
                Self.searching {
                    model.searchText = $0
                    picker.setSearchQuery($0)
                },
                Self.togglingAnID {
                    let written = Self.toggle($0, of: model, \.selection)
                    _ = picker.toggle(uniqueIdentifier: $0)
                    return Set(picker.selectedUniqueIdentifiers) != written
                },
                Self.replacing {
                    model.replaceItems($0)
                    picker.replaceItems($0)
                },
                { _ in
                    model.selection = []
                    _ = picker.deselectAll()
                    return !picker.selectedUniqueIdentifiers.isEmpty
                },
            ], model: { PickerModelTests.shown(model.picker) + model.shownSections.map { "\($0.id)" } },
            picker: { PickerModelTests.shown(picker) + PickerModelTests.sectionValues(picker) },
            observed: ObservationCounter { _ = model.picker })
    }

    /// A sectioned picker over a section enum, multiple selection with Select All (`ProductPicker`).
    @Test(arguments: 0..<10)
    func withSelectAll(seed: UInt64) {
        let model = ProductPicker.Model(items: Self.all)
        var picker = ProductPicker.makeDataSource(items: Self.all)
        Self.check(
            seed: 0x5E1E_0000 + seed,
            [
                Self.searching {
                    model.searchText = $0
                    picker.setSearchQuery($0)
                },
                Self.togglingAnID {
                    let written = Self.toggle($0, of: model, \.selection)
                    _ = picker.toggle(uniqueIdentifier: $0)
                    return Set(picker.selectedUniqueIdentifiers) != written
                },
                Self.replacing {
                    model.replaceItems($0)
                    picker.replaceItems($0)
                },
                { _ in
                    model.selectAll()
                    _ = picker.selectAll()
                    return false
                },
                { _ in
                    model.deselectAll()
                    _ = picker.deselectAll()
                    return false
                },
            ], model: { PickerModelTests.shown(model.picker) + model.shownSections.map { "\($0.id)" } },
            picker: { PickerModelTests.shown(picker) + PickerModelTests.sectionValues(picker) },
            observed: ObservationCounter { _ = model.picker })
    }

    /// An index-mode picker, selected by unfiltered index as a `List` selects it (`QuickProductPicker`).
    @Test(arguments: 0..<10)
    func inIndexMode(seed: UInt64) {
        let model = QuickProductPicker.Model(items: Self.all)
        var picker = QuickProductPicker.makeDataSource(items: Self.all)
        func shown(_ picker: QuickProductPicker.DataSource) -> [String] {
            (0..<picker.numberOfRows()).map { picker.item(at: $0, isFiltered: picker.isFiltered).name }
                + [picker.selectedIndices.map(String.init).joined(separator: ",")]
        }
        Self.check(
            seed: 0x1D_0000 + seed,
            [
                Self.searching {
                    model.searchText = $0
                    picker.setSearchQuery($0)
                },
                { generator in
                    // A row of the list as it stands, by its unfiltered index.
                    guard picker.numberOfRows() > 0,
                        let index = picker.unfilteredIndex(
                            forCurrentIndex: Self.below(picker.numberOfRows(), &generator)),
                        let row = picker.currentIndex(forUnfilteredIndex: index)
                    else { return false }
                    let written = Self.toggle(index, of: model, \.selection)
                    _ = picker.toggle(at: row)
                    return Set(picker.selectedIndices) != written
                },
                Self.replacing {
                    model.replaceItems($0)
                    picker.replaceItems($0)
                },
                { _ in
                    model.selection = []
                    _ = picker.deselectAll()
                    return !picker.selectedIndices.isEmpty
                },
            ], model: { shown(model.picker) }, picker: { shown(picker) },
            observed: ObservationCounter { _ = model.picker })
    }

    /// A unique-identifier picker with single selection that is never empty (`ProductByIDPicker`):
    /// the model's set selection follows the picker's refusals.
    @Test(arguments: 0..<10)
    func inUniqueIdentifierMode(seed: UInt64) {
        let model = ProductByIDPicker.Model(items: Self.all)
        var picker = ProductByIDPicker.makeDataSource(items: Self.all)
        func shown(_ picker: ProductByIDPicker.DataSource) -> [String] {
            (0..<picker.numberOfRows()).map { picker.item(at: $0, isFiltered: picker.isFiltered).name }
                + [picker.selectedUniqueIdentifiers.joined(separator: ",")]
        }
        Self.check(
            seed: 0x1D1D_0000 + seed,
            [
                Self.searching {
                    model.searchText = $0
                    picker.setSearchQuery($0)
                },
                Self.togglingAnID {
                    let written = Self.toggle($0, of: model, \.selection)
                    _ = picker.toggle(uniqueIdentifier: $0)
                    return Set(picker.selectedUniqueIdentifiers) != written
                },
                Self.replacing {
                    model.replaceItems($0)
                    picker.replaceItems($0)
                },
                { _ in
                    model.selection = []
                    _ = picker.deselectAll()
                    return !picker.selectedUniqueIdentifiers.isEmpty
                },
            ], model: { shown(model.picker) }, picker: { shown(picker) },
            observed: ObservationCounter { _ = model.picker })
    }
}
