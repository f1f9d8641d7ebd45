import DataSourceRuntime
import SAPFiori
import UIKit

/// The restock request screen: FormKit cells generated from `RestockRequestForm`, each bound to a
/// field of a `RestockRequest` — no casts, no change handlers written by hand. "Save" shows what
/// is missing, or sends the request (`RestockOrders`); marking the request urgent shows the
/// urgent-delivery section.
final class RestockRequestViewController: FUIFormTableViewController {
    private lazy var dataSource = RestockRequestForm.makeDataSource(
        for: tableView, model: .harbourStreet, pickers: .init(products: .init(items: Catalog.products)))

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = dataSource.makeSaveButton(onSave: RestockOrders.submit)
    }
}
