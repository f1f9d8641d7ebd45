#if canImport(UIKit)
import UIKit

/// Serves a ``SectionedListPicker`` to SAP Fiori's list picker with the exact method shapes of
/// `FUIListPickerDataSource` in sectioned unique-identifier mode. It only forwards: identifiers
/// go through a ``FioriListPickerBridge`` (String form, `nil` index path), tested on Linux.
///
/// This package cannot import SAPFiori, so the conformance is declared by the app on a
/// subclass, which inherits these methods as the protocol's witnesses, and which adds the
/// requirements typed with `FUIListPicker`, forwarding to the public methods below:
///
/// ```swift
/// final class ProductsByCategoryDataSource: SectionedListPickerAdapter<Category, Product>,
///     @preconcurrency FUIListPickerDataSource, @preconcurrency FUIListPickerSearchResultsUpdating {
///     func numberOfSections(in listPicker: FUIListPicker) -> Int { numberOfSections() }
///     func allUniqueIdentifiers(in listPicker: FUIListPicker) -> [String]? { allUniqueIdentifiers() }
///     // FUIListPickerSearchResultsUpdating requirements → updateSearchResults(for:),
///     // filteredDataSourceContainsItem(withUniqueIdentifier:)
/// }
/// ```
///
/// It deliberately has no `numberOfRows(in:)`: that belongs to the non-sectioned modes.
@MainActor
open class SectionedListPickerAdapter<Section: Hashable, Item: Identifiable>: NSObject {
    /// The picker: items, sections, search and selection. Mutate it, then reload the table view.
    public var picker: SectionedListPicker<Section, Item>
    /// The identifier ↔ `String` conversions.
    public let bridge: FioriListPickerBridge<Item.ID>
    /// Makes the cell that shows an item.
    public let cellProvider: @MainActor (UITableView, Item) -> UITableViewCell

    /// An adapter serving `picker`, converting identifiers with `bridge` (for example
    /// `.lossless`), with cells made by `cellProvider`.
    public init(
        picker: SectionedListPicker<Section, Item>,
        bridge: FioriListPickerBridge<Item.ID>,
        cellProvider: @escaping @MainActor (UITableView, Item) -> UITableViewCell
    ) {
        self.picker = picker
        self.bridge = bridge
        self.cellProvider = cellProvider
        super.init()
    }

    /// Forward `numberOfSections(in:)` here: the shown sections of the current list.
    public func numberOfSections() -> Int {
        picker.numberOfSections()
    }

    /// `listPickerTableView(_:numberOfRowsInSection:)`: the rows of current section `section`
    /// (filtered while searching); 0 when out of range.
    @objc public func listPickerTableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        picker.numberOfRows(inSection: section)
    }

    /// `listPickerTableView(_:titleForHeaderInSection:)`: the title of the section actually
    /// shown there, which searching can renumber; `nil` for none.
    @objc public func listPickerTableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        picker.titleForHeader(inSection: section)
    }

    /// `listPickerTableView(_:cellForRowAtIndexPath:isFiltered:)`; a position out of range gets a blank cell.
    @objc public func listPickerTableView(_ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath, isFiltered: Bool) -> UITableViewCell {
        let position = ListIndexPath(row: indexPath.row, section: indexPath.section)
        return picker.item(ifPresentAt: position, isFiltered: isFiltered).map { cellProvider(tableView, $0) } ?? UITableViewCell()
    }

    /// `listPickerTableView(_:uniqueIdentifierForItemAtIndexPath:)`: the identifier as a
    /// string; `""` when out of range.
    @objc public func listPickerTableView(_ tableView: UITableView, uniqueIdentifierForItemAtIndexPath indexPath: IndexPath) -> String {
        bridge.uniqueIdentifier(forItemAt: ListIndexPath(row: indexPath.row, section: indexPath.section), in: picker)
    }

    /// `listPickerTableView(_:cellForItemWithUniqueIdentifier:)`; an unknown identifier gets a blank cell.
    @objc public func listPickerTableView(_ tableView: UITableView, cellForItemWithUniqueIdentifier uniqueIdentifier: String) -> UITableViewCell {
        bridge.item(withUniqueIdentifier: uniqueIdentifier, in: picker).map { cellProvider(tableView, $0) } ?? UITableViewCell()
    }

    /// `listPickerTableView(_:indexPathForUniqueIdentifier:)`: `nil` when not in the current list.
    @objc public func listPickerTableView(_ tableView: UITableView, indexPathForUniqueIdentifier uniqueIdentifier: String) -> IndexPath? {
        bridge.indexPath(forUniqueIdentifier: uniqueIdentifier, in: picker).map { IndexPath(row: $0.row, section: $0.section) }
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
