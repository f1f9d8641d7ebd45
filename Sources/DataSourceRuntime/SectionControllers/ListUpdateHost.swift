/// Something a ``SectionAdapter`` can apply its updates to: a list view, or `HeadlessListHost` (DataSourceRuntimeTesting)
/// in tests.
///
/// The requirements are `HeadlessListHost` (DataSourceRuntimeTesting)'s own methods, and mean what they mean there: the
/// data source passed in already shows the data *after* the update, which is how UIKit reads it
/// once an update block has run.
public protocol ListUpdateHost<Cell> {
    /// What the host displays for one row.
    associatedtype Cell

    /// Called before the adapter's data changes, so that a host that reads counts lazily reads
    /// the old ones first. A `UICollectionView` that has never asked for its counts would
    /// otherwise read the new counts as the old ones and refuse the batch. Default: nothing.
    mutating func prepareForUpdates()

    /// Discards what is shown and asks `dataSource` for everything.
    mutating func reloadData<D: ListHostDataSource>(from dataSource: D) where D.Cell == Cell

    /// Applies one batch, with `dataSource` answering for the data after it; throws what UIKit
    /// would raise for an invalid batch (`HeadlessListHost` throws `ListHostInconsistency`, with
    /// UIKit's text; a list view raises its exception instead).
    mutating func performBatchUpdates<D: ListHostDataSource>(
        _ update: ListUpdate.Batch, dataSource: D
    ) throws where D.Cell == Cell
}

extension ListUpdateHost {
    /// Default: nothing to prepare.
    public mutating func prepareForUpdates() {}
}
