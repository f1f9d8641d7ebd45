#if canImport(UIKit)
import UIKit

/// Serves a ``SectionAdapter`` to a `UICollectionView` as its data source and flow-layout delegate,
/// and applies the adapter's updates to it through a ``CollectionViewUpdateHost``. It only
/// forwards: counts, cells, sizes, selection and the diff all come from the adapter, which is
/// tested on Linux through `HeadlessListHost` (DataSourceRuntimeTesting).
///
/// Cells are dequeued from the collection view under the reuse identifiers the section
/// controllers name; register each cell class for its identifier before the first update.
///
/// ```swift
/// collectionView.register(ProductCell.self, forCellWithReuseIdentifier: ProductRows.reuseIdentifier)
/// let dataSource = SectionAdapterCollectionViewDataSource<Product>(collectionView: collectionView) { _ in
///     ProductRows.makeController(configure: { cell, product, _ in cell.show(product) })
/// }
/// try dataSource.performUpdates(to: products)
/// ```
@MainActor
package class SectionAdapterCollectionViewDataSource<Object: Identifiable & Equatable>: NSObject,
    UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
{
    /// The collection view served; this object becomes its `dataSource` and `delegate`.
    package let collectionView: UICollectionView
    /// The adapter: objects, controllers and updates.
    package let adapter: SectionAdapter<Object, UICollectionViewCell>

    /// Serves `collectionView`, with controllers made by `controller` and repeated object
    /// identifiers handled by `duplicates`.
    package init(
        collectionView: UICollectionView,
        duplicates: DuplicateIdentifierPolicy = .keepFirst,
        reloadThreshold: ReloadThreshold = .never,
        controller: @escaping (Object) -> any SectionController<Object, UICollectionViewCell>
    ) {
        self.collectionView = collectionView
        adapter = SectionAdapter(
            duplicates: duplicates, reloadThreshold: reloadThreshold,
            dequeue: { reuseIdentifier, position in
                // Only ever called from the collection view's own cell requests, on the main thread.
                MainActor.assumeIsolated {
                    collectionView.dequeueReusableCell(
                        withReuseIdentifier: reuseIdentifier,
                        for: IndexPath(item: position.row, section: position.section))
                }
            },
            controller: controller)
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Shows `objects`, animating the difference (see ``SectionAdapter/performUpdates(to:on:)``).
    @discardableResult
    package func performUpdates(to objects: [Object]) throws(DuplicateIdentifierPolicy.Rejection)
        -> (update: ListUpdate, droppedDuplicatePositions: [Int])
    {
        var host = CollectionViewUpdateHost(collectionView: collectionView)
        return try adapter.performUpdates(to: objects, on: &host)
    }

    /// One section per shown object.
    package func numberOfSections(in collectionView: UICollectionView) -> Int {
        adapter.numberOfSections()
    }

    /// The section controller's item count.
    package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        adapter.numberOfRows(inSection: section)
    }

    /// The section controller's cell.
    package func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        adapter.cell(at: ListIndexPath(row: indexPath.item, section: indexPath.section))
    }

    /// Routed to the section controller; a position outside the adapter's items is reported as a
    /// misuse (see ``RuntimeMisuse``).
    package func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if !adapter.didSelectItem(at: ListIndexPath(row: indexPath.item, section: indexPath.section)) {
            reportUnknownItem(indexPath, request: "selected")
        }
    }

    /// The section controller's size in the collection view's bounds less its adjusted content
    /// inset and the flow layout's section inset, at the screen's scale; a position outside the
    /// adapter's items is reported as a misuse (see ``RuntimeMisuse``) and gets a zero size.
    package func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let bounds = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        let inset = (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
        let container = ListItemSizing.Size(
            width: Double(bounds.width - inset.left - inset.right),
            height: Double(bounds.height - inset.top - inset.bottom),
            scale: Double(collectionView.traitCollection.displayScale))
        let position = ListIndexPath(row: indexPath.item, section: indexPath.section)
        guard let size = adapter.sizeForItem(at: position, in: container) else {
            reportUnknownItem(indexPath, request: "asked for the size of")
            return .zero
        }
        return CGSize(width: size.width, height: size.height)
    }

    private func reportUnknownItem(_ indexPath: IndexPath, request: String) {
        RuntimeMisuse.report(
            "SectionAdapterCollectionViewDataSource<\(Object.self)>: the collection view \(request) item \(indexPath.item) "
                + "of section \(indexPath.section), which the adapter does not show. Change what the collection view "
                + "shows only through performUpdates(to:), and keep this object its data source and delegate.")
    }
}
#endif
