/// The products the example ships with: every category, a name with diacritics for search, and
/// prices that make basket totals easy to check by hand.
public enum Catalog {
    /// The catalogue in shelf order.
    public static let products: [Product] = [
        Product(sku: "PR-01", name: "Apples", price: 2.5, category: .produce),
        Product(sku: "BK-01", name: "Sourdough Loaf", price: 4.0, category: .bakery),
        Product(sku: "DA-01", name: "Crème Fraîche", price: 1.75, category: .dairy),
        Product(sku: "PR-02", name: "Pears", price: 3.0, category: .produce),
        Product(sku: "PA-01", name: "Olive Oil", price: 9.5, category: .pantry),
        Product(sku: "DA-02", name: "Cheddar", price: 5.25, category: .dairy),
        Product(sku: "BK-02", name: "Croissant", price: 1.5, category: .bakery),
    ]
}
