#if canImport(UIKit)
import UIKit

/// The UIKit half of an SAP Fiori list-picker data source in sectioned unique-identifier mode:
/// the `@objc` methods of `FUIListPickerDataSource` typed with UIKit only, for a
/// ``SectionedListPicker``. It only forwards: identifiers go through a ``FioriListPickerBridge`` (String form, `-1` / `nil`), tested on Linux.
///
/// SAPFiori is linked into the app, not into this package, so the conformances are declared
/// where the app compiles: a picker generated with `"platforms": ["fiori"]` has a
/// `FioriDataSource` subclass that declares `FUIListPickerDataSource` and
/// `FUIListPickerSearchResultsUpdating` and adds the methods typed with `FUIListPicker`
/// (`allUniqueIdentifiers(in:)` only with Select All), forwarding to the methods below.
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

    /// `numberOfSections(in:)`: the sections of the current list (searching hides those left empty).
    public func numberOfSections() -> Int {
        picker.numberOfSections()
    }

    /// The rows of current section `section` (filtered while searching); 0 when out of range.
    @objc public func listPickerTableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        picker.numberOfRows(inSection: section)
    }

    /// The title of the section shown at `section`, which searching can renumber; `nil` for none.
    @objc public func listPickerTableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        picker.titleForHeader(inSection: section)
    }

    /// The cell of the item at `indexPath` of the filtered (`isFiltered`) or unfiltered list; a
    /// position outside it is reported as a misuse (see ``RuntimeMisuse``).
    @objc public func listPickerTableView(
        _ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath, isFiltered: Bool
    ) -> UITableViewCell {
        let position = ListIndexPath(indexPath)
        guard let item = picker.item(ifPresentAt: position, isFiltered: isFiltered) else {
            RuntimeMisuse.report(
                "SectionedListPickerAdapter<\(Section.self), \(Item.self)>: Fiori asked for the cell at "
                    + "\(isFiltered ? "filtered" : "unfiltered") row \(position.row) of section \(position.section), which "
                    + "the list does not have. Reload the list picker's table view after changing `picker`.")
            return UITableViewCell()
        }
        return cellProvider(tableView, item)
    }

    /// The identifier at current `indexPath` as a string; `""` when out of range.
    @objc public func listPickerTableView(
        _ tableView: UITableView, uniqueIdentifierForItemAtIndexPath indexPath: IndexPath
    ) -> String {
        bridge.uniqueIdentifier(forItemAt: ListIndexPath(indexPath), in: picker)
    }

    /// The cell of the item with `uniqueIdentifier`, shown or filtered out; an identifier no
    /// item has is reported as a misuse (see ``RuntimeMisuse``).
    @objc public func listPickerTableView(
        _ tableView: UITableView, cellForItemWithUniqueIdentifier uniqueIdentifier: String
    ) -> UITableViewCell {
        guard let item = bridge.item(withUniqueIdentifier: uniqueIdentifier, in: picker) else {
            RuntimeMisuse.report(
                "SectionedListPickerAdapter<\(Section.self), \(Item.self)>: Fiori asked for the cell of unique identifier "
                    + "\"\(uniqueIdentifier)\", which no \(Item.self) in `picker` has. Keep the form cell's `uuidValues` "
                    + "to identifiers of loaded items, and make the bridge's decode undo its encode.")
            return UITableViewCell()
        }
        return cellProvider(tableView, item)
    }

    /// The current index path of `uniqueIdentifier`, or `nil` when it is not in the current list.
    @objc public func listPickerTableView(
        _ tableView: UITableView, indexPathForUniqueIdentifier uniqueIdentifier: String
    ) -> IndexPath? {
        bridge.indexPath(forUniqueIdentifier: uniqueIdentifier, in: picker).map {
            IndexPath(row: $0.row, section: $0.section)
        }
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
