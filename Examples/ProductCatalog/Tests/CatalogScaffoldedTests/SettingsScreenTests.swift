import CatalogScaffolded
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The settings screen's generated table (`ShopSettings`) on the headless host, with handlers
/// like `SettingsViewController`'s: what each row shows, and each change as one valid update.
@MainActor
@Suite struct SettingsScreenTests {
    final class Handlers: ShopSettings.Handlers {
        var state = ShopSettings.TableState()
        var opened: [Product] = []

        func configureNotifications(_ cell: SwitchCell) { cell.title = "Notifications" }
        func configureDailyDigest(_ cell: SwitchCell) { cell.title = "Daily digest" }
        func configureStartAisle(_ cell: OptionCell, option: Category, isSelected: Bool) {
            (cell.title, cell.isChecked) = (option.headerTitle ?? "", isSelected)
        }
        func didSelectStartAisle(_ option: Category) {}
        func configureSortOrder(_ cell: OptionCell, option: String, isSelected: Bool) {
            (cell.title, cell.isChecked) = (option, isSelected)
        }
        func configureTheme(_ cell: OptionCell, option: String, item: TableSchemeAccordion.Item) {
            (cell.title, cell.isChecked) = (option, item.isChosen)
        }
        func configureFavourites(_ cell: OptionCell, element: Product) { cell.title = element.name }
        func didSelectFavourites(_ element: Product) { opened.append(element) }
    }

    /// What the host shows, as the cells the handlers filled: `title` with `✓` when checked or when
    /// the switch the data source adds for a toggling row is on.
    static func shown(_ host: HeadlessListHost<ShopSettings.Row>, handlers: Handlers) -> [[String]] {
        host.sections.map { rows in
            rows.map { row in
                if case .buildInfo = row { return "build info" }
                let cell: SettingsCell =
                    ShopSettings.reuseIdentifier(of: row) == "SwitchCell" ? SwitchCell() : OptionCell()
                _ = ShopSettings.configure(cell, for: row, with: handlers)
                let isOn = ShopSettings.toggledFlag(of: row).map { handlers.state[keyPath: $0] } ?? false
                return cell.title + (cell.isChecked || isOn ? " ✓" : "")
            }
        }
    }

    @Test func aSettingsSessionShowsEveryChangeAsOneValidUpdate() throws {
        let handlers = Handlers()
        handlers.state.favourites = Array(Catalog.products.prefix(2))
        var scheme = TableScheme<ShopSettings>(state: handlers.state)
        var host = HeadlessListHost<ShopSettings.Row>(rules: .tableView)
        host.reloadData(from: scheme)
        #expect(
            Self.shown(host, handlers: handlers) == [
                ["Notifications ✓", "Daily digest"],
                // Radio rows start on their first option, as TableSchemer's do.
                [
                    "Fresh Produce ✓", "Bakery", "Dairy", "Pantry", "Name ✓", "Price, low to high",
                    "Price, high to low", "System ✓",
                ],
                Catalog.products.prefix(2).map(\.name),
            ])
        #expect(host.headerTitles == ["Notifications", "Browsing", "Favourites"])

        // Turning notifications off hides the digest switch; the developer section appears.
        for change in [
            { (state: inout ShopSettings.TableState) in state.notificationsOn = false },
            { $0.showsDeveloperSection = true },
        ] {
            let update = scheme.update(change)
            handlers.state = scheme.state
            try Self.apply(update.update, to: &host, from: scheme)
        }
        #expect(host.sections.map(\.count) == [1, 8, 2, 1])

        // Taps: an aisle, a sort order, the theme (expands), a dark theme (chooses, collapses).
        for id in [ShopSettings.Row.ID.startAisle(.dairy), .sortOrder(option: 2), .theme(option: 0), .theme(option: 2)]
        {
            let indexPath = try #require(scheme.indexPath(of: id))
            let selection = scheme.selectRow(at: indexPath)
            handlers.state = scheme.state
            try Self.apply(try #require(selection).change.update, to: &host, from: scheme)
        }
        #expect(
            Self.shown(host, handlers: handlers)[1] == [
                "Fresh Produce", "Bakery", "Dairy ✓", "Pantry", "Name", "Price, low to high", "Price, high to low ✓",
                "Dark ✓",
            ])

        let favourite = try #require(scheme.indexPath(of: .favourites(Catalog.products[1].id)))
        let row = try #require(scheme.row(at: favourite))
        ShopSettings.didSelect(row, with: handlers)
        #expect(handlers.opened == [Catalog.products[1]])
        #expect(ShopSettings.height(of: row, with: handlers) == 56)
    }

    /// `RowActions`, the handlers a SwiftUI screen gives as closures: the one closure given is
    /// called, the other rows' selections do nothing.
    @Test func rowActionsCallTheClosureOfTheRowTapped() {
        var opened: [Product] = []
        let actions = ShopSettings.RowActions(didSelectFavourites: { opened.append($0) })
        ShopSettings.didSelect(.startAisle(.dairy, isSelected: true), with: actions)
        ShopSettings.didSelect(.favourites(Catalog.products[2]), with: actions)
        #expect(opened == [Catalog.products[2]])
    }

    static func apply(
        _ update: ListUpdate, to host: inout HeadlessListHost<ShopSettings.Row>, from scheme: TableScheme<ShopSettings>
    ) throws {
        switch update {
        case .reloadData: host.reloadData(from: scheme)
        case .batches(let batches): for batch in batches { try host.performBatchUpdates(batch, dataSource: scheme) }
        }
    }
}
