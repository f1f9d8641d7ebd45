import DataSourceRuntime
import SwiftUI

/// The price list in SwiftUI: the generated `ProductPicker.PickerView` over its model, by
/// category, searchable, several products at a time with Select All.
struct ProductPickerScreen: View {
    @State private var model = ProductPicker.Model(items: Catalog.products)
    var body: some View { NavigationStack { ProductPicker.PickerView(model: model) } }
}
