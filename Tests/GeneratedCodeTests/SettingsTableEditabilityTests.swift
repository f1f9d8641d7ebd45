#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// `editableWhen` on the generated `SettingsTable` (Settings.datasources.json): the notifications
/// switch and the shopping section's rows while `locked` is off, the store's rows while
/// notifications are on too. A row that is not editable stays shown, and the scheme and the
/// SwiftUI model ignore its taps and its switch; the seeded sequences of
/// `SettingsTablePropertyTests` check the same against the definitions.
@MainActor
@Suite struct SettingsTableEditabilityTests {
    typealias Row = SettingsTable.Row
    static let stores = [Store(id: 1, name: "Harbour"), Store(id: 2, name: "Market")]

    @Test func rowsAreEditableWhileTheirOwnAndTheirSectionsConditionsHold() {
        var state = SettingsTable.TableState()
        state.storeOptions = Self.stores
        let rows: [Row] = [
            .notifications, .sound, .sortOrder(.name, isSelected: false), .store(Self.stores[0], isSelected: false),
            .favourites(Favourite(id: 1, name: "Tea")), .about,
        ]
        func editable(_ state: SettingsTable.TableState) -> [Bool] {
            let scheme = TableScheme<SettingsTable>(state: state)
            return rows.map(scheme.isEditable)
        }
        #expect(editable(state) == [true, true, true, true, true, true])
        state.notificationsOn = false
        #expect(editable(state) == [true, true, true, false, true, true])
        state.locked = true
        #expect(editable(state) == [false, true, false, false, false, true])
        state.notificationsOn = true
        #expect(editable(state) == [false, true, false, false, false, true])
    }

    @Test func aTapOnALockedRowChangesNothingAndReachesNoHandler() throws {
        var scheme = TableScheme<SettingsTable>(state: .init())
        _ = scheme.update {
            $0.storeOptions = Self.stores
            $0.locked = true
        }
        let before = scheme.state
        let sortOrder = try #require(scheme.indexPath(of: .sortOrder(.newest)))
        let store = try #require(scheme.indexPath(of: .store(Self.stores[1].id)))
        let onSortOrder = scheme.selectRow(at: sortOrder)
        let onStore = scheme.selectRow(at: store)
        #expect(onSortOrder == nil && onStore == nil)
        #expect(scheme.state == before)
        #expect(scheme.row(at: sortOrder) == .sortOrder(.newest, isSelected: false))  // still shown
        // A row without a condition still answers.
        let theme = try #require(scheme.indexPath(of: .theme(option: 0)))
        let tapped = scheme.selectRow(at: theme)
        #expect(tapped != nil && scheme.state.theme.isExpanded)
        _ = scheme.update { $0.locked = false }
        let selection = scheme.selectRow(at: sortOrder)
        let selected = try #require(selection)
        #expect(selected.row == .sortOrder(.newest, isSelected: false) && scheme.state.sortOrder == .newest)
    }

    @Test func theStoreAlsoNeedsNotificationsOn() throws {
        var scheme = TableScheme<SettingsTable>(state: .init())
        _ = scheme.update {
            $0.storeOptions = Self.stores
            $0.notificationsOn = false
        }
        // The store starts on its first option (`selectDefaults(in:)`); the second is not chosen.
        let store = try #require(scheme.indexPath(of: .store(Self.stores[1].id)))
        let refused = scheme.selectRow(at: store)
        #expect(refused == nil && scheme.state.store == Self.stores[0])
        _ = scheme.update { $0.notificationsOn = true }
        let now = try #require(scheme.indexPath(of: .store(Self.stores[1].id)))
        let selected = scheme.selectRow(at: now)
        #expect(selected != nil && scheme.state.store == Self.stores[1])
    }

    @Test func aLockedSwitchKeepsItsFlagAndAnUnlockedOneSetsIt() throws {
        var scheme = TableScheme<SettingsTable>(state: .init())
        var host = HeadlessListHost.showing(scheme)
        _ = scheme.update { $0.locked = true }
        let locked = scheme.setFlag(of: .notifications, to: false)
        #expect(locked == nil && scheme.state.notificationsOn)
        _ = scheme.update { $0.locked = false }
        host.reloadData(from: scheme)
        let flipped = scheme.setFlag(of: .notifications, to: false)
        let change = try #require(flipped)
        #expect(!scheme.state.notificationsOn)
        try host.apply(change.update, from: scheme)  // the sound row goes with the flag
        #expect(host.sections == scheme.sections.map(\.rows) && !host.sections[0].contains(.sound))
        // A row without a switch, or one not shown, sets nothing.
        let withoutSwitch = scheme.setFlag(of: .sound, to: true)
        let notShown = scheme.setFlag(of: .about, to: true)
        #expect(withoutSwitch == nil && notShown == nil && !scheme.state.notificationsOn)
    }

    @Test func theModelIgnoresATapOnALockedRow() {
        let model = SettingsTable.Model()
        model.state.locked = true
        let handlers = RecordingSettingsHandlers()
        for row in [Row.notifications, .sortOrder(.newest, isSelected: false)] {
            if model.select(row) != nil { SettingsTable.didSelect(row, with: handlers) }
        }
        #expect(handlers.calls.isEmpty && model.state.sortOrder == .price)
        #expect(!SettingsTable.isEditable(.notifications, in: model.state))
        model.state.locked = false
        if model.select(.notifications) != nil { SettingsTable.didSelect(.notifications, with: handlers) }
        #expect(handlers.calls == ["select notifications"])
    }
}
#endif
