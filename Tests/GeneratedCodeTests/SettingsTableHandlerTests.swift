#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The generated `SettingsTable`'s handlers: cells, selections and heights reach the handler of
/// their row with its typed content, and only those the definitions ask for.
@MainActor
@Suite struct SettingsTableHandlerTests {
    typealias Row = SettingsTable.Row
    static let stores = SettingsTableTests.stores

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
