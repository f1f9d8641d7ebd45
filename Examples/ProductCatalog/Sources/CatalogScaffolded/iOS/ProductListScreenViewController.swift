#if canImport(UIKit)
import DataSourceRuntime
import UIKit

/// The product list screen: the generated `ProductList` paged in from a loader with artificial
/// latency — the next page as the end of an aisle scrolls into view, pull to refresh, a search
/// that waits for typing to pause, a spinner while a page loads, an empty view, swipe to delete.
@MainActor
public final class ProductListScreenViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: ListScreenTableViewDataSource<Category, Product, ContinuousClock>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        let loader = ProductCatalogLoader(latency: .milliseconds(400))
        let screen = ProductList.makeScreen { request in try await loader.page(request) }
        let dataSource = ListScreenTableViewDataSource(
            tableView: tableView, screen: screen, emptyText: ProductList.emptyText ?? "No results",
            cellProvider: { tableView, indexPath, product in
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "Product")
                    ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Product")
                cell.textLabel?.text = product.listPickerTitle
                cell.detailTextLabel?.text = product.listPickerSubtitle
                return cell
            },
            deleteHandler: { _ in try await Task.sleep(for: .milliseconds(200)) })
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = dataSource
        navigationItem.searchController = search
        self.dataSource = dataSource
        screen.start()
    }
}
#endif
