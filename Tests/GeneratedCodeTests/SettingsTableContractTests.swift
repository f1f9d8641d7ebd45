#if !canImport(UIKit)
import DataSourceRuntime
import Observation
import Testing

/// The table's contracts held through the SwiftUI model as through the scheme UIKit uses: a radio
/// row with options has exactly one selected whatever the state is set to, and a switch whose row
/// is not editable does not flip, its observers told so that it shows the flag kept.
@MainActor @Suite struct SettingsTableContractTests {
    typealias Row = SettingsTable.Row

    static let stores = [Store(id: 1, name: "North"), Store(id: 2, name: "South")]

    /// The store options shown selected.
    static func selectedStores(_ model: SettingsTable.Model) -> [Store] {
        model.sections.flatMap(\.rows).compactMap { if case .store(let store, true) = $0 { store } else { nil } }
    }

    @Test func theEnumRadioStartsOnItsInitialOptionWithOneRowSelected() {
        let model = SettingsTable.Model()
        let selected = model.sections.flatMap(\.rows).filter {
            if case .sortOrder(_, true) = $0 { true } else { false }
        }
        #expect(selected == [.sortOrder(.price, isSelected: true)])
    }

    @Test func aRadioSetToNoneSelectsItsFirstOptionAgain() {
        let model = SettingsTable.Model()
        model.update { $0.storeOptions = Self.stores }
        _ = model.select(.store(Self.stores[1], isSelected: false))
        let state = ObservationCounter { _ = model.state }
        model.update { $0.store = nil }
        #expect(model.state.store == Self.stores[0] && Self.selectedStores(model) == [Self.stores[0]])
        #expect(state.take() == 1)
        model.state.store = nil  // a binding clearing the first option: refused, and said so
        #expect(model.state.store == Self.stores[0] && Self.selectedStores(model) == [Self.stores[0]])
        #expect(state.take() == 1)
    }

    @Test func aRadioSetToAnOptionItDoesNotShowSelectsItsFirstOption() {
        let model = SettingsTable.Model()
        model.update { $0.storeOptions = Self.stores }
        model.update { $0.store = Store(id: 9, name: "Closed") }
        #expect(model.state.store == Self.stores[0] && Self.selectedStores(model) == [Self.stores[0]])
        model.update { $0.storeOptions = [Self.stores[1]] }  // the selected option gone
        #expect(model.state.store == Self.stores[1] && Self.selectedStores(model) == [Self.stores[1]])
        model.update { $0.storeOptions = [] }
        #expect(model.state.store == nil && Self.selectedStores(model).isEmpty)
    }

    @Test func theSchemeKeepsTheSameRuleForUIKit() {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        _ = scheme.update {
            $0.storeOptions = Self.stores
            $0.store = Store(id: 7, name: "Elsewhere")
        }
        #expect(scheme.state.store == Self.stores[0])
        _ = scheme.update { $0.store = nil }
        #expect(scheme.state.store == Self.stores[0])
    }

    @Test func aLockedSwitchDoesNotFlipAndItsObserversHearOfTheRefusal() {
        let model = SettingsTable.Model()
        model.state.locked = true
        let rows = ObservationCounter { _ = model.sections }
        let state = ObservationCounter { _ = model.state }
        #expect(model.setFlag(of: .notifications, to: false) == nil)
        #expect(model.state.notificationsOn && rows.take() == 0 && state.take() == 1)
        model.state.locked = false
        #expect(rows.take() == 0 && state.take() == 1)
        let change = model.setFlag(of: .notifications, to: false)
        #expect(change.map { !$0.update.isEmpty } == true && !model.state.notificationsOn)
        #expect(rows.take() == 1 && state.take() == 1)
    }

    @Test func aSwitchOnARowWithoutOneChangesNothing() {
        let model = SettingsTable.Model()
        #expect(model.setFlag(of: .about, to: false) == nil)
        #expect(model.setFlag(of: .sound, to: false) == nil)
        #expect(model.state == SettingsTable.TableState())
    }

    /// An accordion state of another option count than the definitions' (`TableSchemeAccordion` is
    /// public, so an app can make one) is replaced by the definitions', at the start and after an
    /// update, so that no row asks for a fourth or fifth of `theme`'s three options.
    @Test func anAccordionOfAnotherCountIsReplacedByTheDefinitions() {
        var state = SettingsTable.TableState()
        state.theme = TableSchemeAccordion(optionCount: 5, chosenIndex: 4, isExpanded: true)
        var scheme = TableScheme<SettingsTable>(state: state)
        #expect(scheme.state.theme == TableSchemeAccordion(optionCount: SettingsTable.themeOptions.count))
        _ = scheme.update { $0.theme = TableSchemeAccordion(optionCount: 5, chosenIndex: 4) }
        #expect(scheme.state.theme == TableSchemeAccordion(optionCount: SettingsTable.themeOptions.count))
        let model = SettingsTable.Model(state: state)
        #expect(model.state.theme.optionCount == SettingsTable.themeOptions.count)
    }

}
#endif
