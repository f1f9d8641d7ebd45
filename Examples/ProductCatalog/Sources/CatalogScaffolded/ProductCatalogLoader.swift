import DataSourceRuntime

/// The product list's loader over the in-memory catalogue, as a backend would answer: the
/// products of one aisle matching the search, in pages. `latency` stands in for the network.
public struct ProductCatalogLoader: Sendable {
    public var products: [Product]
    public var latency: Duration

    public init(products: [Product] = Catalog.products, latency: Duration = .zero) {
        self.products = products
        self.latency = latency
    }

    /// One page of `request.section` for `request.search`.
    public func page(_ request: ProductList.Request) async throws -> [Product] {
        if latency > .zero { try await Task.sleep(for: latency) }
        let aisle = products.filter {
            $0.category == request.section && ProductList.matches($0, search: request.search ?? "")
        }
        return Array(aisle[request.range.clamped(to: 0..<aisle.count)])
    }
}
