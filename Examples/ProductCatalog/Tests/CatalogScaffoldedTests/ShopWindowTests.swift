import CatalogScaffolded
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The shop window's section controller, driven the way a collection view would drive it: one card
/// per product, configured without `inout` because the cell is a class (on iOS, a
/// `UICollectionViewCell`, made on the main actor).
@MainActor
@Suite struct ShopWindowTests {
    @Test func everyProductGetsOneCard() throws {
        let adapter = SectionAdapter<Product, ProductCell>(
            dequeue: { _, _ in ProductCell() },
            controller: { _ in ProductCards.makeController { cell, product, _ in cell.title = product.name } })
        var host = HeadlessListHost<ProductCell>(rules: .collectionView)
        try adapter.performUpdates(to: Catalog.products, on: &host)
        #expect(host.sections.map { $0.map(\.title) } == Catalog.products.map { [$0.name] })
        let size = adapter.sizeForItem(
            at: ListIndexPath(row: 0, section: 0), in: ListItemSizing.Size(width: 400, height: 800))
        #expect(size == ListItemSizing.Size(width: 200, height: 120))
    }
}
