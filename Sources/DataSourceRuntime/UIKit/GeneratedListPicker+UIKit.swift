#if canImport(UIKit)
import UIKit

/// Every generated picker in a plain `UITableView`, written once here rather than generated per
/// picker: one overload per runtime picker, as `makeDataSource(items:)` has.
extension GeneratedListPicker {
    /// The table's data source over the picker made by `makeDataSource(items:)`, with reloads
    /// and searches animated from the differences the picker computes; `cellProvider` dequeues
    /// and fills the cell for an item (by default its title and subtitle, `titledItemCell(for:)`).
    @MainActor
    public static func makeTableViewDataSource<Item>(
        for tableView: UITableView, items: [Item] = [],
        cellProvider: @escaping @MainActor (UITableView, Item) -> UITableViewCell = { $0.titledItemCell(for: $1) }
    ) -> ListPickerTableViewDataSource<IndexListPicker<Item>>
    where DataSource == IndexListPicker<Item>, Item: TitledListItem {
        ListPickerTableViewDataSource(
            tableView: tableView, picker: makeDataSource(items: items), cellProvider: cellProvider)
    }

    /// The table's data source over a unique-identifier-mode picker; see the index-mode overload.
    @MainActor
    public static func makeTableViewDataSource<Item>(
        for tableView: UITableView, items: [Item] = [],
        cellProvider: @escaping @MainActor (UITableView, Item) -> UITableViewCell = { $0.titledItemCell(for: $1) }
    ) -> ListPickerTableViewDataSource<UniqueIdentifierListPicker<Item>>
    where DataSource == UniqueIdentifierListPicker<Item>, Item: TitledListItem {
        ListPickerTableViewDataSource(
            tableView: tableView, picker: makeDataSource(items: items), cellProvider: cellProvider)
    }

    /// The table's data source over a sectioned picker; see the index-mode overload.
    @MainActor
    public static func makeTableViewDataSource<Section, Item>(
        for tableView: UITableView, items: [Item] = [],
        cellProvider: @escaping @MainActor (UITableView, Item) -> UITableViewCell = { $0.titledItemCell(for: $1) }
    ) -> ListPickerTableViewDataSource<SectionedListPicker<Section, Item>>
    where DataSource == SectionedListPicker<Section, Item>, Item: TitledListItem {
        ListPickerTableViewDataSource(
            tableView: tableView, picker: makeDataSource(items: items), cellProvider: cellProvider)
    }
}
#endif
