import CatalogPlugin
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The sectioned picker generated during the build, shown the way a table view would show it.
@Suite struct ProductPickerTests {
    /// What a table view would display: one title per row, sections with their headers.
    func shown(_ picker: ProductPicker.DataSource) -> HeadlessListHost<String> {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: picker.presented(cell: \.listPickerTitle))
        return host
    }

    @Test func productsAreShownUnderTheirCategoryInEnumOrder() {
        let host = shown(ProductPicker.makeDataSource(items: Catalog.products))
        #expect(
            host.sections == [
                ["Apples", "Pears"], ["Sourdough Loaf", "Croissant"], ["Crème Fraîche", "Cheddar"], ["Olive Oil"],
            ])
        #expect(host.headerTitles == ["Fresh Produce", "Bakery", "Dairy", "Pantry"])
    }

    @Test func searchMatchesNamesWithoutDiacriticsAndSKUs() {
        var picker = ProductPicker.makeDataSource(items: Catalog.products)
        picker.setSearchQuery("creme")
        #expect(shown(picker).sections == [["Crème Fraîche"]])
        #expect(shown(picker).headerTitles == ["Dairy"])
        picker.setSearchQuery("bk-")
        #expect(shown(picker).sections == [["Sourdough Loaf", "Croissant"]])
        picker.setSearchQuery("")
        #expect(!picker.isFiltered)
        #expect(shown(picker).allCells.count == Catalog.products.count)
    }

    @Test func lookupsFindFilteredOutProductsButNoPosition() {
        var picker = ProductPicker.makeDataSource(items: Catalog.products)
        #expect(picker.indexPath(forUniqueIdentifier: "PA-01") == ListIndexPath(row: 0, section: 3))
        picker.setSearchQuery("apple")
        #expect(picker.indexPath(forUniqueIdentifier: "PA-01") == nil)
        #expect(picker.item(withUniqueIdentifier: "PA-01")?.name == "Olive Oil")
        #expect(picker.item(withUniqueIdentifier: "XX-99") == nil)
        #expect(picker.uniqueIdentifier(at: ListIndexPath(row: 0, section: 0)) == "PR-01")
    }

    @Test func rowTextComesFromTheDeclaredTitleAndSubtitle() {
        let croissant = Catalog.products[6]
        #expect(croissant.listPickerTitle == "Croissant")
        #expect(croissant.listPickerSubtitle == "BK-02")
    }
}
