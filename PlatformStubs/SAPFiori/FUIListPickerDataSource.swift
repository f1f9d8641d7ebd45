/// Seed 000, method for method. The modes' required sets: index — `numberOfRows(in:)`,
/// `cellForRowAt:isFiltered:`; unique identifier — those two plus `cellForItemWithUniqueIdentifier:`,
/// `uniqueIdentifierForItemAt:`, `indexForUniqueIdentifier:`; sectioned (unique identifier only) —
/// `numberOfSections(in:)`, `numberOfRowsInSection:`, `cellForRowAtIndexPath:isFiltered:`,
/// `uniqueIdentifierForItemAtIndexPath:`, `cellForItemWithUniqueIdentifier:`,
/// `indexPathForUniqueIdentifier:`. A missing one shows an empty list, with no error.
@objc
public protocol FUIListPickerDataSource {
    @objc optional func numberOfRows(in listPickerTableView: UITableView) -> Int
    @objc optional func listPickerTableView(
        _ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool) -> UITableViewCell
    @objc optional func listPickerTableView(
        _ tableView: UITableView, cellForItemWithUniqueIdentifier uniqueIdentifier: String) -> UITableViewCell
    @objc optional func listPickerTableView(_ tableView: UITableView, uniqueIdentifierForItemAt index: Int) -> String
    @objc optional func listPickerTableView(
        _ tableView: UITableView, indexForUniqueIdentifier uniqueIdentifier: String) -> Int
    @objc optional func numberOfSections(in listPicker: FUIListPicker) -> Int
    @objc optional func listPickerTableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    @objc optional func listPickerTableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    @objc optional func listPickerTableView(
        _ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath, isFiltered: Bool) -> UITableViewCell
    @objc optional func listPickerTableView(
        _ tableView: UITableView, uniqueIdentifierForItemAtIndexPath indexPath: IndexPath) -> String
    @objc optional func listPickerTableView(
        _ tableView: UITableView, indexPathForUniqueIdentifier uniqueIdentifier: String) -> IndexPath?
    @objc optional func allUniqueIdentifiers(in listPicker: FUIListPicker) -> [String]?
}
