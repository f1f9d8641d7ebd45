#if canImport(UIKit)
import UIKit

/// Applies the runtime's updates to a `UITableView`: each ``BatchUpdate`` as one
/// `performBatchUpdates`, in order, and `reloadData()` where a ``ListUpdate`` says so. As a
/// ``ListUpdateHost`` it takes a ``SectionAdapter``'s updates.
///
/// The table view's data source must already answer with the data after the update, as
/// ``ListUpdate`` requires. UIKit calls are main-thread only: the methods check that at run time
/// (they are reached through ``ListUpdateHost``, whose requirements are not isolated).
public struct TableViewUpdateHost: ListUpdateHost, Sendable {
    public typealias Cell = UITableViewCell

    /// The table view updated.
    public let tableView: UITableView
    /// The animation of inserted, deleted and reloaded rows and sections.
    public var animation: UITableView.RowAnimation

    /// A host updating `tableView` with `animation`.
    public init(tableView: UITableView, animation: UITableView.RowAnimation = .automatic) {
        self.tableView = tableView
        self.animation = animation
    }

    /// Applies `update`: its batches in order, or a reload.
    public func apply(_ update: ListUpdate) {
        switch update {
        case .reloadData:
            MainActor.assumeIsolated { tableView.reloadData() }
        case .batches(let batches):
            for batch in batches { apply(batch) }
        }
    }

    /// Applies one batch in one `performBatchUpdates`.
    public func apply(_ update: BatchUpdate) {
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
    public func prepareForUpdates() {
        MainActor.assumeIsolated { _ = tableView.numberOfSections }
    }

    /// `reloadData()`; the table view asks its own data source.
    public func reloadData<D: ListHostDataSource>(from dataSource: D) where D.Cell == Cell {
        apply(.reloadData)
    }

    /// One `performBatchUpdates`; the table view asks its own data source. UIKit raises an
    /// exception for an inconsistent batch rather than returning an error, so this never throws.
    public func performBatchUpdates<D: ListHostDataSource>(_ update: BatchUpdate, dataSource: D) where D.Cell == Cell {
        apply(update)
    }

    private static func indexPath(_ position: ListIndexPath) -> IndexPath {
        IndexPath(row: position.row, section: position.section)
    }
}
#endif
