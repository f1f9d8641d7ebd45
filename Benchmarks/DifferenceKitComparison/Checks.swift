import DataSourceRuntime
import DataSourceRuntimeTesting
import DifferenceKit

// Rows are matched by identifier and compared by content, as `ListDiffer` matches them; content
// equality comes from `Equatable`.
extension Row: Differentiable {
    var differenceIdentifier: String { id }
}

/// A list shown as one section, for the headless host.
struct RowsSource: ListHostDataSource {
    var rows: [Row]

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { rows.count }
    func cell(at indexPath: ListIndexPath) -> Row { rows[indexPath.row] }
}

/// What is wrong with our diff of `cell`'s lists, if anything: its change count must lie in the
/// cell's bounds, and its batches, applied by a collection-view host showing the old list (with
/// UIKit's rules, fetching only inserted and reloaded rows), must leave it showing the new one.
func checkOurs(_ cell: ComparisonCell) -> [String] {
    let diff = ourDiff(cell.pair)
    var problems: [String] = []
    if !cell.bounds.contains(diff.changeCount) {
        problems.append("ListDiffer counts \(diff.changeCount) changes, outside \(cell.bounds)")
    }
    guard case .batches = diff.update else { return problems + ["ListDiffer answered reloadData"] }
    var host = HeadlessListHost<Row>(rules: .collectionView)
    host.reloadData(from: RowsSource(rows: cell.pair.old))
    do {
        try host.apply(diff.update, from: RowsSource(rows: cell.pair.new))
    } catch {
        return problems + ["a collection view refuses ListDiffer's batches: \(error)"]
    }
    if host.allCells != cell.pair.new { problems.append("ListDiffer's batches do not turn the old list into the new") }
    return problems
}

/// What is wrong with DifferenceKit's diff of `cell`'s lists, if anything: its last stage must
/// hold the new list, it must delete, insert and update exactly the rows the workload did, and
/// move at least the cell's fewest moves and at most every row both lists hold.
func checkDifferenceKit(_ cell: ComparisonCell) -> [String] {
    let changeset = differenceKitDiff(cell.pair)
    let expected = cell.pair.changedRows()
    let counted = (
        deleted: changeset.reduce(0) { $0 + $1.elementDeleted.count },
        inserted: changeset.reduce(0) { $0 + $1.elementInserted.count },
        updated: changeset.reduce(0) { $0 + $1.elementUpdated.count },
        moved: changeset.reduce(0) { $0 + $1.elementMoved.count }
    )
    var problems: [String] = []
    if changeset.last?.data != cell.pair.new { problems.append("DifferenceKit's last stage is not the new list") }
    if (counted.deleted, counted.inserted, counted.updated) != (expected.deleted, expected.inserted, expected.updated) {
        problems.append(
            "DifferenceKit deletes, inserts, updates \(counted.deleted), \(counted.inserted), \(counted.updated) rows,"
                + " not \(expected.deleted), \(expected.inserted), \(expected.updated)")
    }
    let movable = cell.leastMoves...(cell.pair.new.count - expected.inserted)
    if !movable.contains(counted.moved) {
        problems.append("DifferenceKit moves \(counted.moved) rows, outside \(movable)")
    }
    return problems
}
