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
/// or the selection change, or when the picker refused a selection a binding wrote (so the list
/// reads the selection kept again).
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
        model.selection = []  // would leave it empty: refused, and the list told to show "T-100" again
        #expect(observed.take() == 1 && model.selection == ["T-100"])
        model.selection = ["T-100", "G-200"]  // single selection: the new one replaces it
        #expect(observed.take() == 1 && model.selection == ["G-200"])
        model.selection = ["nope"]  // no such item: refused
        #expect(observed.take() == 1 && model.selection == ["G-200"])
        model.selectedKey = nil  // what a single-selection `List` writes: refused alike
        #expect(observed.take() == 1 && model.selectedKey == "G-200")
        model.selectedKey = "G-200"
        #expect(observed.take() == 0)
    }

    /// A write the picker refuses in part tells observers once, so a `List` in edit mode unticks
    /// or ticks again the rows the picker kept as they were.
    @Test func aSelectionRefusedInPartNotifiesOnce() {
        let model = ProductPicker.Model(items: CatalogFixtures.products)  // multiple selection
        let observed = ObservationCounter { _ = model.selection }
        let id = CatalogFixtures.products[0].id
        model.selection = [id, "nope"]  // "nope" is no item: the rest applies
        #expect(observed.take() == 1 && model.selection == [id])
        model.selection = [id]
        #expect(observed.take() == 0)
    }

    /// Select All gives way to Deselect All once every item is selected; the views show the one
    /// `isAllSelected` asks for, and both are the picker's.
    @Test func selectAllAndDeselectAllFollowIsAllSelected() {
        let model = ProductPicker.Model(items: CatalogFixtures.products)
        let observed = ObservationCounter { _ = model.isAllSelected }
        #expect(!model.isAllSelected)
        model.selection = Set(CatalogFixtures.products.dropFirst().map(\.id))
        #expect(observed.take() == 1 && !model.isAllSelected)
        model.selectAll()
        #expect(observed.take() == 1 && model.isAllSelected)
        #expect(model.selection == Set(CatalogFixtures.products.map(\.id)))
        model.searchText = "ham"  // a search does not narrow what "all" is
        #expect(model.isAllSelected)
        _ = observed.take()
        model.deselectAll()
        #expect(observed.take() == 1 && !model.isAllSelected && model.selection.isEmpty)
        model.replaceItems([])
        #expect(!model.isAllSelected)  // nothing to select: Select All stays
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

    /// A sectioned picker's shown sections are identified by their section value, so a search that
    /// hides the sections before one leaves its identity as it was (SwiftUI keeps its rows' state).
    @Test func aSectionKeepsItsIdentityWhenASearchHidesTheOnesBefore() {
        let model = ProductPicker.Model(items: CatalogFixtures.products)
        #expect(model.shownSections.map(\.id) == [.tools, .garden, .kitchen, .clearance])
        model.searchText = "rake"  // hides tools, before garden
        #expect(model.shownSections.map(\.id) == [.garden] && model.shownSections[0].title == "Garden")
        model.searchText = "a"
        #expect(model.shownSections.map(\.id) == [.tools, .garden, .kitchen, .clearance])
        let brands = BrandPicker.Model(items: CatalogFixtures.products)
        brands.searchText = "lumo"  // hides "Acme" and "Verde", before "Lumo"
        #expect(brands.shownSections.map(\.id) == ["Lumo"])
    }

    /// What a view of the picker shows: each section's header and rows, and the selection.
    /// The section values a view of the picker shows, in order.
    static func sectionValues<Section>(_ picker: SectionedListPicker<Section, Product>) -> [String] {
        (0..<picker.numberOfSections()).map { picker.section(at: $0).map { "\($0)" } ?? "none" }
    }

    static func shown<Section>(_ picker: SectionedListPicker<Section, Product>) -> [String] {
        (0..<picker.numberOfSections()).map { section in
            let rows = (0..<picker.numberOfRows(inSection: section)).map {
                picker.item(at: ListIndexPath(row: $0, section: section), isFiltered: picker.isFiltered).name
            }
            return "\(picker.titleForHeader(inSection: section) ?? ""): \(rows)"
        } + [picker.selectedUniqueIdentifiers.joined(separator: ",")]
    }
}
