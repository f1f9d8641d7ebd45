import DataSourceRuntime
import UIKit

/// The product list screen: the generated `ProductList` paged in from the app's `CatalogService`
/// (a loader with artificial latency) — the next page as the end of an aisle scrolls into view,
/// pull to refresh, a search that waits for typing to pause, a spinner while a page loads, an
/// empty view, swipe to delete.
final class ProductListScreenViewController: UITableViewController {
    private lazy var dataSource = ProductList.makeTableViewDataSource(
        for: tableView, loader: CatalogService.page, deleteHandler: CatalogService.delete)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = dataSource.makeSearchController()
        dataSource.screen.start()
    }
}
