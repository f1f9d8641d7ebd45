/// Sample data for the generated `Catalog` pickers, in the order an app would load it.
enum CatalogFixtures {
    static let products: [Product] = [
        Product(sku: "T-100", name: "Hammer", category: .tools, brand: "Acme", price: 12.5, note: nil),
        Product(sku: "G-200", name: "Garden Hose", category: .garden, brand: "Verde", price: 20, note: "25 m"),
        Product(sku: "K-300", name: "Café Press", category: .kitchen, brand: "Acme", price: 30, note: nil),
        Product(sku: "T-101", name: "Screwdriver", category: .tools, brand: "Acme", price: 5, note: nil),
        Product(sku: "C-900", name: "Old Lamp", category: .clearance, brand: "Lumo", price: 1, note: nil),
        Product(sku: "G-201", name: "Rake", category: .garden, brand: "Verde", price: 9, note: nil),
    ]
}
