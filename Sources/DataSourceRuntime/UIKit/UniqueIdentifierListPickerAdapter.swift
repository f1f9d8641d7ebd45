#if canImport(UIKit)
import UIKit

/// The UIKit half of an SAP Fiori list-picker data source in unique-identifier mode, not
/// sectioned: the `@objc` methods of `FUIListPickerDataSource` typed with UIKit only, for a
/// ``UniqueIdentifierListPicker``. It only forwards: identifiers go through a ``FioriListPickerBridge`` (String form, `-1` / `nil`), tested on Linux.
///
/// SAPFiori is linked into the app, not into this package, so the conformances are declared
/// where the app compiles: a picker generated with `"platforms": ["fiori"]` has a
/// `FioriDataSource` subclass that declares `FUIListPickerDataSource` and
/// `FUIListPickerSearchResultsUpdating` and adds the methods typed with `FUIListPicker`
/// (`allUniqueIdentifiers(in:)` only with Select All), forwarding to the methods below.
@MainActor
open class UniqueIdentifierListPickerAdapter<Item: Identifiable>: NSObject {
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
    @objc public func numberOfRows(in listPickerTableView: UITableView) -> Int {
        picker.numberOfRows()
    }

    /// The cell of the item at `index` of the filtered (`isFiltered`) or unfiltered list; an
    /// index outside it is reported as a misuse (see ``RuntimeMisuse``).
    @objc public func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool)
        -> UITableViewCell
    {
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
    @objc public func listPickerTableView(
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
    @objc public func listPickerTableView(_ tableView: UITableView, uniqueIdentifierForItemAt index: Int) -> String {
        bridge.uniqueIdentifier(forItemAt: index, in: picker)
    }

    /// The current index of `uniqueIdentifier`, or -1 when it is not in the current list.
    @objc public func listPickerTableView(_ tableView: UITableView, indexForUniqueIdentifier uniqueIdentifier: String)
        -> Int
    {
        bridge.index(forUniqueIdentifier: uniqueIdentifier, in: picker)
    }

    /// `allUniqueIdentifiers(in:)`: every identifier as a string, or `nil` to hide Select All.
    public func allUniqueIdentifiers() -> [String]? {
        bridge.allUniqueIdentifiers(in: picker)
    }

    /// `listPicker(_:updateSearchResults:)`: applies the search text.
    public func updateSearchResults(_ searchString: String) {
        picker.setSearchQuery(searchString)
    }

    /// `listPicker(_:filteredDataSourceContainsItemWithUniqueIdentifier:)`: true when
    /// `uniqueIdentifier` is in the current list.
    public func filteredDataSourceContainsItem(withUniqueIdentifier uniqueIdentifier: String) -> Bool {
        bridge.currentListContains(uniqueIdentifier: uniqueIdentifier, in: picker)
    }
}
#endif
