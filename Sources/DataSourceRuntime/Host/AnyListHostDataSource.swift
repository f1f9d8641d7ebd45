/// Any ``ListHostDataSource``, behind closures: what a ``PresentableListPicker`` presents, so one
/// table-view data source serves all three picker kinds.
public struct AnyListHostDataSource<Cell>: ListHostDataSource {
    private let sections: () -> Int
    private let rows: (Int) -> Int
    private let makeCell: (ListIndexPath) -> Cell
    private let title: (Int) -> String?

    /// Wraps `source`.
    public init<Source: ListHostDataSource>(_ source: Source) where Source.Cell == Cell {
        sections = source.numberOfSections
        rows = source.numberOfRows(inSection:)
        makeCell = source.cell(at:)
        title = source.titleForHeader(inSection:)
    }

    public func numberOfSections() -> Int { sections() }
    public func numberOfRows(inSection section: Int) -> Int { rows(section) }
    public func cell(at indexPath: ListIndexPath) -> Cell { makeCell(indexPath) }
    public func titleForHeader(inSection section: Int) -> String? { title(section) }
}
