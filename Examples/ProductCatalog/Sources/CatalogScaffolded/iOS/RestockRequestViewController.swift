#if canImport(SAPFiori)
import DataSourceRuntime
import SAPFiori
import UIKit

/// The restock request screen: FormKit cells generated from `RestockRequestForm`, each bound to a
/// field of a `RestockRequest` — no casts, no change handlers written by hand. "Save" shows what
/// is missing; marking the request urgent shows the urgent-delivery section.
final class RestockRequestViewController: FUIFormTableViewController {
    private var dataSource: FormTableViewDataSource<RestockRequestForm>?

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = RestockRequestForm.makeDataSource(
            for: tableView, model: .harbourStreet, validators: StaffAddresses(),
            pickers: .init(products: .init(items: Catalog.products)), configureAttachments: { _ in })
    }

    // MARK: - App logic

    /// Called with the request once it is valid and saved.
    var onSave: (RestockRequest) -> Void = { _ in }

    struct StaffAddresses: RestockRequestForm.Validating {
        func checkContact(_ value: String) -> String? {
            value.hasSuffix("@example.com") ? nil : "Use your staff address"
        }
    }

    /// Saves the request, or shows every missing or invalid field's message.
    func save() {
        guard let dataSource, dataSource.validateAll() else { return }
        onSave(dataSource.form.model)
    }
}
#endif
