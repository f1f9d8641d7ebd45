#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import SwiftUI

/// The product list screen in SwiftUI: the generated `ProductList.ScreenView` over its model and the
/// same loader as `ProductListScreenViewController` — paged by aisle, searchable, pulled to refresh,
/// a row deleted by swiping it.
@available(iOS 17.0, macOS 14.0, *)
struct ProductListScreen: View {
    @State private var model = ProductList.Model.catalog()
    var body: some View { NavigationStack { ProductList.ScreenView(model: model) } }
}

// MARK: - App logic

@available(iOS 17.0, macOS 14.0, *)
extension ProductList.Model where C == ContinuousClock {
    /// The catalog by aisle, loaded with some latency; a product is deleted after a moment. The
    /// Fiori screen shows the same model.
    static func catalog() -> ProductList.Model<ContinuousClock> {
        let loader = ProductCatalogLoader(latency: .milliseconds(400))
        return ProductList.Model(deleteHandler: delete, loader: loader.page)
    }

    private static func delete(_ product: Product) async throws {
        try await Task.sleep(for: .milliseconds(200))
    }
}
#endif
