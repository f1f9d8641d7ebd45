#if canImport(UIKit)
import DataSourceRuntime
import UIKit

/// The product list screen: the generated `ProductList` paged in from a loader with artificial
/// latency — the next page as the end of an aisle scrolls into view, pull to refresh, a search
/// that waits for typing to pause, a spinner while a page loads, an empty view, swipe to delete.
final class ProductListScreenViewController: UITableViewController {
    private var dataSource: ListScreenTableViewDataSource<Category, Product, ContinuousClock>?

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = ProductList.makeTableViewDataSource(
            for: tableView, loader: Self.loader.page, deleteHandler: delete)
        navigationItem.searchController = dataSource?.makeSearchController()
        dataSource?.screen.start()
    }

    // MARK: - App logic

    private static let loader = ProductCatalogLoader(latency: .milliseconds(400))

    private func delete(_ product: Product) async throws {
        try await Task.sleep(for: .milliseconds(200))
    }
}
#endif
