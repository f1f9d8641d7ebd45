/// Keeps the filtered list for a FUIListPickerDataSource. Required by mode: index —
/// `filteredDataSourceContainsItemAt:` and `unfilteredDataSourceIndexOfItemAt:`; unique
/// identifier, sectioned or not — `filteredDataSourceContainsItemWithUniqueIdentifier:`.
@objc
public protocol FUIListPickerSearchResultsUpdating {
    func listPicker(_ listPicker: FUIListPicker, updateSearchResults searchString: String)
    @objc optional func listPicker(_ listPicker: FUIListPicker, filteredDataSourceContainsItemAt unfilteredIndex: Int) -> Bool
    @objc optional func listPicker(_ listPicker: FUIListPicker, unfilteredDataSourceIndexOfItemAt filteredIndex: Int) -> Int
    @objc optional func listPicker(
        _ listPicker: FUIListPicker, filteredDataSourceContainsItemWithUniqueIdentifier uniqueIdentifier: String) -> Bool
}
