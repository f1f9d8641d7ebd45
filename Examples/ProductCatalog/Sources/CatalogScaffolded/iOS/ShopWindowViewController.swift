#if canImport(IGListKit)
import DataSourceRuntime
import IGListKit
import UIKit

/// The shop window: one card per product in an IGListKit collection view, through the generated
/// `ProductCards.IGListKitSectionController` and `Product.Diffable`.
@MainActor
public final class ShopWindowViewController: UIViewController, ListAdapterDataSource {
    private lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
    private var products = Catalog.products

    public override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        view.addSubview(collectionView)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    /// Shows `products`; IGListKit diffs them by SKU.
    public func show(_ products: [Product]) {
        self.products = products
        adapter.performUpdates(animated: true)
    }

    public func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
        products.map(Product.Diffable.init)
    }

    public func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ProductCards.IGListKitSectionController { cell, product, _ in cell.title = product.name }
    }

    public func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}
#endif
