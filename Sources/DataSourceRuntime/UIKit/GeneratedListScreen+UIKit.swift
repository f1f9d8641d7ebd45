#if canImport(UIKit)
import UIKit

extension GeneratedListScreen {
    /// The screen over `loader` shown in `tableView`, saying the definitions' empty text when a
    /// search finds nothing; `cellProvider` dequeues and fills an item's cell. Start it with
    /// `screen.start()` once the table is on screen; search with `makeSearchController()`.
    @MainActor
    public static func makeTableViewDataSource(
        for tableView: UITableView, loader: @escaping @Sendable (ListScreenRequest<SectionID>) async throws -> [Item],
        deleteHandler: (@MainActor (Item) async throws -> Void)? = nil,
        cellProvider: @escaping @MainActor (UITableView, IndexPath, Item) -> UITableViewCell
    ) -> ListScreenTableViewDataSource<SectionID, Item, ContinuousClock> {
        ListScreenTableViewDataSource(
            tableView: tableView, screen: makeScreen(loader: loader), emptyText: emptyText,
            cellProvider: cellProvider, deleteHandler: deleteHandler)
    }

    /// ``makeTableViewDataSource(for:loader:deleteHandler:cellProvider:)`` with each item's title
    /// and subtitle in its cell (`titledItemCell(for:)`).
    @MainActor
    public static func makeTableViewDataSource(
        for tableView: UITableView, loader: @escaping @Sendable (ListScreenRequest<SectionID>) async throws -> [Item],
        deleteHandler: (@MainActor (Item) async throws -> Void)? = nil
    ) -> ListScreenTableViewDataSource<SectionID, Item, ContinuousClock> where Item: TitledListItem {
        makeTableViewDataSource(for: tableView, loader: loader, deleteHandler: deleteHandler) { tableView, _, item in
            tableView.titledItemCell(for: item)
        }
    }
}
#endif
