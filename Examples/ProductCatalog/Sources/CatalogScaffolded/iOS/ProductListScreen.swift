import DataSourceRuntime
import SwiftUI

/// The product list screen in SwiftUI: the generated `ProductList.ScreenView` over its model and the
/// app's `CatalogService`, as `ProductListScreenViewController` uses — paged by aisle, searchable,
/// pulled to refresh, a row deleted by swiping it.
struct ProductListScreen: View {
    @State private var model = ProductList.Model(deleteHandler: CatalogService.delete, loader: CatalogService.page)
    var body: some View { NavigationStack { ProductList.ScreenView(model: model) } }
}
