import CatalogPlugin
import DataSourceRuntime
import Testing

/// The order screen built on the generated picker: selection by SKU, Select All, totals.
@Suite struct BasketTests {
    @Test func pickingWhileSearchingKeepsTheProductsPicked() {
        var basket = Basket()
        basket.picker.setSearchQuery("pear")
        #expect(basket.picker.select(at: ListIndexPath(row: 0, section: 0)) == .selected)
        basket.picker.setSearchQuery("")
        #expect(basket.picker.select(uniqueIdentifier: "DA-02") == .selected)
        #expect(basket.items.map(\.sku) == ["PR-02", "DA-02"])
        #expect(basket.total == 3.0 + 5.25)
        #expect(basket.picker.selectionDescription() == "Pears, Cheddar")
    }

    @Test func selectAllPicksEveryProductInListOrder() {
        var basket = Basket()
        #expect(
            basket.picker.allUniqueIdentifiers() == ["PR-01", "PR-02", "BK-01", "BK-02", "DA-01", "DA-02", "PA-01"])
        #expect(basket.picker.selectAll() == .selected)
        #expect(basket.picker.selectedUniqueIdentifiers == basket.picker.allUniqueIdentifiers())
        #expect(basket.total == Catalog.products.reduce(0) { $0 + $1.price })
        #expect(basket.picker.deselectAll() == .deselected)
        #expect(basket.items.isEmpty)
    }

    @Test func pricesAreLookedUpBySKUEvenWhenSearchHidesThem() {
        var basket = Basket()
        basket.picker.setSearchQuery("croissant")
        #expect(basket.price(ofSKU: "PA-01") == 9.5)
        #expect(basket.price(ofSKU: "nope") == nil)
    }

    @Test func reloadingTheCatalogueDropsPickedProductsThatAreGone() {
        var basket = Basket()
        basket.picker.setSelectedUniqueIdentifiers(["PR-01", "BK-01"])
        let report = basket.picker.replaceItems(Catalog.products.filter { $0.sku != "BK-01" })
        #expect(report.removedSelection == ["BK-01"])
        #expect(basket.items.map(\.name) == ["Apples"])
    }
}
