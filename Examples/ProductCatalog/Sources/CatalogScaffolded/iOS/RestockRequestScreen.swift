#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import SwiftUI

/// The restock request in SwiftUI: the generated `RestockRequestForm.EditorView` over its model,
/// every row's control bound to a field of the request, with the rules' messages under the rows
/// and the urgent-delivery section appearing when the request is marked urgent.
@available(iOS 17.0, macOS 14.0, *)
struct RestockRequestScreen: View {
    @State private var model = RestockRequestForm.FormModel.newRequest()
    var body: some View { NavigationStack { RestockRequestForm.EditorView(model: model) } }
}

// MARK: - App logic

@available(iOS 17.0, macOS 14.0, *)
extension RestockRequestForm.FormModel {
    /// A new request for the Harbour Street store, for staff addresses, choosing from the catalog.
    static func newRequest() -> RestockRequestForm.FormModel {
        RestockRequestForm.FormModel(
            model: RestockRequest(requestID: "RR-1", store: "Harbour Street", deliverBy: Date()),
            validators: StaffAddresses(), pickers: .init(products: .init(items: Catalog.products)))
    }
}

/// The app's rule for the contact field: staff addresses only.
struct StaffAddresses: RestockRequestForm.Validating {
    func checkContact(_ value: String) -> String? {
        value.hasSuffix("@example.com") ? nil : "Use your staff address"
    }
}
#endif
