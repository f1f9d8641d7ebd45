import DataSourceRuntime

/// Applies diffs to a ``HeadlessListHost`` that enforces the given rules.
enum StagingHost {
    /// A host that loaded `old` and then applied `diff` (batches, or a reload) with `new` as its
    /// data source; throws what the host refused.
    static func showing(
        _ diff: ListDiffer, from old: [ViewSection], to new: [ViewSection], rules: ListViewRules
    ) throws(ListHostInconsistency) -> HeadlessListHost<Row> {
        var host = HeadlessListHost<Row>(rules: rules)
        host.reloadData(from: DiffHostPropertyTests.Source(sections: old))
        try host.apply(diff.update, from: DiffHostPropertyTests.Source(sections: new))
        return host
    }
}

extension HeadlessListHost {
    /// Applies `update` the way a list view does: `reloadData()`, or each batch in order with
    /// `dataSource` answering for the data after the update.
    mutating func apply<D: ListHostDataSource>(
        _ update: ListUpdate, from dataSource: D
    ) throws(ListHostInconsistency) where D.Cell == Cell {
        switch update {
        case .reloadData:
            reloadData(from: dataSource)
        case .batches(let batches):
            for batch in batches { try performBatchUpdates(batch, dataSource: dataSource) }
        }
    }
}
