#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

extension HeadlessListHost {
    /// A host that has loaded `scheme`, as a table view's first load does.
    static func showing<Definition>(_ scheme: TableScheme<Definition>) -> Self where Definition.Row == Cell {
        var host = Self(rules: .tableView)
        host.reloadData(from: scheme)
        return host
    }

}

/// The generated `SettingsTable` (Settings.datasources.json) on the headless host: its layout
/// follows the flags, radio and accordion rows change their state when selected (a radio reloads
/// exactly the two rows that change), rows are found both ways and repeated elements follow the
/// duplicate policy. `SettingsTableHandlerTests` routes cells, selections and heights.
@MainActor
@Suite struct SettingsTableTests {
    typealias Row = SettingsTable.Row
    static let stores = [Store(id: 1, name: "Harbour"), Store(id: 2, name: "Market"), Store(id: 3, name: "Station")]

    @Test func initialLayoutFollowsTheDefinitions() {
        let scheme = TableScheme<SettingsTable>(state: .init())
        #expect(scheme.sections.map(\.id) == [.general, .shopping])  // advanced: hidden while showsAdvanced is off
        #expect(scheme.sections.map(\.header) == ["General", "Shopping"])
        #expect(scheme.sections.map(\.footer) == ["Changes apply on every device.", nil])
        #expect(
            scheme.sections[0].rows == [
                .notifications, .sound, .theme(.init(index: 0, isChosen: true, isExpanded: false)),
            ])
        // `"initial": "price"`; the store radio, over options held in the state, has none to show yet.
        #expect(scheme.sections[1].rows == SortOrder.allCases.map { .sortOrder($0, isSelected: $0 == .price) })
    }

    @Test func flagsHideAndShowRowsAndSectionsInOneUpdate() throws {
        var scheme = TableScheme<SettingsTable>(state: .init())
        var host = HeadlessListHost.showing(scheme)
        let change = scheme.update { state in
            state.notificationsOn = false
            state.showsAdvanced = true
        }
        let batches = try #require({ if case .batches(let b) = change.update { b } else { nil } }())
        #expect(batches.count == 1)
        #expect(batches.first?.deletedRows == [ListIndexPath(row: 1, section: 0)])
        #expect(batches.first?.insertedSections == [2])
        try host.apply(change.update, from: scheme)
        #expect(
            host.sections == [
                [.notifications, .theme(.init(index: 0, isChosen: true, isExpanded: false))], scheme.sections[1].rows,
                [.about, .offlineNote],  // shown while notifications are off: a negated condition
            ])
        try host.apply(scheme.update { $0.notificationsOn = true }.update, from: scheme)
        #expect(host.sections[2] == [.about])
    }

    @Test func radioSelectionIsExclusiveAndReloadsOnlyTheTwoRowsThatChange() throws {
        var state = SettingsTable.TableState()
        state.sortOrder = .name
        var scheme = TableScheme<SettingsTable>(state: state)
        var host = HeadlessListHost.showing(scheme)
        let price = try #require(scheme.indexPath(of: .sortOrder(.price)))
        let tapped = scheme.selectRow(at: price)
        let selection = try #require(tapped)
        #expect(selection.row == .sortOrder(.price, isSelected: false))
        #expect(scheme.state.sortOrder == .price)
        let batch = try #require(
            { if case .batches(let b) = selection.change.update, b.count == 1 { b[0] } else { nil } }())
        #expect(Set(batch.reloadedRows) == [ListIndexPath(row: 0, section: 1), price])
        #expect(batch.insertedRows.isEmpty && batch.deletedRows.isEmpty && batch.movedRows.isEmpty)
        try host.apply(selection.change.update, from: scheme)
        let selected = host.sections[1].filter { if case .sortOrder(_, true) = $0 { true } else { false } }
        #expect(selected == [.sortOrder(.price, isSelected: true)])
    }

    /// As TableSchemer's radio scheme always has a selection, the store radio selects its first
    /// option once options load and none is selected, in the same update; a selection the app made
    /// is kept, and clearing it while there are options selects the first again.
    @Test func radioOverOptionsInTheStateStartsOnTheFirstOnceThereAreOptions() throws {
        var scheme = TableScheme<SettingsTable>(state: .init())
        var host = HeadlessListHost.showing(scheme)
        #expect(scheme.state.store == nil)
        let loaded = scheme.update { $0.storeOptions = Self.stores }
        try host.apply(loaded.update, from: scheme)
        #expect(scheme.state.store == Self.stores[0])
        #expect(
            host.sections[1].filter { if case .store(_, true) = $0 { true } else { false } } == [
                .store(Self.stores[0], isSelected: true)
            ])
        _ = scheme.update { $0.store = Self.stores[2] }
        _ = scheme.update { $0.storeOptions.append(Store(id: 4, name: "Quay")) }
        #expect(scheme.state.store == Self.stores[2])
        _ = scheme.update { $0.store = nil }
        #expect(scheme.state.store == Self.stores[0])
        _ = scheme.update {
            $0.storeOptions = []
            $0.store = nil
        }
        #expect(scheme.state.store == nil)
        // An initial state that already holds options starts on the first.
        var initial = SettingsTable.TableState()
        initial.storeOptions = Self.stores
        #expect(TableScheme<SettingsTable>(state: initial).state.store == Self.stores[0])
    }

    @Test func radioOverOptionsInTheStateSelectsByIdentity() throws {
        var scheme = TableScheme<SettingsTable>(state: .init())
        var host = HeadlessListHost.showing(scheme)
        try host.apply(scheme.update { $0.storeOptions = Self.stores }.update, from: scheme)
        let market = try #require(scheme.indexPath(of: .store(2)))
        let selected = scheme.selectRow(at: market)
        let selection = try #require(selected)
        try host.apply(selection.change.update, from: scheme)
        #expect(scheme.state.store == Self.stores[1])
        // A renamed store keeps its identity, so it stays selected; its row reloads.
        let renamed = scheme.update { $0.storeOptions[1].name = "Covered market" }
        try host.apply(renamed.update, from: scheme)
        #expect(host.sections[1].contains(.store(Store(id: 2, name: "Covered market"), isSelected: true)))
        #expect(host.sections[1].filter { if case .store(_, true) = $0 { true } else { false } }.count == 1)
    }

    @Test func accordionExpandsThenChoosesAndCollapses() throws {
        var scheme = TableScheme<SettingsTable>(state: .init())
        var host = HeadlessListHost.showing(scheme)
        let collapsed = try #require(scheme.indexPath(of: .theme(option: 0)))
        let expanding = scheme.selectRow(at: collapsed)
        try host.apply(try #require(expanding).change.update, from: scheme)
        #expect(host.sections[0].count == 2 + SettingsTable.themeOptions.count)
        let dark = try #require(scheme.indexPath(of: .theme(option: 2)))
        let choosing = scheme.selectRow(at: dark)
        try host.apply(try #require(choosing).change.update, from: scheme)
        #expect(
            host.sections[0] == [.notifications, .sound, .theme(.init(index: 2, isChosen: true, isExpanded: false))])
        #expect(scheme.state.theme.chosenIndex == 2)
    }

    @Test func lookupsGoBothWaysForEveryRow() {
        var state = SettingsTable.TableState()
        state.showsAdvanced = true
        state.storeOptions = Self.stores
        state.favourites = [Favourite(id: 7, name: "Kettle"), Favourite(id: 8, name: "Lamp")]
        let scheme = TableScheme<SettingsTable>(state: state)
        for (section, rows) in scheme.sections.map(\.rows).enumerated() {
            for (position, row) in rows.enumerated() {
                let indexPath = ListIndexPath(row: position, section: section)
                #expect(scheme.row(at: indexPath) == row)
                #expect(scheme.indexPath(of: row.id) == indexPath)
            }
        }
        #expect(scheme.indexPath(of: .favourites(9)) == nil)
    }
    @Test func onlyTheTogglingRowHasASwitchBoundToItsFlag() {
        let rows = TableScheme<SettingsTable>(state: .init()).sections.flatMap(\.rows)
        let toggling = rows.filter { SettingsTable.toggledFlag(of: $0) != nil }
        #expect(toggling == [.notifications])
        #expect(SettingsTable.toggledFlag(of: .notifications) == \SettingsTable.TableState.notificationsOn)
    }

    @Test func repeatedFavouritesFollowTheDuplicatePolicy() throws {
        let kettle = Favourite(id: 7, name: "Kettle")
        var keeping = TableScheme<SettingsTable>(state: .init(), duplicates: .keepFirst)
        var host = HeadlessListHost.showing(keeping)
        let kept = keeping.update { $0.favourites = [kettle, Favourite(id: 7, name: "Kettle again")] }
        #expect(kept.duplicateRows == [.favourites(Favourite(id: 7, name: "Kettle again"))] && !kept.isRejected)
        try host.apply(kept.update, from: keeping)
        #expect(host.sections[1].last == .favourites(kettle))

        var refusing = TableScheme<SettingsTable>(state: .init(), duplicates: .reject)
        let refused = refusing.update { $0.favourites = [kettle, kettle] }
        #expect(refused.isRejected && refused.update.isEmpty && refusing.state.favourites.isEmpty)
    }
}
#endif
