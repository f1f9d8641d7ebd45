import DataSourceRuntime
import UIKit

/// The shop's settings (`ShopSettings`): the generated table serves the table view, and this
/// controller is its `Handlers`. Rows it leaves as they are show their titles, with checkmarks on
/// the chosen options; the data source gives the switch rows their switches, bound to the flags,
/// and makes the developer section's static cell. Every state change animates as one diffed
/// batch update.
final class SettingsViewController: UITableViewController, ShopSettings.Handlers {
    private var dataSource: TableSchemeTableViewDataSource<ShopSettings>?

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = ShopSettings.makeDataSource(for: tableView, state: .shop, handlers: self)
    }

    /// Shows or hides the developer section.
    func setShowsDeveloperSection(_ shows: Bool) { dataSource?.update { $0.showsDeveloperSection = shows } }

    // MARK: - App logic

    func didSelectStartAisle(_ option: Category) { title = option.headerTitle }
}
