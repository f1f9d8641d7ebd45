import DataSourceRuntime
import UIKit

/// The price list: every product by category in a plain table, searchable, animating each change
/// of the catalogue as a batch update the picker computed.
final class ProductListViewController: UITableViewController {
    private lazy var dataSource = ProductPicker.makeTableViewDataSource(for: tableView, items: Catalog.products)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = dataSource.makeSearchController()
    }

    /// Shows `products`: rows move, appear, disappear and refresh where they changed.
    func show(_ products: [Product]) { dataSource.reload(products) }
}
