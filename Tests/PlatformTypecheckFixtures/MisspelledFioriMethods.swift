// swift-format-ignore-file
// (Not formatted: the expected-error markers must stay on the lines the compiler reports.)
// Planted errors for Scripts/typecheck-platforms.sh, which compiles this file against the
// runtime and the API stubs and passes only if the compiler reports exactly the errors marked
// `expected-error`, on those lines. It proves the step catches seed 000's failure: a list
// picker data source whose method name is slightly off compiles silently against
// FUIListPickerDataSource's optional requirements, and Fiori shows an empty list.
import DataSourceRuntime
import SAPFiori

/// Adds the Fiori-typed methods to the runtime's UIKit half, as a generated `FioriDataSource`
/// does; a misspelled one is a near miss, which -warnings-as-errors turns into an error.
@MainActor
final class MisspelledSubclassDataSource: UniqueIdentifierListPickerAdapter<Fruit>,
    @preconcurrency FUIListPickerDataSource, @preconcurrency FUIListPickerSearchResultsUpdating
{
    func listPicker(_ listPicker: FUIListPicker, updateSearchResults searchString: String) {
        updateSearchResults(searchString)
    }
    func listPicker(_ listPicker: FUIListPicker, filteredDataSourceContainsItemWithUniqueIdentifiers uniqueIdentifier: String) -> Bool {  // expected-error: nearly matches optional requirement 'listPicker(_:filteredDataSourceContainsItemWithUniqueIdentifier:)'
        filteredDataSourceContainsItem(withUniqueIdentifier: uniqueIdentifier)
    }
}

struct Fruit: Identifiable {
    var id: String
}

/// Conforms to FUIListPickerDataSource alone: only the compiler's near-miss warning, an error
/// under -warnings-as-errors, stands between this and an empty list.
@MainActor
final class MisspelledPlainDataSource: NSObject, @preconcurrency FUIListPickerDataSource {
    func numberOfRows(in listPickerTableView: UITableView) -> Int { 0 }
    func listPickerTableView(_ tableView: UITableView, cellForRowAtIndex index: Int, isFiltered: Bool) -> UITableViewCell {  // expected-error: nearly matches optional requirement 'listPickerTableView(_:cellForRowAt:isFiltered:)'
        UITableViewCell()
    }
}
