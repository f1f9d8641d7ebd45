#if canImport(UIKit)
import UIKit

extension UITableView {
    /// Applies an update of the runtime (a ``ListDiffer``'s, for one): each batch as one
    /// `performBatchUpdates`, in order, or `reloadData()`. The data source must already answer
    /// with the data after the update.
    public func apply(_ update: ListUpdate, animation: UITableView.RowAnimation = .automatic) {
        TableViewUpdateHost(tableView: self, animation: animation).apply(update)
    }
}

/// Applies the runtime's updates to a `UITableView`: each ``ListUpdate/Batch`` as one
/// `performBatchUpdates`, in order, and `reloadData()` where a ``ListUpdate`` says so. As a
/// ``ListUpdateHost`` it takes a ``SectionAdapter``'s updates.
///
/// The table view's data source must already answer with the data after the update, as
/// ``ListUpdate`` requires. UIKit calls are main-thread only: the methods check that at run time
/// (they are reached through ``ListUpdateHost``, whose requirements are not isolated).
struct TableViewUpdateHost: ListUpdateHost, Sendable {
    typealias Cell = UITableViewCell

    /// The table view updated.
    let tableView: UITableView
    /// The animation of inserted, deleted and reloaded rows and sections.
    var animation: UITableView.RowAnimation

    /// A host updating `tableView` with `animation`.
    init(tableView: UITableView, animation: UITableView.RowAnimation = .automatic) {
        self.tableView = tableView
        self.animation = animation
    }

    /// Applies `update`: its batches in order, or a reload.
    func apply(_ update: ListUpdate) {
        switch update {
        case .reloadData:
            MainActor.assumeIsolated { tableView.reloadData() }
        case .batches(let batches):
            for batch in batches { apply(batch) }
        }
    }

    /// Applies one batch in one `performBatchUpdates`.
    func apply(_ update: ListUpdate.Batch) {
        MainActor.assumeIsolated {
            let view = tableView
            let animation = animation
            view.performBatchUpdates({
                view.deleteSections(IndexSet(update.deletedSections), with: animation)
                view.insertSections(IndexSet(update.insertedSections), with: animation)
                for move in update.movedSections { view.moveSection(move.from, toSection: move.to) }
                view.reloadSections(IndexSet(update.reloadedSections), with: animation)
                view.deleteRows(at: update.deletedRows.map(Self.indexPath), with: animation)
                view.insertRows(at: update.insertedRows.map(Self.indexPath), with: animation)
                for move in update.movedRows {
                    view.moveRow(at: Self.indexPath(move.from), to: Self.indexPath(move.to))
                }
                view.reloadRows(at: update.reloadedRows.map(Self.indexPath), with: animation)
            })
        }
    }

    /// Reads the section count, so a table view that has not loaded yet reads the old data
    /// before it changes.
    func prepareForUpdates() {
        MainActor.assumeIsolated { _ = tableView.numberOfSections }
    }

    /// `reloadData()`; the table view asks its own data source.
    func reloadData<D: ListHostDataSource>(from dataSource: D) where D.Cell == Cell {
        apply(.reloadData)
    }

    /// One `performBatchUpdates`; the table view asks its own data source. UIKit raises an
    /// exception for an inconsistent batch rather than returning an error, so this never throws.
    func performBatchUpdates<D: ListHostDataSource>(_ update: ListUpdate.Batch, dataSource: D) where D.Cell == Cell {
        apply(update)
    }

    private static func indexPath(_ position: ListIndexPath) -> IndexPath {
        IndexPath(row: position.row, section: position.section)
    }
}
#endif
