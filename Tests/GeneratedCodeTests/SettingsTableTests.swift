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
/// exactly the two rows that change), and cells, selections and heights reach the handler of
/// their row with its typed content.
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

    @Test func cellsReachTheirHandlerAsTheirExactClass() {
        let handlers = RecordingSettingsHandlers()
        let favourite = Favourite(id: 7, name: "Kettle")
        let rows: [(Row, RecordingCell)] = [
            (.notifications, SwitchCell()), (.sound, SwitchCell()),
            (.theme(.init(index: 1, isChosen: false, isExpanded: true)), ValueCell()),
            (.sortOrder(.newest, isSelected: true), ValueCell()),
            (.store(Self.stores[0], isSelected: false), ValueCell()),
            (.favourites(favourite), ValueCell()),
        ]
        for (row, cell) in rows { _ = SettingsTable.configure(cell, for: row, with: handlers) }
        #expect(
            handlers.calls == [
                "notifications", "sound", "theme Light+", "sortOrder newest*", "store Harbour#1", "favourite Kettle",
            ])
        #expect(rows.map(\.1.text) == handlers.calls)
        #expect(SettingsTable.reuseIdentifier(of: .sound) == "SwitchCell")
        #expect(SettingsTable.reuseIdentifier(of: .favourites(favourite)) == "value")
    }

    @Test func aCellOfAnotherClassIsReportedNotConfigured() {
        let handlers = RecordingSettingsHandlers()
        let recorder = MisuseRecorder()
        let cell = SwitchCell()
        recorder.capture {
            _ = SettingsTable.configure(cell, for: .sortOrder(.name, isSelected: false), with: handlers)
        }
        #expect(handlers.calls.isEmpty && cell.text.isEmpty)
        #expect(recorder.messages.count == 1)
        #expect(recorder.messages.first?.contains("\"value\" is a SwitchCell, not a ValueCell") == true)
    }

    @Test func selectionsAndHeightsReachOnlyTheHandlersTheDefinitionsAskFor() {
        let handlers = RecordingSettingsHandlers()
        let favourite = Favourite(id: 7, name: "Kettle")
        let rows: [Row] = [
            .notifications, .sound, .theme(.init(index: 0, isChosen: true, isExpanded: false)),
            .sortOrder(.price, isSelected: true),
            .store(Self.stores[2], isSelected: true), .favourites(favourite), .about,
        ]
        for row in rows { SettingsTable.didSelect(row, with: handlers) }
        #expect(handlers.calls == ["select notifications", "select store Station#3", "select favourite Kettle"])
        #expect(rows.map { SettingsTable.height(of: $0, with: handlers) } == [44, nil, nil, nil, nil, 60, nil])
    }

    /// A SwiftUI screen passes row handlers alone, with no cells: selections and heights reach
    /// them exactly as they reach UIKit's handlers.
    @MainActor
    @Test func rowHandlersAloneTakeSelectionsAndHeights() {
        let handlers = RowHandlersOnly()
        let favourite = Favourite(id: 7, name: "Kettle")
        for row: Row in [.notifications, .sound, .store(Self.stores[1], isSelected: true), .favourites(favourite)] {
            SettingsTable.didSelect(row, with: handlers)
        }
        #expect(handlers.calls == ["store \(Self.stores[1])", "favourite Kettle"])
        #expect(SettingsTable.height(of: .favourites(favourite), with: handlers) == 48)
        #expect(SettingsTable.height(of: .notifications, with: handlers) == 44)
    }

    /// A SwiftUI view given no handlers keeps the fixed heights, as UIKit does; only a row whose
    /// height is its handler's is left to the table.
    @Test func fixedHeightsHoldWithoutHandlers() {
        let favourite = Favourite(id: 7, name: "Kettle")
        let rows: [Row] = [.notifications, .sound, .favourites(favourite), .about]
        #expect(rows.map { SettingsTable.height(of: $0, with: nil) } == [44, nil, nil, nil])
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

    /// An app implements only the handlers it uses: configuration and selection default to doing
    /// nothing; the static cell and the asked-for height it must supply.
    @MainActor
    @Test func handlersAnAppLeavesOutDoNothing() {
        let handlers = OnlyRequiredHandlers()
        let scheme = TableScheme<SettingsTable>(state: .init())
        for row in scheme.sections.flatMap(\.rows) {
            let cell: RecordingCell =
                row == .about ? handlers.about : [.notifications, .sound].contains(row) ? SwitchCell() : ValueCell()
            let configured = SettingsTable.configure(cell, for: row, with: handlers)
            #expect(configured === cell)
            SettingsTable.didSelect(row, with: handlers)
        }
    }
}

/// Row handlers as a SwiftUI screen supplies them: two selections and the asked-for height.
@MainActor
private final class RowHandlersOnly: SettingsTable.RowHandlers {
    var calls: [String] = []
    func didSelectStore(_ option: Store) { calls.append("store \(option)") }
    func didSelectFavourites(_ element: Favourite) { calls.append("favourite \(element.name)") }
    func heightOfFavourites(_ element: Favourite) -> Double { 48 }
}

/// Handlers that implement only what has no default: the static cell and the asked-for height.
@MainActor
private final class OnlyRequiredHandlers: SettingsTable.Handlers {
    let about = AboutCell()
    func makeAboutCell() -> AboutCell { about }
    func heightOfFavourites(_ element: Favourite) -> Double { 60 }
}
#endif
