import CatalogScaffolded
import DataSourceRuntime
import Observation
import Testing

/// The SwiftUI model of the committed `ShopSettings` table (`"swiftui"` in the definitions), on any
/// platform: what `SettingsScreen` binds to.
@MainActor @Suite struct SettingsModelTests {
    @Test func switchesRadioRowsAndTheThemeGoThroughTheScheme() throws {
        let model = ShopSettings.Model(state: .shop)
        #expect(model.shownSections.map(\.id) == [.notifications, .browsing, .favourites])
        #expect(model.shownSections[0].rows.map(\.id) == [.notifications, .dailyDigest])
        model.state.notificationsOn = false  // the switch's binding
        #expect(model.shownSections[0].rows.map(\.id) == [.notifications])
        _ = model.select(.startAisle(.dairy, isSelected: false))
        #expect(model.state.startAisle == .dairy)
        let theme = try #require(model.shownSections[1].rows.first { $0.isAccordion })
        _ = model.select(theme.row)  // expands
        let expanded = try #require(model.shownSections[1].rows.first { $0.isAccordion })
        _ = model.select(expanded.options[2])  // "Dark", and collapses
        #expect(model.state.theme.chosenIndex == 2 && !model.state.theme.isExpanded)
        #expect(model.shownSections[2].rows.map(\.id) == Catalog.products.prefix(3).map { .favourites($0.id) })
    }

    /// `SettingsScreen`'s title, the chosen start aisle as `SettingsViewController` shows it, follows
    /// a tap on an aisle.
    @Test func theTitleIsTheAisleATapChose() {
        let model = ShopSettings.Model(state: .shop)
        #expect(model.state.title == "Fresh Produce")
        _ = model.select(.startAisle(.bakery, isSelected: false))
        #expect(model.state.title == "Bakery")
    }

    /// A radio row always shows one option selected: a sort order cleared in the state selects its
    /// first option again.
    @Test func aClearedRadioSelectsItsFirstOptionAgain() {
        let model = ShopSettings.Model(state: .shop)
        _ = model.select(.sortOrder(.init(index: 2, isSelected: false)))
        model.update { $0.sortOrder.clearSelection() }
        #expect(model.state.sortOrder.selectedIndex == 0)
        let selected = model.sections.flatMap(\.rows).filter {
            if case .sortOrder(let option) = $0 { option.isSelected } else { false }
        }
        #expect(selected == [.sortOrder(.init(index: 0, isSelected: true))])
    }
}
