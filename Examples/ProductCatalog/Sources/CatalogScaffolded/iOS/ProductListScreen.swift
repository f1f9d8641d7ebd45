#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import SwiftUI

/// The product list screen in SwiftUI: the generated `ProductList.ScreenView` over its model and the
/// same loader as `ProductListScreenViewController` — paged by aisle, searchable, pulled to refresh,
/// a row deleted by swiping it.
struct ProductListScreen: View {
    @State private var model = ProductList.Model(deleteHandler: CatalogService.delete, loader: CatalogService.page)
    var body: some View { NavigationStack { ProductList.ScreenView(model: model) } }
}

// MARK: - App logic

/// The app's catalog service, which the Fiori screen uses too: the catalog by aisle, loaded with
/// some latency, and a product deleted after a moment.
enum CatalogService {
    static func page(_ request: ProductList.Request) async throws -> [Product] {
        try await ProductCatalogLoader(latency: .milliseconds(400)).page(request)
    }

    static func delete(_ product: Product) async throws {
        try await Task.sleep(for: .milliseconds(200))
    }
}
#endif
