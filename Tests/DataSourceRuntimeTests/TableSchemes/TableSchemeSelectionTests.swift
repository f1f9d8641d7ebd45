import DataSourceRuntime
import Testing

/// Selection routing: a tap resolves to the typed row at that position, changes the state as the
/// row's kind says, and is handed back for the app's handler — the switch generated code writes.
@Suite struct TableSchemeSelectionTests {
    /// What a generated selection router calls for each row: the per-row handler's name and
    /// what it is given.
    private func handler(for row: SettingsTable.Row) -> String {
        switch row {
        case .wifi: "didSelectWifi"
        case .bluetooth: "didSelectBluetooth"
        case .vpn: "didSelectVpn"
        case .sortOrder(let option): "didSelectSortOrder(\(option.index))"
        case .theme(let item): "didSelectTheme(\(item.index))"
        case .gadget(let gadget): "didSelectGadget(\(gadget.id))"
        case .version: "didSelectVersion"
        case .favorite(let gadget): "didSelectFavorite(\(gadget.id))"
        }
    }

    @Test func everyPositionRoutesToItsOwnRow() throws {
        var state = SettingsTable.TableState()
        state.gadgets = [Gadget(5, "a"), Gadget(6, "b")]
        state.favorites = [Gadget(5, "a")]
        let scheme = TableScheme<SettingsTable>(state: state)
        var called: [String] = []
        for (section, rows) in scheme.shownRows.enumerated() {
            for row in rows.indices {
                var tapped = scheme
                let selected = tapped.selectRow(at: at(section, row))
                let selection = try #require(selected)
                called.append(handler(for: selection.row))
            }
        }
        #expect(
            called == [
                "didSelectWifi", "didSelectBluetooth", "didSelectVpn",
                "didSelectSortOrder(0)", "didSelectSortOrder(1)", "didSelectSortOrder(2)",
                "didSelectTheme(0)", "didSelectGadget(5)", "didSelectGadget(6)", "didSelectVersion",
                "didSelectFavorite(5)",
            ])
    }

    @Test func rowsWithoutAStateOfTheirOwnChangeNothing() throws {
        var state = SettingsTable.TableState()
        state.gadgets = [Gadget(5, "a")]
        var scheme = TableScheme<SettingsTable>(state: state)
        for id in [SettingsTable.Row.ID.wifi, .bluetooth, .vpn, .gadget(5), .version] {
            let position = try #require(scheme.indexPath(of: id))
            let selected = scheme.selectRow(at: position)
            let selection = try #require(selected)
            #expect(selection.row.id == id)
            #expect(selection.change.update.isEmpty)
            #expect(scheme.state == state)
        }
    }

    @Test func theSelectedRowIsTheOneShownBeforeItsChange() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        let position = try #require(scheme.indexPath(of: .sortOrder(option: 1)))
        let selected = scheme.selectRow(at: position)
        let selection = try #require(selected)
        #expect(selection.row == .sortOrder(TableSchemeRadio.Option(index: 1, isSelected: false)))
        #expect(scheme.row(at: position) == .sortOrder(TableSchemeRadio.Option(index: 1, isSelected: true)))
    }

    @Test func aPositionWithoutARowRoutesNothing() {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        for position in [at(0, 3), at(5, 0), at(-1, 0), at(0, -1)] {
            let selection = scheme.selectRow(at: position)
            #expect(selection == nil)
        }
        #expect(scheme.state == SettingsTable.TableState())
    }

    /// A definition that does not implement `select(_:in:)`: the default changes nothing.
    enum PlainTable: TableSchemeDefinition {
        struct Row: Identifiable, Equatable {
            var id: Int
        }

        static func layout(of state: Int) -> [TableSchemeSection<Int, Row>] {
            [TableSchemeSection(0, rows: (0..<state).map(Row.init))]
        }
    }

    @Test func withoutSelectBehaviourATapOnlyRoutes() throws {
        var scheme = TableScheme<PlainTable>(state: 3)
        let selected = scheme.selectRow(at: at(0, 2))
        let selection = try #require(selected)
        #expect(selection.row == PlainTable.Row(id: 2))
        #expect(selection.change.update.isEmpty)
        #expect(scheme.state == 3)
    }
}
