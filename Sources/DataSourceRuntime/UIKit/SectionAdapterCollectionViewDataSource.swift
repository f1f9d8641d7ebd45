#if canImport(UIKit)
import UIKit

/// Serves a ``SectionAdapter`` to a `UICollectionView` as its data source and flow-layout delegate,
/// and applies the adapter's updates to it. It only forwards: counts, cells, sizes, selection
/// and the diff all come from the adapter, which is tested on Linux through ``HeadlessListHost``.
///
/// Cells are dequeued from the collection view under the reuse identifiers the section
/// controllers name; register each cell class for its identifier before the first update.
///
/// ```swift
/// let dataSource = SectionAdapterCollectionViewDataSource<Product>(collectionView: collectionView) { product in
///     EntitySectionController(
///         reuseIdentifier: "ProductCell", sizing: .fullWidth(height: 56),
///         configure: { cell, product, _ in (cell as? ProductCell)?.show(product) })
/// }
/// try dataSource.performUpdates(to: products)
/// ```
@MainActor
open class SectionAdapterCollectionViewDataSource<Object: Identifiable & Equatable>: NSObject,
    UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
{
    /// The collection view served; this object becomes its `dataSource` and `delegate`.
    public let collectionView: UICollectionView
    /// The adapter: objects, controllers and updates.
    public let adapter: SectionAdapter<Object, UICollectionViewCell>

    /// Serves `collectionView`, with controllers made by `controller` and repeated object
    /// identifiers handled by `duplicates`.
    public init(
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
    public func performUpdates(to objects: [Object]) throws(SectionAdapterError) -> SectionAdapterUpdate {
        var host = CollectionViewUpdateHost(collectionView: collectionView)
        return try adapter.performUpdates(to: objects, on: &host)
    }

    /// `numberOfSections(in:)`: one section per shown object.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        adapter.numberOfSections()
    }

    /// `collectionView(_:numberOfItemsInSection:)`: the section controller's item count.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        adapter.numberOfRows(inSection: section)
    }

    /// `collectionView(_:cellForItemAt:)`: the section controller's cell.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        adapter.cell(at: ListIndexPath(row: indexPath.item, section: indexPath.section))
    }

    /// `collectionView(_:didSelectItemAt:)`: routed to the section controller.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        adapter.didSelectItem(at: ListIndexPath(row: indexPath.item, section: indexPath.section))
    }

    /// `collectionView(_:layout:sizeForItemAt:)`: the section controller's size in the collection
    /// view's bounds less its adjusted content inset and the flow layout's section inset, at the
    /// screen's scale.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let bounds = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
        let inset = (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
        let container = ListContainerSize(
            width: Double(bounds.width - inset.left - inset.right),
            height: Double(bounds.height - inset.top - inset.bottom),
            scale: Double(collectionView.traitCollection.displayScale))
        let position = ListIndexPath(row: indexPath.item, section: indexPath.section)
        guard let size = adapter.sizeForItem(at: position, in: container) else { return .zero }
        return CGSize(width: size.width, height: size.height)
    }
}

/// A collection view as a ``ListUpdateHost``: batches become one `performBatchUpdates` each.
private struct CollectionViewUpdateHost: ListUpdateHost {
    typealias Cell = UICollectionViewCell

    let collectionView: UICollectionView

    func prepareForUpdates() {
        // Reading the count makes a collection view that has not loaded yet read the old data.
        MainActor.assumeIsolated { _ = collectionView.numberOfSections }
    }

    func reloadData<D: ListHostDataSource>(from dataSource: D) where D.Cell == Cell {
        MainActor.assumeIsolated { collectionView.reloadData() }
    }

    func performBatchUpdates<D: ListHostDataSource>(_ update: BatchUpdate, dataSource: D) where D.Cell == Cell {
        MainActor.assumeIsolated {
            let view = collectionView
            view.performBatchUpdates({
                view.deleteSections(IndexSet(update.deletedSections))
                view.insertSections(IndexSet(update.insertedSections))
                for move in update.movedSections { view.moveSection(move.from, toSection: move.to) }
                view.reloadSections(IndexSet(update.reloadedSections))
                view.deleteItems(at: update.deletedRows.map(Self.indexPath))
                view.insertItems(at: update.insertedRows.map(Self.indexPath))
                for move in update.movedRows { view.moveItem(at: Self.indexPath(move.from), to: Self.indexPath(move.to)) }
                view.reloadItems(at: update.reloadedRows.map(Self.indexPath))
            }, completion: nil)
        }
    }

    private static func indexPath(_ position: ListIndexPath) -> IndexPath {
        IndexPath(item: position.row, section: position.section)
    }
}
#endif
