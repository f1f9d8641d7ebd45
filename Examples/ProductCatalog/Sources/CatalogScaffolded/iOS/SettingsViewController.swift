#if canImport(UIKit)
import DataSourceRuntime
import UIKit

/// The shop's settings (`ShopSettings`): the generated table serves the table view, and this
/// controller is its `Handlers` — each method gets its row's cell as its own class, with what the
/// row shows. The data source gives the switch rows their switches, bound to the flags; every
/// state change animates as one diffed batch update.
public final class SettingsViewController: UITableViewController, ShopSettings.Handlers {
    private var dataSource: TableSchemeTableViewDataSource<ShopSettings>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = ShopSettings.makeDataSource(for: tableView, state: .shop, handlers: self)
    }

    // MARK: - App logic

    /// Called with the product a user opened from the favourites.
    public var openProduct: (Product) -> Void = { _ in }
    private let buildInfo = BuildInfoCell(style: .default, reuseIdentifier: nil)

    public func configureNotifications(_ cell: SwitchCell) {
        cell.textLabel?.text = "Notifications"
    }

    public func configureDailyDigest(_ cell: SwitchCell) {
        cell.textLabel?.text = "Daily digest"
    }

    public func configureStartAisle(_ cell: OptionCell, option: Category, isSelected: Bool) {
        cell.textLabel?.text = option.headerTitle
        cell.accessoryType = isSelected ? .checkmark : .none
    }

    public func didSelectStartAisle(_ option: Category) {
        title = option.headerTitle
    }

    public func configureSortOrder(_ cell: OptionCell, option: String, isSelected: Bool) {
        cell.textLabel?.text = option
        cell.accessoryType = isSelected ? .checkmark : .none
    }

    public func configureTheme(_ cell: OptionCell, option: String, item: TableSchemeAccordion.Item) {
        cell.textLabel?.text = option
        cell.accessoryType = item.isExpanded ? (item.isChosen ? .checkmark : .none) : .disclosureIndicator
    }

    public func configureFavourites(_ cell: OptionCell, element: Product) {
        cell.textLabel?.text = element.name
        cell.accessoryType = .disclosureIndicator
    }

    public func didSelectFavourites(_ element: Product) {
        openProduct(element)
    }

    public func makeBuildInfoCell() -> BuildInfoCell {
        buildInfo.textLabel?.text = "DataSourceGen example"
        return buildInfo
    }

    /// Shows or hides the developer section.
    public func setShowsDeveloperSection(_ shows: Bool) {
        dataSource?.update { $0.showsDeveloperSection = shows }
    }

}
#endif
