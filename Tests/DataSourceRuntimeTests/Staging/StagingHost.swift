import DataSourceRuntime
import DataSourceRuntimeTesting

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
