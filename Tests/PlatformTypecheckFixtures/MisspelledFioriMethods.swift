// Planted errors for Scripts/typecheck-platforms.sh, which compiles this file against the
// runtime and the API stubs and passes only if the compiler reports exactly the errors marked
// `expected-error`, on those lines. It proves the step catches seed 000's failure: a list
// picker data source whose method name is slightly off compiles silently against
// FUIListPickerDataSource's optional requirements, and Fiori shows an empty list.
import DataSourceRuntime
import SAPFiori

/// Claims index mode through the runtime's mode protocol, whose requirements are not optional.
@MainActor
final class MisspelledIndexModeDataSource: NSObject, @preconcurrency FioriIndexModeDataSource {
    func numberOfRows(in listPickerTableView: UITableView) -> Int { 0 }
    func listPickerTableView(_ tableView: UITableView, cellForRowAtIndex index: Int, isFiltered: Bool) -> UITableViewCell {  // expected-error: has different argument labels from those required by protocol 'FioriIndexModeDataSource'
        UITableViewCell()
    }
    func listPicker(_ listPicker: FUIListPicker, updateSearchResults searchString: String) {}
    func listPicker(_ listPicker: FUIListPicker, filteredDataSourceContainsItemAt unfilteredIndex: Int) -> Bool { false }
    func listPicker(_ listPicker: FUIListPicker, unfilteredDataSourceIndexOfItemAt filteredIndex: Int) -> Int { -1 }
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
