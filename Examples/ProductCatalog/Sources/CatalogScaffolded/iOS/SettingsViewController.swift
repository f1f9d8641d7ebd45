#if canImport(UIKit)
import DataSourceRuntime
import UIKit

/// The shop's settings (`ShopSettings`): the generated table serves the table view, and this
/// controller is its `Handlers`. Rows it leaves as they are show their titles, with checkmarks on
/// the chosen options; it configures only the favourites' cells, and gets each row's cell as its
/// own class. The data source gives the switch rows their switches, bound to the flags; every
/// state change animates as one diffed batch update.
final class SettingsViewController: UITableViewController, ShopSettings.Handlers {
    private var dataSource: TableSchemeTableViewDataSource<ShopSettings>?

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = ShopSettings.makeDataSource(for: tableView, state: .shop, handlers: self)
    }

    // MARK: - App logic

    /// Called with the product a user opened from the favourites.
    var openProduct: (Product) -> Void = { _ in }
    private let buildInfo = BuildInfoCell(style: .default, reuseIdentifier: nil)

    func didSelectStartAisle(_ option: Category) {
        title = option.headerTitle
    }

    func configureFavourites(_ cell: OptionCell, element: Product) {
        cell.textLabel?.text = element.name
        cell.accessoryType = .disclosureIndicator
    }

    func didSelectFavourites(_ element: Product) {
        openProduct(element)
    }

    func makeBuildInfoCell() -> BuildInfoCell {
        buildInfo.textLabel?.text = "DataSourceGen example"
        return buildInfo
    }

    /// Shows or hides the developer section.
    func setShowsDeveloperSection(_ shows: Bool) {
        dataSource?.update { $0.showsDeveloperSection = shows }
    }

}
#endif
