import DataSourceRuntime

/// The order screen's state: the generated product picker, and what the picked products cost.
///
/// The screen only talks to the picker through its unique identifiers (SKUs), so a search that
/// hides picked products, or a catalogue reload, never changes what is in the basket by accident.
public struct Basket {
    /// The sectioned, searchable, multi-select picker generated from `Products.datasources.json`.
    public var picker: ProductPicker.DataSource

    /// A basket over `products`, with nothing picked.
    public init(products: [Product] = Catalog.products) {
        picker = ProductPicker.makeDataSource(items: products)
    }

    /// The picked products in list order (category order, then shelf order).
    public var items: [Product] { picker.selectedItems }

    /// The sum of the picked products' prices.
    public var total: Double { items.reduce(0) { $0 + $1.price } }

    /// The price of the product with `sku`, looked up in constant time whether or not the current
    /// search shows it; `nil` for an SKU the catalogue does not have.
    public func price(ofSKU sku: String) -> Double? {
        picker.item(withUniqueIdentifier: sku)?.price
    }
}
