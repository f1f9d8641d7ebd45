#if canImport(SAPFiori)
import DataSourceRuntime
import SAPFiori
import UIKit

/// The order form's product field: a Fiori list-picker form cell served by the generated
/// `ProductPicker.FioriDataSource` (by category, searchable, several products, Select All).
@MainActor
public final class ProductPickerField {
    /// Keep it alive as long as the cell: the list picker holds its data source weakly.
    public let dataSource: ProductPicker.FioriDataSource

    public init(cell: FUIListPickerFormCell, products: [Product] = Catalog.products) {
        dataSource = ProductPicker.FioriDataSource(items: products) { tableView, product in
            let row =
                tableView.dequeueReusableCell(withIdentifier: "Product")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Product")
            row.textLabel?.text = product.listPickerTitle
            row.detailTextLabel?.text = product.listPickerSubtitle
            return row
        }
        cell.keyName = "Products"
        cell.allowsMultipleSelection = true
        cell.listPicker.isDataSourceRequiringUniqueIdentifiers = true
        cell.listPicker.isSearchEnabled = true
        cell.listPicker.dataSource = dataSource
        cell.listPicker.searchResultsUpdating = dataSource
    }
}
#endif
