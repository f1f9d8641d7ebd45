#if canImport(UIKit)
import UIKit

extension UICollectionView {
    /// Applies an update of the runtime (a ``ListDiffer``'s staged for
    /// ``ListViewRules/collectionView``, for one): each batch as one `performBatchUpdates`, in
    /// order, or `reloadData()`. The data source must already answer with the data after the update.
    public func apply(_ update: ListUpdate) {
        CollectionViewUpdateHost(collectionView: self).apply(update)
    }
}

/// Applies the runtime's updates to a `UICollectionView`: each ``ListUpdate/Batch`` as one
/// `performBatchUpdates`, in order, and `reloadData()` where a ``ListUpdate`` says so. As a
/// ``ListUpdateHost`` it takes a ``SectionAdapter``'s updates.
///
/// The collection view's data source must already answer with the data after the update, as
/// ``ListUpdate`` requires. UIKit calls are main-thread only: the methods check that at run time
/// (they are reached through ``ListUpdateHost``, whose requirements are not isolated).
struct CollectionViewUpdateHost: ListUpdateHost, Sendable {
    typealias Cell = UICollectionViewCell

    /// The collection view updated.
    let collectionView: UICollectionView

    /// A host updating `collectionView`.
    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// Applies `update`: its batches in order, or a reload.
    func apply(_ update: ListUpdate) {
        switch update {
        case .reloadData:
            MainActor.assumeIsolated { collectionView.reloadData() }
        case .batches(let batches):
            for batch in batches { apply(batch) }
        }
    }

    /// Applies one batch in one `performBatchUpdates`.
    func apply(_ update: ListUpdate.Batch) {
        MainActor.assumeIsolated {
            let view = collectionView
            view.performBatchUpdates({
                view.deleteSections(IndexSet(update.deletedSections))
                view.insertSections(IndexSet(update.insertedSections))
                for move in update.movedSections { view.moveSection(move.from, toSection: move.to) }
                view.reloadSections(IndexSet(update.reloadedSections))
                view.deleteItems(at: update.deletedRows.map(Self.indexPath))
                view.insertItems(at: update.insertedRows.map(Self.indexPath))
                for move in update.movedRows {
                    view.moveItem(at: Self.indexPath(move.from), to: Self.indexPath(move.to))
                }
                view.reloadItems(at: update.reloadedRows.map(Self.indexPath))
            })
        }
    }

    /// Reads the section count: a collection view that has never asked for its counts would
    /// otherwise read the new counts as the old ones and refuse the first batch.
    func prepareForUpdates() {
        MainActor.assumeIsolated { _ = collectionView.numberOfSections }
    }

    /// `reloadData()`; the collection view asks its own data source.
    func reloadData<D: ListHostDataSource>(from dataSource: D) where D.Cell == Cell {
        apply(.reloadData)
    }

    /// One `performBatchUpdates`; the collection view asks its own data source. UIKit raises an
    /// exception for an inconsistent batch rather than returning an error, so this never throws.
    func performBatchUpdates<D: ListHostDataSource>(_ update: ListUpdate.Batch, dataSource: D) where D.Cell == Cell {
        apply(update)
    }

    private static func indexPath(_ position: ListIndexPath) -> IndexPath {
        IndexPath(item: position.row, section: position.section)
    }
}
#endif
