import DataSourceRuntime
import FioriSwiftUICore
import SwiftUI

/// The restock request in SAP's Fiori for SwiftUI: the generated `RestockRequestForm.FioriEditorView`
/// over a model like the SwiftUI screen's, each row a FioriSwiftUICore form component showing the
/// rules' messages, the attachments row's `AttachmentGroup` handing its attachments to the view's
/// `attachmentsChanged` (the trailing closure) to keep as the SwiftUI screen keeps its photos, the
/// urgent-delivery section appearing when marked urgent, and Save, which shows what is missing or
/// sends the request (`RestockOrders`).
struct RestockRequestFioriScreen: View {
    @State private var model = RestockRequestForm.FormModel(
        model: .harbourStreet, pickers: .init(products: .init(items: Catalog.products)), onSave: RestockOrders.submit)
    var body: some View { NavigationStack { RestockRequestForm.FioriEditorView(model: model) { model.keep($0) } } }
}
