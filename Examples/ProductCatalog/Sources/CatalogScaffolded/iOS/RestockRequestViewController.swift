#if canImport(SAPFiori)
import DataSourceRuntime
import SAPFiori
import UIKit

/// The restock request screen: FormKit cells generated from `RestockRequestForm`, each bound to a
/// field of a `RestockRequest` — no casts, no change handlers written by hand. "Save" shows what
/// is missing; marking the request urgent shows the urgent-delivery section.
@MainActor
public final class RestockRequestViewController: FUIFormTableViewController {
    private var dataSource: FormTableViewDataSource<RestockRequestForm>?
    private let products = QuickPickPicker.FioriDataSource(items: Catalog.products) { tableView, product in
        let row =
            tableView.dequeueReusableCell(withIdentifier: "Product")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Product")
        row.textLabel?.text = product.listPickerTitle
        return row
    }
    /// Called with the request once it is valid and saved.
    public var onSave: (RestockRequest) -> Void = { _ in }

    struct StaffAddresses: RestockRequestForm.Validating {
        func checkContact(_ value: String) -> String? {
            value.hasSuffix("@example.com") ? nil : "Use your staff address"
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let request = RestockRequest(
            title: "", notes: nil, requestID: "RR-1", contact: "", store: "Harbour Street", isUrgent: false,
            discount: 0,
            cases: 1, supplierRating: 0, deliverBy: Date(), unloadingTime: 900, priority: 1, aisle: .produce,
            storage: [], products: [])
        dataSource = RestockRequestForm.makeDataSource(
            for: tableView, model: request, validators: StaffAddresses(),
            pickers: RestockRequestForm.Pickers(products: products),
            configureAttachments: { _ in })
    }

    /// Saves the request, or shows every missing or invalid field's message.
    public func save() {
        guard let dataSource, dataSource.validateAll() else { return }
        onSave(dataSource.form.model)
    }
}
#endif
