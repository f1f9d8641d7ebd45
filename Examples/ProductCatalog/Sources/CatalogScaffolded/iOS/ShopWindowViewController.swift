import DataSourceRuntime
import IGListKit
import UIKit

/// The shop window: one card per product in an IGListKit collection view, two to a line (IGListKit's
/// layout lets consecutive sections share a line), through the generated
/// `ProductCards.IGListKitDataSource`, which owns the adapter and the collection view. The
/// collection view is the controller's view, so UIKit gives it the controller's size, as it would
/// a `UICollectionViewController`'s.
final class ShopWindowViewController: UIViewController {
    private var cards: ProductCards.IGListKitDataSource?

    override func loadView() {
        cards = .init(viewController: self, objects: Catalog.products, configure: Self.fill)
        view = cards?.collectionView
    }

    /// Shows `products`; IGListKit diffs them by SKU.
    func show(_ products: [Product]) { cards?.show(products) }

    // MARK: - App logic

    private static func fill(_ cell: ProductCell, with product: Product, at index: Int) { cell.title = product.name }
}
