import CatalogPlugin
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The index-mode picker: rows and selection addressed by position in the unfiltered list.
@Suite struct QuickPickPickerTests {
    @Test func rowsAreTheProductsInShelfOrder() {
        let picker = QuickPickPicker.makeDataSource(items: Catalog.products)
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: picker.presented(cell: \.listPickerTitle))
        #expect(host.sections == [Catalog.products.map(\.name)])
        #expect(picker.numberOfRows() == 7)
    }

    @Test func singleSelectionByIndexReplacesThePreviousOne() {
        var picker = QuickPickPicker.makeDataSource(items: Catalog.products)
        #expect(picker.select(at: 2) == .selected)
        #expect(picker.selectedItems.map(\.name) == ["Crème Fraîche"])
        #expect(picker.select(at: 4) == .selected)
        #expect(picker.selectedIndices == [4])
        #expect(picker.selectionDescription() == "Olive Oil")
    }
}
