import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The generated group-by, unique-ID and index-mode pickers of `Catalog`.
@Suite struct OtherCatalogPickerTests {
    @Test func groupByUsesOrderOfFirstAppearance() {
        var picker = BrandPicker.makeDataSource(items: CatalogFixtures.products)
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: picker.presented(cell: \.listPickerTitle))
        #expect(host.headerTitles == ["Acme", "Verde", "Lumo"])
        #expect(host.sections == [["Hammer", "Café Press", "Screwdriver"], ["Garden Hose", "Rake"], ["Old Lamp"]])
        #expect(picker.allUniqueIdentifiers() == nil)
        picker.setSearchQuery("verde")
        host.reloadData(from: picker.presented(cell: \.listPickerTitle))
        #expect(host.sections == [["Garden Hose", "Rake"]])
        #expect(picker.select(uniqueIdentifier: "G-200") == .selected)
        #expect(picker.select(uniqueIdentifier: "G-201") == .selected)
        #expect(picker.selectedUniqueIdentifiers == ["G-201"], "single selection replaces")
    }

    @Test func uniqueIDPickerRefusesAnEmptySelection() {
        var picker = ProductByIDPicker.makeDataSource(items: CatalogFixtures.products)
        #expect(picker.index(forUniqueIdentifier: "K-300") == 2)
        #expect(picker.select(uniqueIdentifier: "K-300") == .selected)
        #expect(picker.deselect(uniqueIdentifier: "K-300") == .refusedEmptySelection)
        picker.setSearchQuery("garden")
        #expect(picker.numberOfRows() == 1)
        #expect(picker.uniqueIdentifier(at: 0) == "G-200")
        #expect(picker.index(forUniqueIdentifier: "K-300") == nil)
        #expect(picker.isSelected(uniqueIdentifier: "K-300"))
    }

    @Test func indexPickerSelectsByUnfilteredIndex() {
        var picker = QuickProductPicker.makeDataSource(items: CatalogFixtures.products)
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: picker.presented(cell: \.listPickerTitle))
        #expect(host.sections == [CatalogFixtures.products.map(\.name)])
        #expect(picker.select(at: 5) == .selected)
        #expect(picker.select(at: 1) == .selected)
        #expect(picker.selectedIndices == [1, 5])
        #expect(picker.selectionDescription() == "Garden Hose, Rake")
        #expect(picker.item(at: 4, isFiltered: false).sku == "C-900")
    }
}
