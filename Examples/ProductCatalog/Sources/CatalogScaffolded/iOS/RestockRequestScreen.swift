import DataSourceRuntime
import SwiftUI

/// The restock request in SwiftUI: the generated `RestockRequestForm.EditorView` over its model,
/// each row's control bound to a field of the request but the attachments row's `PhotosPicker`,
/// whose picked photos go to the view's `photosPicked` (the trailing closure) for the app to keep
/// in the request's `photos` (`keep`, with `ShelfPhotos`); the rules' messages under the rows, the
/// urgent-delivery section appearing when the request is marked urgent, and Save, which shows
/// what is missing or sends the request (`RestockOrders`).
struct RestockRequestScreen: View {
    @State private var model = RestockRequestForm.FormModel(
        model: .harbourStreet, pickers: .init(products: .init(items: Catalog.products)), onSave: RestockOrders.submit)
    var body: some View { NavigationStack { RestockRequestForm.EditorView(model: model) { model.keep($0) } } }
}
