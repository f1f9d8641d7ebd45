/// Presents a sectioned (unique-identifier) picker data source to a list host, with its sections
/// and header titles as Fiori's picker table shows them.
package struct SectionedListPickerHostDataSource<Source: SectionedListPickerDataSource, Cell>: ListHostDataSource {
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

    /// The picker's section count, of the filtered list while a search is in effect.
    package func numberOfSections() -> Int { source.numberOfSections() }

    /// The picker's row count for `section` of the current (filtered or unfiltered) list.
    package func numberOfRows(inSection section: Int) -> Int { source.numberOfRows(inSection: section) }

    /// The cell for the item at `indexPath` of the current (filtered or unfiltered) list.
    package func cell(at indexPath: ListIndexPath) -> Cell {
        makeCell(source.item(at: indexPath, isFiltered: isFiltered))
    }

    /// The picker's header title for `section` of the current list; `nil` for none.
    package func titleForHeader(inSection section: Int) -> String? { source.titleForHeader(inSection: section) }
}

extension SectionedListPickerDataSource {
    /// This picker data source as a ``ListHostDataSource`` with rows made by `cell`.
    package func hostDataSource<Cell>(
        isFiltered: Bool, cell: @escaping (ListItem) -> Cell
    ) -> SectionedListPickerHostDataSource<Self, Cell> {
        SectionedListPickerHostDataSource(self, isFiltered: isFiltered, cell: cell)
    }
}
