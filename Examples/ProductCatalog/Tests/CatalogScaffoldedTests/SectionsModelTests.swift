import CatalogScaffolded
import DataSourceRuntime
import Observation
import Testing

/// The SwiftUI model of the committed `ProductCards` (`"swiftui"` in the definitions), on any
/// platform: what `ShopWindowScreen` binds to.
@MainActor @Suite struct SectionsModelTests {
    @Test func everyProductGetsOneCardKeptBySKU() {
        let model = ProductCards.Model(objects: Catalog.products)
        #expect(model.shownSections.map(\.id) == Catalog.products.map(\.sku))
        #expect(model.shownSections.allSatisfy { $0.itemCount == 1 })
        #expect(model.show(Catalog.products + [Catalog.products[0]]) == [Catalog.products.count])
        model.show(Catalog.products.reversed())
        #expect(model.objects.map(\.sku) == Catalog.products.reversed().map(\.sku))
    }
}
