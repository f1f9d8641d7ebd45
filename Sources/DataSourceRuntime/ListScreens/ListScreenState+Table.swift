/// The screen's rows as a table: what a table view's data source (and `HeadlessListHost` (DataSourceRuntimeTesting)) asks.
extension ListScreenState: ListHostDataSource {
    public func numberOfSections() -> Int { rows.sections.count }

    public func numberOfRows(inSection section: Int) -> Int {
        rows.items.indices.contains(section) ? rows.items[section].count : 0
    }

    /// The item shown at `indexPath`, or `nil` when there is none. O(1).
    public func item(at indexPath: ListIndexPath) -> Item? {
        guard rows.items.indices.contains(indexPath.section),
            rows.items[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return rows.items[indexPath.section][indexPath.row]
    }

    /// Where the item with `id` is shown, or `nil`. O(1).
    public func indexPath(of id: Item.ID) -> ListIndexPath? { rows.positions[id] }

    public func titleForHeader(inSection section: Int) -> String? {
        rows.sections.indices.contains(section) ? rows.headers[rows.sections[section]] : nil
    }

    /// The item at `indexPath`.
    /// - Precondition: a row is shown there, as a list view guarantees when it asks.
    public func cell(at indexPath: ListIndexPath) -> Item {
        guard let item = item(at: indexPath) else {
            preconditionFailure("no row at \(indexPath): the host asked outside the counts it was given")
        }
        return item
    }

    /// Every section's items, in display order.
    package var shownItems: [[Item]] { rows.items }
}
