/// The screen's rows as a table: what a table view's data source (and ``HeadlessListHost``) asks.
extension ListScreenState: ListHostDataSource {
    public func numberOfSections() -> Int { table.numberOfSections() }

    public func numberOfRows(inSection section: Int) -> Int { table.numberOfRows(inSection: section) }

    /// The item shown at `indexPath`, or `nil` when there is none. O(1).
    public func item(at indexPath: ListIndexPath) -> Item? { table.row(at: indexPath) }

    /// Where the item with `id` is shown, or `nil`. O(1).
    public func indexPath(of id: Item.ID) -> ListIndexPath? { table.indexPath(of: id) }

    public func titleForHeader(inSection section: Int) -> String? { table.titleForHeader(inSection: section) }

    /// The item at `indexPath`.
    /// - Precondition: a row is shown there, as a list view guarantees when it asks.
    public func cell(at indexPath: ListIndexPath) -> Item { table.cell(at: indexPath) }

    /// Every section's items, in display order.
    public var shownItems: [[Item]] { table.sections.map(\.rows) }
}
