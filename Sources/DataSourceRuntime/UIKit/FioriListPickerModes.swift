#if canImport(SAPFiori)
import SAPFiori
import UIKit

// Every method of FUIListPickerDataSource is `@objc optional`, so the compiler accepts a data
// source that misses or misspells one its mode needs, and Fiori then shows an empty list with
// no error (seed 000). These protocols restate each mode's methods as requirements: a
// conformance that lacks one, or spells it differently, does not compile. The same methods
// satisfy the optional requirements they restate, so a conformer is a complete
// FUIListPickerDataSource and FUIListPickerSearchResultsUpdating of that mode.

/// A data source in index mode (`isDataSourceRequiringUniqueIdentifiers` false), with search.
/// It must not answer the unique-identifier or sectioned methods.
public protocol FioriIndexModeDataSource: FUIListPickerDataSource, FUIListPickerSearchResultsUpdating {
    func numberOfRows(in listPickerTableView: UITableView) -> Int
    func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool) -> UITableViewCell
    func listPicker(_ listPicker: FUIListPicker, filteredDataSourceContainsItemAt unfilteredIndex: Int) -> Bool
    func listPicker(_ listPicker: FUIListPicker, unfilteredDataSourceIndexOfItemAt filteredIndex: Int) -> Int
}

/// A data source in unique-identifier mode, not sectioned, with search and Select All (`nil`
/// from `allUniqueIdentifiers(in:)` hides it). It must not answer `numberOfSections(in:)`:
/// Fiori treats a data source that does as sectioned.
public protocol FioriUniqueIdentifierModeDataSource: FUIListPickerDataSource, FUIListPickerSearchResultsUpdating {
    func numberOfRows(in listPickerTableView: UITableView) -> Int
    func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool) -> UITableViewCell
    func listPickerTableView(
        _ tableView: UITableView, cellForItemWithUniqueIdentifier uniqueIdentifier: String) -> UITableViewCell
    func listPickerTableView(_ tableView: UITableView, uniqueIdentifierForItemAt index: Int) -> String
    func listPickerTableView(_ tableView: UITableView, indexForUniqueIdentifier uniqueIdentifier: String) -> Int
    func allUniqueIdentifiers(in listPicker: FUIListPicker) -> [String]?
    func listPicker(
        _ listPicker: FUIListPicker, filteredDataSourceContainsItemWithUniqueIdentifier uniqueIdentifier: String) -> Bool
}

/// A data source in sectioned unique-identifier mode, with section titles (`nil` for none),
/// search and Select All. It must not answer `numberOfRows(in:)` or the index-based cell and
/// identifier methods of the other modes.
public protocol FioriSectionedModeDataSource: FUIListPickerDataSource, FUIListPickerSearchResultsUpdating {
    func numberOfSections(in listPicker: FUIListPicker) -> Int
    func listPickerTableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func listPickerTableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func listPickerTableView(
        _ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath, isFiltered: Bool) -> UITableViewCell
    func listPickerTableView(_ tableView: UITableView, uniqueIdentifierForItemAtIndexPath indexPath: IndexPath) -> String
    func listPickerTableView(
        _ tableView: UITableView, cellForItemWithUniqueIdentifier uniqueIdentifier: String) -> UITableViewCell
    func listPickerTableView(_ tableView: UITableView, indexPathForUniqueIdentifier uniqueIdentifier: String) -> IndexPath?
    func allUniqueIdentifiers(in listPicker: FUIListPicker) -> [String]?
    func listPicker(
        _ listPicker: FUIListPicker, filteredDataSourceContainsItemWithUniqueIdentifier uniqueIdentifier: String) -> Bool
}
#endif
