import DataSourceRuntime
import FioriSwiftUICore
import SwiftUI

/// The order form's product field in SAP's Fiori for SwiftUI: the generated
/// `ProductPicker.FioriPickerItem`, a `ListPickerItem` leading to a `ListPickerDestination` of the
/// products by category, searched by the picker's own rule, several at a time.
struct ProductPickerFioriRow: View {
    @State private var model = ProductPicker.Model(items: Catalog.products)
    var body: some View { Form { ProductPicker.FioriPickerItem(title: "Products", model: model) } }
}
