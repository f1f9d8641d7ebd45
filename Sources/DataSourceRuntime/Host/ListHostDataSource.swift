/// What a list host asks of its data source: the questions `UITableViewDataSource` and
/// `UICollectionViewDataSource` answer, and nothing else.
///
/// Kept this narrow on purpose so that anything the runtime or generated code produces (picker
/// adapters, section-controller adapters, forms) can be driven by `HeadlessListHost` (DataSourceRuntimeTesting) on Linux
/// exactly as a table view would drive it on iOS.
public protocol ListHostDataSource<Cell> {
    /// What the host displays for one row (a `UITableViewCell` on iOS, any value in tests).
    associatedtype Cell

    /// The number of sections. Must not be negative.
    func numberOfSections() -> Int

    /// The number of rows in `section`. Must not be negative.
    func numberOfRows(inSection section: Int) -> Int

    /// The cell for the row at `indexPath`; only asked for positions inside the current counts.
    func cell(at indexPath: ListIndexPath) -> Cell

    /// The header title of `section`, or `nil` for none (the default).
    func titleForHeader(inSection section: Int) -> String?

    /// The footer title of `section`, or `nil` for none (the default).
    func titleForFooter(inSection section: Int) -> String?
}

extension ListHostDataSource {
    /// Default: no header title, as a table view shows when `titleForHeaderInSection` is absent.
    public func titleForHeader(inSection section: Int) -> String? { nil }

    /// Default: no footer title.
    public func titleForFooter(inSection section: Int) -> String? { nil }
}
