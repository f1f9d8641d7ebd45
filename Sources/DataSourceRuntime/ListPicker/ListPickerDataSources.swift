// The three data-source modes of SAP Fiori's FUIListPickerDataSource, as three protocols.
//
// In Fiori every method is `@objc optional` and a mode is chosen by which ones happen to be
// implemented; forget one and the picker silently shows an empty list. Here each mode is a
// protocol whose requirements are exactly that mode's required set, so an incomplete
// conformance does not compile. The seed's optional extras (Select All, section header titles)
// are requirements with documented defaults, matching what Fiori does when they are absent.
//
// There is deliberately no "sectioned without unique identifiers" protocol: the seed says
// "Only data source using unique identifier could be sectioned", and the types make any other
// combination impossible to express.

/// Index mode: a data source that does not use unique identifiers.
///
/// Seed 000, "data source not using unique identifier": `numberOfRows(in:)` and
/// `listPickerTableView(_:cellForRowAt:isFiltered:)`. Selection is by index into the unfiltered
/// list (FormKit's `[Int]` value).
package protocol IndexListPickerDataSource {
    /// The value a row shows (the UIKit glue turns it into a cell).
    associatedtype ListItem

    /// The number of rows: of the filtered list while a search is in effect, of all options otherwise.
    func numberOfRows() -> Int

    /// The item at `index`. If `isFiltered` is true the index is into the filtered list,
    /// otherwise into the unfiltered list. `index` must be in range for that list.
    func item(at index: Int, isFiltered: Bool) -> ListItem
}

/// Unique-identifier mode, not sectioned.
///
/// Seed 000, "data source using unique identifier but not sectioned": adds
/// `cellForItemWithUniqueIdentifier`, `uniqueIdentifierForItemAt` and `indexForUniqueIdentifier`
/// to the index-mode set; `allUniqueIdentifiers(in:)` is the optional extra that shows Select All.
package protocol UniqueIdentifierListPickerDataSource: IndexListPickerDataSource {
    /// What identifies a row across searches and reloads; the Fiori bridge turns it into a
    /// `String`.
    associatedtype UniqueIdentifier: Hashable

    /// The identifier of the row at `index` in the current list (filtered while a search is in effect).
    func uniqueIdentifier(at index: Int) -> UniqueIdentifier

    /// The index of `id` in the current list, or `nil` when it is not in it
    /// (the UIKit bridge reports that as the seed's `-1`).
    func index(forUniqueIdentifier id: UniqueIdentifier) -> Int?

    /// The item for `id` whether or not the current search shows it (used to display selected
    /// items that are filtered out), or `nil` when no item has that identifier.
    func item(withUniqueIdentifier id: UniqueIdentifier) -> ListItem?

    /// Every identifier, in list order, to enable Select All; `nil` hides Select All (the default).
    func allUniqueIdentifiers() -> [UniqueIdentifier]?
}

extension UniqueIdentifierListPickerDataSource {
    /// Default: no Select All, as in Fiori when `allUniqueIdentifiers(in:)` is not implemented.
    package func allUniqueIdentifiers() -> [UniqueIdentifier]? { nil }
}

/// Unique-identifier mode, sectioned.
///
/// Seed 000, "data source using unique identifier and sectioned": `numberOfSections(in:)`,
/// `numberOfRowsInSection`, `cellForRowAtIndexPath:isFiltered:`,
/// `uniqueIdentifierForItemAtIndexPath`, `cellForItemWithUniqueIdentifier` and
/// `indexPathForUniqueIdentifier`; header titles and Select All are the optional extras.
package protocol SectionedListPickerDataSource {
    /// The value a section stands for (a generated section enum, or the value items are grouped
    /// by), which generated glue names as `DataSource.Section`; `Never` for a conformance that
    /// does not say.
    associatedtype ListSection: Hashable = Never
    /// The value a row shows (the UIKit glue turns it into a cell).
    associatedtype ListItem
    /// What identifies a row across searches and reloads; the Fiori bridge turns it into a
    /// `String`.
    associatedtype UniqueIdentifier: Hashable

    /// The number of sections in the current list (filtered while a search is in effect).
    func numberOfSections() -> Int

    /// The number of rows in `section` of the current list.
    func numberOfRows(inSection section: Int) -> Int

    /// The header title of `section` in the current list; `nil` for no title (the default).
    func titleForHeader(inSection section: Int) -> String?

    /// The item at `indexPath`: into the filtered list if `isFiltered`, else the unfiltered one.
    func item(at indexPath: ListIndexPath, isFiltered: Bool) -> ListItem

    /// The identifier of the row at `indexPath` in the current list.
    func uniqueIdentifier(at indexPath: ListIndexPath) -> UniqueIdentifier

    /// The item for `id` whether or not the current search shows it, or `nil` when unknown.
    func item(withUniqueIdentifier id: UniqueIdentifier) -> ListItem?

    /// The position of `id` in the current list, or `nil` when it is not in it.
    func indexPath(forUniqueIdentifier id: UniqueIdentifier) -> ListIndexPath?

    /// Every identifier, in list order, to enable Select All; `nil` hides Select All (the default).
    func allUniqueIdentifiers() -> [UniqueIdentifier]?
}

extension SectionedListPickerDataSource {
    /// Default: no header titles, as in Fiori when `titleForHeaderInSection` is not implemented.
    package func titleForHeader(inSection section: Int) -> String? { nil }

    /// Default: no Select All, as in Fiori when `allUniqueIdentifiers(in:)` is not implemented.
    package func allUniqueIdentifiers() -> [UniqueIdentifier]? { nil }
}
