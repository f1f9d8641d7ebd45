/// The scheme as a list host's data source, its cells being the rows themselves: what
/// `HeadlessListHost` (DataSourceRuntimeTesting) drives in tests, and what shows that every update the scheme returns is
/// valid from the layout before it to the layout after it. Counts and header titles are the
/// scheme's own methods.
extension TableScheme: ListHostDataSource {
    /// The row at `indexPath`.
    /// - Precondition: a row is shown there, as a list view guarantees when it asks.
    public func cell(at indexPath: ListIndexPath) -> Definition.Row {
        guard let row = row(at: indexPath) else {
            preconditionFailure("no row at \(indexPath): the host asked outside the counts it was given")
        }
        return row
    }
}
