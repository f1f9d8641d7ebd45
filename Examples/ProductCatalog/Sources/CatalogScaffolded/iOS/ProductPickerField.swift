import DataSourceRuntime
import SAPFiori
import UIKit

/// The order form's product field: a Fiori list-picker form cell served by the generated
/// `ProductPicker.FioriDataSource` (by category, searchable, several products, Select All).
@MainActor
enum ProductPickerField {
    static func configure(_ cell: FUIListPickerFormCell, products: [Product] = Catalog.products) {
        cell.keyName = "Products"
        ProductPicker.FioriDataSource.attach(to: cell, items: products)
    }
}
