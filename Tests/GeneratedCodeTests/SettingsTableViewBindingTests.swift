#if !canImport(UIKit)
import DataSourceRuntime
import Observation
import Testing

/// What the generated `SettingsTable.TableView` binds is the model's (Settings.datasources.json
/// with `swiftui`): a tap (`tap(_:handlers:)`), a switch (`$model[flagOf: row]`) and an accordion's
/// disclosure group (`setExpansion(of:to:handlers:)`), so the view decides nothing that is not
/// tested here on Linux.
@MainActor @Suite struct SettingsTableViewBindingTests {
    typealias Row = SettingsTable.Row
    static let stores = [Store(id: 1, name: "Harbour"), Store(id: 2, name: "Market")]
    static let tea = Favourite(id: 1, name: "Tea")

    static func model() -> SettingsTable.Model {
        var state = SettingsTable.TableState()
        state.storeOptions = stores
        state.favourites = [tea]
        return SettingsTable.Model(state: state)
    }

    /// A tap selects through the scheme, then calls the row's selection handler, if the
    /// definitions give it one, only when the row was shown and could be tapped.
    @Test func aTapSelectsThenCallsTheRowsHandler() {
        let model = Self.model()
        let handlers = RecordingSettingsHandlers()
        #expect(model.tap(.notifications, handlers: handlers) != nil)
        #expect(model.tap(.favourites(Self.tea), handlers: handlers) != nil)
        #expect(model.tap(.sortOrder(.newest, isSelected: false), handlers: handlers) != nil)  // no handler
        #expect(model.state.sortOrder == .newest)
        #expect(model.tap(.about, handlers: handlers) == nil)  // hidden while `showsAdvanced` is off
        #expect(handlers.calls == ["select notifications", "select favourite Tea"])
        #expect(model.tap(.sortOrder(.name, isSelected: false), handlers: nil) != nil)  // without handlers
        #expect(model.state.sortOrder == .name)
        model.state.locked = true  // the store's row is shown, but not editable: no change, no handler
        let locked = model.state
        #expect(model.tap(.store(Self.stores[1], isSelected: false), handlers: handlers) == nil)
        #expect(model.state == locked && handlers.calls.count == 2)
    }

    /// A switch reads its row's flag (off for a row without one) and sets it through
    /// `setFlag(of:to:)`: a row that is not editable keeps its flag, and the switch hears of it.
    @Test func aSwitchBindsItsRowsFlag() {
        let model = Self.model()
        #expect(model[flagOf: .notifications] && !model[flagOf: .sound])  // `sound` toggles no flag
        let flag = ObservationCounter { _ = model[flagOf: .notifications] }
        model[flagOf: .notifications] = false
        #expect(!model.state.notificationsOn && !model[flagOf: .notifications] && flag.take() == 1)
        model.state.locked = true
        _ = flag.take()
        model[flagOf: .notifications] = true  // refused: the switch reads the flag kept again
        #expect(!model.state.notificationsOn && !model[flagOf: .notifications] && flag.take() == 1)
        let state = model.state
        model[flagOf: .sound] = true  // a row without a switch changes nothing
        #expect(model.state == state)
    }

    /// A disclosure group's expansion is the accordion's: a change taps its chosen option's row,
    /// which the scheme expands, or collapses keeping the choice; the same expansion changes nothing.
    @Test func anAccordionsDisclosureGroupExpandsAndCollapsesThroughTheScheme() throws {
        let model = Self.model()
        let handlers = RecordingSettingsHandlers()
        func theme() throws -> SettingsTable.ShownRow {
            try #require(model.shownSections[0].rows.first { $0.isAccordion })
        }
        let rows = ObservationCounter { _ = model.sections }
        let collapsed = try theme()
        #expect(!collapsed.isExpanded)
        model.setExpansion(of: collapsed, to: false, handlers: handlers)
        #expect(rows.take() == 0 && !model.state.theme.isExpanded)
        model.setExpansion(of: collapsed, to: true, handlers: handlers)
        let expanded = try theme()
        #expect(expanded.isExpanded && model.state.theme.isExpanded && rows.take() == 1)
        model.setExpansion(of: expanded, to: true, handlers: handlers)
        #expect(rows.take() == 0)
        _ = model.select(expanded.options[2])  // "Dark" chosen: collapsed
        model.setExpansion(of: try theme(), to: true, handlers: handlers)
        model.setExpansion(of: try theme(), to: false, handlers: handlers)
        let closed = try theme()
        #expect(!closed.isExpanded && closed.row == .theme(.init(index: 2, isChosen: true, isExpanded: false)))
        #expect(handlers.calls.isEmpty)  // the theme's rows have no selection handler
    }
}
#endif
