import DataSourceRuntime
import FioriSwiftUICore
import SwiftUI

/// The product list screen in SAP's Fiori for SwiftUI, the list floorplan: the generated
/// `ProductList.FioriScreenView` over a model like the SwiftUI screen's (the app's
/// `CatalogService`), each product an `ObjectItem`, searchable, pulled to refresh, paged by aisle
/// with a processing indicator, empty results and a failed load as an `IllustratedMessage`,
/// swiped to delete.
struct ProductListFioriScreen: View {
    @State private var model = ProductList.Model(deleteHandler: CatalogService.delete, loader: CatalogService.page)
    var body: some View { NavigationStack { ProductList.FioriScreenView(model: model) } }
}
