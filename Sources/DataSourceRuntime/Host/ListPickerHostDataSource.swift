/// Presents an index-mode or unique-identifier-mode picker data source to a list host as the
/// single section Fiori's picker table shows.
///
/// Unique-identifier mode refines index mode (``UniqueIdentifierListPickerDataSource``), and the
/// picker's table asks both for rows the same way: a count and `item(at:isFiltered:)`. So one
/// adapter serves both; identifiers only matter for selection, which is not the host's business.
package struct ListPickerHostDataSource<Source: IndexListPickerDataSource, Cell>: ListHostDataSource {
    /// The picker data source being presented.
    let source: Source
    /// Whether the picker's search is in effect; passed through to `item(at:isFiltered:)`.
    let isFiltered: Bool
    /// Turns an item into what the host displays.
    let makeCell: (Source.ListItem) -> Cell

    /// Presents `source` with rows made by `cell`; `isFiltered` is whether search is in effect.
    package init(_ source: Source, isFiltered: Bool, cell: @escaping (Source.ListItem) -> Cell) {
        self.source = source
        self.isFiltered = isFiltered
        self.makeCell = cell
    }

    /// Always one section, as a picker table has even when it has no rows.
    package func numberOfSections() -> Int { 1 }

    /// The picker's row count for section 0 (the only section).
    package func numberOfRows(inSection section: Int) -> Int {
        precondition(section == 0, "a single-section picker has no section \(section)")
        return source.numberOfRows()
    }

    /// The cell for the item at `indexPath.row` of the current (filtered or unfiltered) list.
    package func cell(at indexPath: ListIndexPath) -> Cell {
        precondition(indexPath.section == 0, "a single-section picker has no section \(indexPath.section)")
        return makeCell(source.item(at: indexPath.row, isFiltered: isFiltered))
    }
}

extension IndexListPickerDataSource {
    /// This picker data source as a ``ListHostDataSource`` with rows made by `cell`.
    package func hostDataSource<Cell>(
        isFiltered: Bool, cell: @escaping (ListItem) -> Cell
    ) -> ListPickerHostDataSource<Self, Cell> {
        ListPickerHostDataSource(self, isFiltered: isFiltered, cell: cell)
    }
}
