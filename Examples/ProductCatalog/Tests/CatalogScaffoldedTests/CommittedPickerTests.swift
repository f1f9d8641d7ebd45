import CatalogScaffolded
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The committed (scaffolded) output behaves like the code the build plugin generates.
@Suite struct CommittedPickerTests {
    func shown(_ picker: ProductPicker.DataSource) -> HeadlessListHost<String> {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: picker.presented(cell: \.listPickerTitle))
        return host
    }

    @Test func sectionsSearchAndHeaders() {
        var picker = ProductPicker.makeDataSource(items: Catalog.products)
        #expect(shown(picker).headerTitles == ["Fresh Produce", "Bakery", "Dairy", "Pantry"])
        picker.setSearchQuery("CHED")
        #expect(shown(picker).sections == [["Cheddar"]])
    }

    @Test func selectionSurvivesSearchAndSelectAllCoversEverything() {
        var picker = ProductPicker.makeDataSource(items: Catalog.products)
        picker.setSearchQuery("oil")
        #expect(picker.select(at: ListIndexPath(row: 0, section: 0)) == .selected)
        picker.setSearchQuery("")
        #expect(picker.selectedUniqueIdentifiers == ["PA-01"])
        #expect(picker.selectAll() == .selected)
        #expect(picker.selectedItems.count == Catalog.products.count)
    }

    @Test func indexPickerSelectsByUnfilteredPosition() {
        var picker = QuickPickPicker.makeDataSource(items: Catalog.products)
        #expect(picker.select(at: 1) == .selected)
        #expect(picker.selectedItems.map(\.sku) == ["BK-01"])
    }
}
