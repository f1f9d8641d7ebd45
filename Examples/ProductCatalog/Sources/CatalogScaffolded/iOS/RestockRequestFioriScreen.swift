#if canImport(FioriSwiftUICore) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import FioriSwiftUICore
import SwiftUI

/// The restock request in SAP's Fiori for SwiftUI: the generated `RestockRequestForm.FioriEditorView`
/// over a model like the SwiftUI screen's (with its `StaffAddresses`), each row a FioriSwiftUICore
/// form component showing the rules' messages, the urgent-delivery section appearing when marked
/// urgent.
struct RestockRequestFioriScreen: View {
    @State private var model = RestockRequestForm.FormModel(
        model: .harbourStreet, validators: StaffAddresses(), pickers: .init(products: .init(items: Catalog.products)))
    var body: some View { NavigationStack { RestockRequestForm.FioriEditorView(model: model) } }
}
#endif
