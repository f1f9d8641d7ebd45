import DataSourceRuntime
import Observation
import Testing

/// Whether Observation reported a change of what `read` reads, registering again once it did, as
/// SwiftUI does when it evaluates a body again. A registration reports one change at most.
@MainActor final class ObservationCounter {
    /// Incremented from Observation's `onChange`, which runs synchronously inside the mutation.
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    private let read: @MainActor () -> Void

    init(_ read: @escaping @MainActor () -> Void) {
        self.read = read
        track()
    }

    /// The changes reported since the last call (0 or 1); tracking starts again after a change.
    func take() -> Int {
        let reported = count.value
        count.value = 0
        if reported > 0 { track() }
        return reported
    }

    private func track() {
        let count = self.count
        withObservationTracking {
            read()
        } onChange: {
            count.value += 1
        }
    }
}

/// The generated pickers' SwiftUI models (`"platforms": ["swiftui"]` in Catalog.datasources.json):
/// everything goes through the picker, and observers hear of a change exactly when the rows shown
/// or the selection change.
@MainActor @Suite struct PickerModelTests {
    @Test func searchNotifiesOnlyWhenTheRowsChange() {
        let model = ProductByIDPicker.Model(items: CatalogFixtures.products)
        let observed = ObservationCounter { _ = model.picker }
        model.searchText = ""
        #expect(observed.take() == 0)
        model.searchText = "ham"
        #expect(observed.take() == 1)
        #expect(model.picker.numberOfRows() == 1 && model.picker.searchText == "ham")
        model.searchText = "hamm"  // the same one row
        #expect(observed.take() == 0)
        #expect(model.picker.searchText == "hamm")
        model.searchText = " "
        #expect(observed.take() == 1)
        #expect(model.picker.numberOfRows() == CatalogFixtures.products.count)
    }

    @Test func selectionFollowsThePickersRules() {
        let model = ProductByIDPicker.Model(items: CatalogFixtures.products)  // single, never empty
        let observed = ObservationCounter { _ = model.selection }
        model.selection = ["T-100"]
        #expect(observed.take() == 1 && model.selection == ["T-100"])
        model.selection = ["T-100"]
        #expect(observed.take() == 0)
        model.selection = []  // would leave it empty: refused
        #expect(observed.take() == 0 && model.selection == ["T-100"])
        model.selection = ["T-100", "G-200"]  // single selection: the new one replaces it
        #expect(observed.take() == 1 && model.selection == ["G-200"])
        model.selection = ["nope"]
        #expect(observed.take() == 0 && model.selection == ["G-200"])
    }

    @Test func indexModeSelectsByUnfilteredIndexAndSelectsAll() {
        let model = QuickProductPicker.Model(items: CatalogFixtures.products)
        let observed = ObservationCounter { _ = model.picker }
        model.selection = [2, 0]
        #expect(observed.take() == 1 && model.picker.selectedIndices == [0, 2])
        model.selectAll()
        #expect(observed.take() == 1 && model.selection == Set(CatalogFixtures.products.indices))
        model.selectAll()
        #expect(observed.take() == 0)
        model.deselectAll()
        #expect(observed.take() == 1 && model.selection.isEmpty)
    }

    @Test func reloadingNotifiesOnlyWhenSomethingShownChanged() {
        let model = ProductPicker.Model(items: CatalogFixtures.products)
        let observed = ObservationCounter { _ = model.picker }
        model.replaceItems(CatalogFixtures.products)
        #expect(observed.take() == 0)
        let report = model.replaceItems(Array(CatalogFixtures.products.dropFirst()))
        #expect(observed.take() == 1 && report.isApplied)
        #expect(Set(model.picker.items.map(\.id)) == Set(CatalogFixtures.products.dropFirst().map(\.id)))
    }

    /// Seeded random edits through the model and straight on a picker: the two agree after every
    /// step, and observers heard of the step exactly when rows or selection differ from before.
    @Test(arguments: 0..<20)
    func theModelIsThePickerAndNotifiesExactlyOnChange(seed: UInt64) {
        var generator = SplitMix64(seed: 0xC0DE_0000 + seed)
        func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let all = CatalogFixtures.products
        let model = BrandPicker.Model(items: all)
        var reference = BrandPicker.makeDataSource(items: all)
        let observed = ObservationCounter { _ = model.picker }
        for step in 0..<60 {
            let before = Self.shown(reference)
            switch below(4) {
            case 0:
                let text = ["", "a", "ac", "acme", "ver", "zz", " "][below(7)]
                model.searchText = text
                reference.setSearchQuery(text)
            case 1:
                let id = all[below(all.count)].id
                if model.selection.contains(id) { model.selection.remove(id) } else { model.selection.insert(id) }
                _ = reference.toggle(uniqueIdentifier: id)
            case 2:
                let kept = all.filter { _ in below(3) != 0 }
                model.replaceItems(kept)
                reference.replaceItems(kept)
            default:
                model.selection = []
                _ = reference.deselectAll()
            }
            let after = Self.shown(reference)
            #expect(Self.shown(model.picker) == after, "seed \(seed) step \(step)")
            #expect(observed.take() == (after == before ? 0 : 1), "seed \(seed) step \(step)")
        }
    }

    /// The same over a sectioned picker with multiple selection and Select All (`ProductPicker`).
    @Test(arguments: 0..<10)
    func theSelectAllModelIsThePickerAndNotifiesExactlyOnChange(seed: UInt64) {
        var generator = SplitMix64(seed: 0x5E1E_0000 + seed)
        func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let all = CatalogFixtures.products
        let model = ProductPicker.Model(items: all)
        var reference = ProductPicker.makeDataSource(items: all)
        let observed = ObservationCounter { _ = model.picker }
        for step in 0..<60 {
            let before = Self.shown(reference)
            switch below(5) {
            case 0:
                let text = ["", "a", "ac", "ver", "zz"][below(5)]
                model.searchText = text
                reference.setSearchQuery(text)
            case 1:
                let id = all[below(all.count)].id
                if model.selection.contains(id) { model.selection.remove(id) } else { model.selection.insert(id) }
                _ = reference.toggle(uniqueIdentifier: id)
            case 2:
                let kept = all.filter { _ in below(3) != 0 }
                model.replaceItems(kept)
                reference.replaceItems(kept)
            case 3:
                model.selectAll()
                _ = reference.selectAll()
            default:
                model.deselectAll()
                _ = reference.deselectAll()
            }
            let after = Self.shown(reference)
            #expect(Self.shown(model.picker) == after, "seed \(seed) step \(step)")
            #expect(observed.take() == (after == before ? 0 : 1), "seed \(seed) step \(step)")
        }
    }

    /// The same over an index-mode picker, selected by unfiltered index (`QuickProductPicker`).
    @Test(arguments: 0..<10)
    func theIndexModelIsThePickerAndNotifiesExactlyOnChange(seed: UInt64) {
        var generator = SplitMix64(seed: 0x1D_0000 + seed)
        func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let all = CatalogFixtures.products
        let model = QuickProductPicker.Model(items: all)
        var reference = QuickProductPicker.makeDataSource(items: all)
        let observed = ObservationCounter { _ = model.picker }
        func shown(_ picker: QuickProductPicker.DataSource) -> [String] {
            (0..<picker.numberOfRows()).map { picker.item(at: $0, isFiltered: picker.isFiltered).name }
                + [picker.selectedIndices.map(String.init).joined(separator: ",")]
        }
        for step in 0..<60 {
            let before = shown(reference)
            switch below(4) {
            case 0:
                let text = ["", "a", "ac", "ver", "zz"][below(5)]
                model.searchText = text
                reference.setSearchQuery(text)
            case 1:
                // A row of the list as it stands, by its unfiltered index, as a `List` selects it.
                guard reference.numberOfRows() > 0,
                    let index = reference.unfilteredIndex(
                        forCurrentIndex: below(reference.numberOfRows()))
                else { continue }
                if model.selection.contains(index) {
                    model.selection.remove(index)
                } else {
                    model.selection.insert(index)
                }
                _ = reference.toggle(at: reference.currentIndex(forUnfilteredIndex: index) ?? 0)
            case 2:
                let kept = all.filter { _ in below(3) != 0 }
                model.replaceItems(kept)
                reference.replaceItems(kept)
            default:
                model.selection = []
                _ = reference.deselectAll()
            }
            let after = shown(reference)
            #expect(shown(model.picker) == after, "seed \(seed) step \(step)")
            #expect(observed.take() == (after == before ? 0 : 1), "seed \(seed) step \(step)")
        }
    }

    /// The same over a unique-identifier picker with single selection that is never empty
    /// (`ProductByIDPicker`): the model's set selection follows the picker's refusals.
    @Test(arguments: 0..<10)
    func theUniqueIdentifierModelIsThePickerAndNotifiesExactlyOnChange(seed: UInt64) {
        var generator = SplitMix64(seed: 0x1D1D_0000 + seed)
        func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let all = CatalogFixtures.products
        let model = ProductByIDPicker.Model(items: all)
        var reference = ProductByIDPicker.makeDataSource(items: all)
        let observed = ObservationCounter { _ = model.picker }
        func shown(_ picker: ProductByIDPicker.DataSource) -> [String] {
            (0..<picker.numberOfRows()).map { picker.item(at: $0, isFiltered: picker.isFiltered).name }
                + [picker.selectedUniqueIdentifiers.joined(separator: ",")]
        }
        for step in 0..<60 {
            let before = shown(reference)
            switch below(4) {
            case 0:
                let text = ["", "a", "ac", "ver", "zz", "ham"][below(6)]
                model.searchText = text
                reference.setSearchQuery(text)
            case 1:
                let id = all[below(all.count)].id
                if model.selection.contains(id) { model.selection.remove(id) } else { model.selection.insert(id) }
                _ = reference.toggle(uniqueIdentifier: id)
            case 2:
                let kept = all.filter { _ in below(3) != 0 }
                model.replaceItems(kept)
                reference.replaceItems(kept)
            default:
                model.selection = []
                _ = reference.deselectAll()
            }
            let after = shown(reference)
            #expect(shown(model.picker) == after, "seed \(seed) step \(step)")
            #expect(observed.take() == (after == before ? 0 : 1), "seed \(seed) step \(step)")
        }
    }

    /// What a view of the picker shows: each section's header and rows, and the selection.
    static func shown<Section>(_ picker: SectionedListPicker<Section, Product>) -> [String] {
        (0..<picker.numberOfSections()).map { section in
            let rows = (0..<picker.numberOfRows(inSection: section)).map {
                picker.item(at: ListIndexPath(row: $0, section: section), isFiltered: picker.isFiltered).name
            }
            return "\(picker.titleForHeader(inSection: section) ?? ""): \(rows)"
        } + [picker.selectedUniqueIdentifiers.joined(separator: ",")]
    }
}
