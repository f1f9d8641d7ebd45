import DataSourceRuntime

// snippet: ListScreens.md
/// The app's catalogue service, which every product list screen uses (UIKit, Fiori's list
/// floorplan, SwiftUI and Fiori for SwiftUI): the catalogue by aisle, loaded with some latency, and
/// a product deleted after a moment.
public enum CatalogService {
    /// One page of the product list, as the backend answers it.
    public static func page(_ request: ProductList.Request) async throws -> [Product] {
        try await ProductCatalogLoader(latency: .milliseconds(400)).page(request)
    }

    /// Deletes `product` in the backend.
    public static func delete(_ product: Product) async throws {
        try await Task.sleep(for: .milliseconds(200))
    }
}
// end snippet
