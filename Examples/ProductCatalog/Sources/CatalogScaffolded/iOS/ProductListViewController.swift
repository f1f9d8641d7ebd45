#if canImport(UIKit)
import DataSourceRuntime
import UIKit

/// The price list: every product by category in a plain table, searchable, animating each change
/// of the catalogue as a batch update the picker computed.
@MainActor
public final class ProductListViewController: UIViewController, UISearchResultsUpdating {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: ListPickerTableViewDataSource<ProductPicker.DataSource>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        dataSource = ProductPicker.makeTableViewDataSource(for: tableView, items: Catalog.products) {
            tableView, product in
            let row =
                tableView.dequeueReusableCell(withIdentifier: "Product")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Product")
            row.textLabel?.text = product.listPickerTitle
            row.detailTextLabel?.text = product.listPickerSubtitle
            return row
        }
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        navigationItem.searchController = search
    }

    /// Shows `products`: rows move, appear, disappear and refresh where they changed.
    public func show(_ products: [Product]) {
        dataSource?.reload(products)
    }

    public func updateSearchResults(for searchController: UISearchController) {
        dataSource?.search(searchController.searchBar.text ?? "")
    }
}
#endif
