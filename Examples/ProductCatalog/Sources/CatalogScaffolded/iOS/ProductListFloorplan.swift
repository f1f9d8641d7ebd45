import DataSourceRuntime
import SAPFiori
import UIKit

/// The product list screen as SAP Fiori's list floorplan, a table view controller to push or
/// present: `ProductList.makeFloorplan(loader:)` gives each aisle a data loader over the app's
/// `CatalogService`, paged and searched, after the definitions' debounce, as the definitions say;
/// each product shows its name and SKU, as in `ProductListScreenViewController`.
@MainActor
enum ProductListFloorplan {
    static func make() -> FUIListFloorplan<Product, Category> {
        let floorplan = ProductList.makeFloorplan(loader: CatalogService.page)
        floorplan.cellBinding = { tableView, _, product in tableView.titledItemCell(for: product) }
        return floorplan
    }
}
