import DataSourceRuntime
import SwiftUI

/// The shop window in SwiftUI: one card per product, two columns, through the generated
/// `ProductCards.SectionsView` over its model; cards show each product's name and SKU.
struct ShopWindowScreen: View {
    @State private var model = ProductCards.Model(objects: Catalog.products)
    var body: some View { ProductCards.SectionsView(model: model) }
}
