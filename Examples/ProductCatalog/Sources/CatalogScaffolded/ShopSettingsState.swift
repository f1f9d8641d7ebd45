extension ShopSettings.TableState {
    /// What the shop's settings open with, in UIKit and SwiftUI alike: the first three products as
    /// favourites, and the catalogue opening on the produce aisle.
    public static var shop: Self {
        var state = Self()
        state.favourites = Array(Catalog.products.prefix(3))
        state.startAisle = .produce
        return state
    }
}

extension ShopSettings.TableState {
    /// The settings screen's title: the aisle the catalogue opens on.
    public var title: String { startAisle.headerTitle ?? startAisle.rawValue }
}
