#if canImport(FioriSwiftUICore) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import FioriSwiftUICore
import SwiftUI

/// The product list screen in SAP's Fiori for SwiftUI, the list floorplan: the generated
/// `ProductList.FioriScreenView` over the same model as the SwiftUI screen (`catalog()`), each
/// product an `ObjectItem`, searchable, pulled to refresh, paged by aisle with a processing
/// indicator, empty results and a failed load as an `IllustratedMessage`, swiped to delete.
@available(iOS 17.0, macOS 14.0, *)
struct ProductListFioriScreen: View {
    @State private var model = ProductList.Model.catalog()
    var body: some View { NavigationStack { ProductList.FioriScreenView(model: model) } }
}
#endif
