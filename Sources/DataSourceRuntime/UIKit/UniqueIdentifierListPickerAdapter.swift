#if canImport(SAPFiori)
import SAPFiori
import UIKit

/// Serves a ``UniqueIdentifierListPicker`` to SAP Fiori's list picker: a complete
/// `FUIListPickerDataSource` and `FUIListPickerSearchResultsUpdating` in unique-identifier mode,
/// not sectioned (see ``FioriUniqueIdentifierModeDataSource``; set the list picker's
/// `isDataSourceRequiringUniqueIdentifiers`). It only forwards: identifiers go through a
/// ``FioriListPickerBridge`` (String form, `-1`), tested on Linux.
///
/// The conformances are `@preconcurrency` for the reason given on ``IndexListPickerAdapter``.
/// It deliberately has no `numberOfSections(in:)`: Fiori treats a data source that answers it
/// as sectioned.
@MainActor
open class UniqueIdentifierListPickerAdapter<Item: Identifiable>: NSObject,
    @preconcurrency FioriUniqueIdentifierModeDataSource
{
    /// The picker: items, search and selection. Mutate it, then reload the table view.
    public var picker: UniqueIdentifierListPicker<Item>
    /// The identifier ↔ `String` conversions.
    public let bridge: FioriListPickerBridge<Item.ID>
    /// Makes the cell that shows an item.
    public let cellProvider: @MainActor (UITableView, Item) -> UITableViewCell

    /// An adapter serving `picker`, converting identifiers with `bridge` (for example
    /// `.lossless`), with cells made by `cellProvider`.
    public init(
        picker: UniqueIdentifierListPicker<Item>,
        bridge: FioriListPickerBridge<Item.ID>,
        cellProvider: @escaping @MainActor (UITableView, Item) -> UITableViewCell
    ) {
        self.picker = picker
        self.bridge = bridge
        self.cellProvider = cellProvider
        super.init()
    }

    /// The rows of the current list (filtered while searching).
    public func numberOfRows(in listPickerTableView: UITableView) -> Int {
        picker.numberOfRows()
    }

    /// The cell of the item at `index` of the filtered (`isFiltered`) or unfiltered list; an
    /// index outside it is reported as a misuse (see ``RuntimeMisuse``).
    public func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool) -> UITableViewCell {
        guard let item = picker.item(ifPresentAt: index, isFiltered: isFiltered) else {
            RuntimeMisuse.report(
                "UniqueIdentifierListPickerAdapter<\(Item.self)>: Fiori asked for the cell at "
                    + "\(isFiltered ? "filtered" : "unfiltered") index \(index), which the list does not have. Reload the list "
                    + "picker's table view after changing `picker`.")
            return UITableViewCell()
        }
        return cellProvider(tableView, item)
    }

    /// The cell of the item with `uniqueIdentifier`, shown or filtered out; an identifier no
    /// item has is reported as a misuse (see ``RuntimeMisuse``).
    public func listPickerTableView(
        _ tableView: UITableView, cellForItemWithUniqueIdentifier uniqueIdentifier: String
    ) -> UITableViewCell {
        guard let item = bridge.item(withUniqueIdentifier: uniqueIdentifier, in: picker) else {
            RuntimeMisuse.report(
                "UniqueIdentifierListPickerAdapter<\(Item.self)>: Fiori asked for the cell of unique identifier "
                    + "\"\(uniqueIdentifier)\", which no \(Item.self) in `picker` has. Keep the form cell's `uuidValues` "
                    + "to identifiers of loaded items, and make the bridge's decode undo its encode.")
            return UITableViewCell()
        }
        return cellProvider(tableView, item)
    }

    /// The identifier at current `index` as a string; `""` when out of range.
    public func listPickerTableView(_ tableView: UITableView, uniqueIdentifierForItemAt index: Int) -> String {
        bridge.uniqueIdentifier(forItemAt: index, in: picker)
    }

    /// The current index of `uniqueIdentifier`, or -1 when it is not in the current list.
    public func listPickerTableView(_ tableView: UITableView, indexForUniqueIdentifier uniqueIdentifier: String) -> Int {
        bridge.index(forUniqueIdentifier: uniqueIdentifier, in: picker)
    }

    /// Every identifier as a string, or `nil` to hide Select All.
    public func allUniqueIdentifiers(in listPicker: FUIListPicker) -> [String]? {
        bridge.allUniqueIdentifiers(in: picker)
    }

    /// Applies the search text.
    public func listPicker(_ listPicker: FUIListPicker, updateSearchResults searchString: String) {
        picker.setSearchQuery(searchString)
    }

    /// True when `uniqueIdentifier` is in the current list.
    public func listPicker(
        _ listPicker: FUIListPicker, filteredDataSourceContainsItemWithUniqueIdentifier uniqueIdentifier: String
    ) -> Bool {
        bridge.currentListContains(uniqueIdentifier: uniqueIdentifier, in: picker)
    }
}
#endif
