#if canImport(UIKit)
import UIKit

/// Every generated picker in a plain `UITableView`, written once here rather than generated per
/// picker (it used to be, with `"platforms": ["uikit"]`; the option now adds nothing).
extension GeneratedListPicker
where Configuration: ListPickerConfiguration, Configuration.Picker: PresentableListPicker {
    /// The table's data source over the picker made by `makeDataSource(items:)`, with reloads
    /// and searches animated from the differences the picker computes; `cellProvider` dequeues
    /// and fills the cell for an item.
    @MainActor
    public static func makeTableViewDataSource(
        for tableView: UITableView, items: [Configuration.Picker.Item] = [],
        cellProvider: @escaping @MainActor (UITableView, Configuration.Picker.Item) -> UITableViewCell
    ) -> ListPickerTableViewDataSource<Configuration.Picker> {
        ListPickerTableViewDataSource(
            tableView: tableView, picker: makeDataSource(items: items), cellProvider: cellProvider)
    }
}
#endif
