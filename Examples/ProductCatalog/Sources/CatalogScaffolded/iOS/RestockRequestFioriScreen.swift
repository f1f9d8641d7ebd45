#if canImport(FioriSwiftUICore) && canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import FioriSwiftUICore
import SwiftUI

/// The restock request in SAP's Fiori for SwiftUI: the generated `RestockRequestForm.FioriEditorView`
/// over the same model as the SwiftUI screen (`newRequest()`), each row a FioriSwiftUICore form
/// component showing the rules' messages, the urgent-delivery section appearing when marked urgent.
@available(iOS 17.0, macOS 14.0, *)
struct RestockRequestFioriScreen: View {
    @State private var model = RestockRequestForm.FormModel.newRequest()
    var body: some View { NavigationStack { RestockRequestForm.FioriEditorView(model: model) } }
}
#endif
