#if canImport(UIKit)
import UIKit

/// Serves a ``UniqueIdentifierListPicker`` to SAP Fiori's list picker with the exact method
/// shapes of `FUIListPickerDataSource` in unique-identifier mode (not sectioned). It only
/// forwards: identifiers go through a ``FioriListPickerBridge`` (String form, `-1`), tested on
/// Linux.
///
/// This package cannot import SAPFiori, so the conformance is declared by the app on a
/// subclass, which inherits these methods as the protocol's witnesses, and which adds the
/// requirements typed with `FUIListPicker`, forwarding to the public methods below:
///
/// ```swift
/// final class ProductDataSource: UniqueIdentifierListPickerAdapter<Product>,
///     @preconcurrency FUIListPickerDataSource, @preconcurrency FUIListPickerSearchResultsUpdating {
///     func allUniqueIdentifiers(in listPicker: FUIListPicker) -> [String]? { allUniqueIdentifiers() }
///     // FUIListPickerSearchResultsUpdating requirements → updateSearchResults(for:),
///     // filteredDataSourceContainsItem(withUniqueIdentifier:)
/// }
/// ```
///
/// It deliberately has no `numberOfSections`: Fiori treats a data source that answers it as
/// sectioned.
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

    /// `numberOfRows(in:)`: the rows of the current list (filtered while searching).
    @objc public func numberOfRows(in listPickerTableView: UITableView) -> Int {
        picker.numberOfRows()
    }

    /// `listPickerTableView(_:cellForRowAt:isFiltered:)`; an index out of range gets a blank cell.
    @objc public func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool) -> UITableViewCell {
        picker.item(ifPresentAt: index, isFiltered: isFiltered).map { cellProvider(tableView, $0) } ?? UITableViewCell()
    }

    /// `listPickerTableView(_:cellForItemWithUniqueIdentifier:)`; an unknown identifier gets a blank cell.
    @objc public func listPickerTableView(_ tableView: UITableView, cellForItemWithUniqueIdentifier uniqueIdentifier: String) -> UITableViewCell {
        bridge.item(withUniqueIdentifier: uniqueIdentifier, in: picker).map { cellProvider(tableView, $0) } ?? UITableViewCell()
    }

    /// `listPickerTableView(_:uniqueIdentifierForItemAt:)`: the identifier as a string; `""` when
    /// out of range.
    @objc public func listPickerTableView(_ tableView: UITableView, uniqueIdentifierForItemAt index: Int) -> String {
        bridge.uniqueIdentifier(forItemAt: index, in: picker)
    }

    /// `listPickerTableView(_:indexForUniqueIdentifier:)`: -1 when not in the current list.
    @objc public func listPickerTableView(_ tableView: UITableView, indexForUniqueIdentifier uniqueIdentifier: String) -> Int {
        bridge.index(forUniqueIdentifier: uniqueIdentifier, in: picker)
    }

    /// Forward `allUniqueIdentifiers(in:)` here; `nil` hides Select All.
    public func allUniqueIdentifiers() -> [String]? {
        bridge.allUniqueIdentifiers(in: picker)
    }

    /// Forward the search text of `FUIListPickerSearchResultsUpdating` here.
    public func updateSearchResults(for searchText: String) {
        picker.setSearchQuery(searchText)
    }

    /// Forward `filteredDataSourceContainsItemWithUniqueIdentifier` here.
    public func filteredDataSourceContainsItem(withUniqueIdentifier uniqueIdentifier: String) -> Bool {
        bridge.currentListContains(uniqueIdentifier: uniqueIdentifier, in: picker)
    }
}
#endif
