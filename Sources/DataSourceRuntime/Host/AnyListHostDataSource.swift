/// Any ``ListHostDataSource``, behind closures, optionally with its rows made into other cells:
/// what a ``PresentableListPicker`` presents, and what every UIKit table data source serves.
struct AnyListHostDataSource<Cell>: ListHostDataSource {
    private let sections: () -> Int
    private let rows: (Int) -> Int
    private let makeCell: (ListIndexPath) -> Cell
    private let title: (Int) -> String?
    private let footer: (Int) -> String?

    /// Wraps `source`.
    init<Source: ListHostDataSource>(_ source: Source) where Source.Cell == Cell {
        self.init(source) { row, _ in row }
    }

    /// Wraps `source`, making each of its rows into a cell with `cell`, which also gets the row's
    /// position.
    init<Source: ListHostDataSource>(_ source: Source, cell: @escaping (Source.Cell, ListIndexPath) -> Cell) {
        sections = source.numberOfSections
        rows = source.numberOfRows(inSection:)
        makeCell = { cell(source.cell(at: $0), $0) }
        title = source.titleForHeader(inSection:)
        footer = source.titleForFooter(inSection:)
    }

    func numberOfSections() -> Int { sections() }
    func numberOfRows(inSection section: Int) -> Int { rows(section) }
    func cell(at indexPath: ListIndexPath) -> Cell { makeCell(indexPath) }
    func titleForHeader(inSection section: Int) -> String? { title(section) }
    func titleForFooter(inSection section: Int) -> String? { footer(section) }
}
