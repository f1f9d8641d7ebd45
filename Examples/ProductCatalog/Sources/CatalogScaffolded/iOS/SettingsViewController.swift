#if canImport(UIKit)
import DataSourceRuntime
import UIKit

/// The shop's settings (`ShopSettings`): the generated table serves the table view, and this
/// controller is its `Handlers` — each method gets its row's cell as its own class, with what the
/// row shows. Switches find their row by `row(containing:)`; every state change animates as one
/// diffed batch update.
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
    private var state: ShopSettings.State { dataSource?.scheme.state ?? .shop }

    public func configureNotifications(_ cell: SwitchCell) {
        configure(cell, title: "Notifications", isOn: state.notificationsOn)
    }

    public func configureDailyDigest(_ cell: SwitchCell) {
        configure(cell, title: "Daily digest", isOn: state.dailyDigestOn)
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

    private func configure(_ cell: SwitchCell, title: String, isOn: Bool) {
        cell.textLabel?.text = title
        cell.toggle.isOn = isOn
        cell.toggle.removeTarget(nil, action: nil, for: .valueChanged)
        cell.toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
        cell.accessoryView = cell.toggle
    }

    @objc private func toggled(_ toggle: UISwitch) {
        switch dataSource?.row(containing: toggle) {
        case .notifications: dataSource?.update { $0.notificationsOn = toggle.isOn }
        case .dailyDigest: dataSource?.update { $0.dailyDigestOn = toggle.isOn }
        default: break
        }
    }
}
#endif
