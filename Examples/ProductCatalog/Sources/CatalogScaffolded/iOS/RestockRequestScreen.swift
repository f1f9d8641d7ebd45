#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import SwiftUI

/// The restock request in SwiftUI: the generated `RestockRequestForm.EditorView` over its model,
/// every row's control bound to a field of the request, with the rules' messages under the rows
/// and the urgent-delivery section appearing when the request is marked urgent.
struct RestockRequestScreen: View {
    @State private var model = RestockRequestForm.FormModel(
        model: .harbourStreet, validators: StaffAddresses(), pickers: .init(products: .init(items: Catalog.products)))
    var body: some View { NavigationStack { RestockRequestForm.EditorView(model: model) } }
}

// MARK: - App logic

/// The app's rule for the contact field: staff addresses only.
struct StaffAddresses: RestockRequestForm.Validating {
    func checkContact(_ value: String) -> String? {
        value.hasSuffix("@example.com") ? nil : "Use your staff address"
    }
}
#endif
