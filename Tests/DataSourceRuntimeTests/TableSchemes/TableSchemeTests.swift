import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The layout a scheme shows for a state, and its lookups both ways.
@Suite struct TableSchemeTests {
    static let gadgets = [Gadget(4, "a"), Gadget(1, "b"), Gadget(7, "c")]

    @Test func showsTheLayoutOfItsState() {
        var state = SettingsTable.TableState()
        state.gadgets = Self.gadgets
        state.favorites = [Gadget(1, "b")]
        let scheme = TableScheme<SettingsTable>(state: state)
        #expect(scheme.sections.map(\.id) == [.network, .sorting, .appearance, .gadgets, .about])
        #expect(scheme.numberOfSections() == 5)
        #expect((0..<5).map(scheme.numberOfRows(inSection:)) == [3, 3, 1, 3, 2])
        #expect((0..<5).map(scheme.titleForHeader(inSection:)) == ["Network", "Sort by", "Theme", "Gadgets", "About"])
        #expect((0..<5).map(scheme.titleForFooter(inSection:)) == [nil, nil, nil, "3 gadgets", nil])
        #expect(scheme.row(at: at(3, 1)) == .gadget(Gadget(1, "b")))
        #expect(scheme.row(at: at(4, 1)) == .favorite(Gadget(1, "b")))
        #expect(scheme.initialDuplicateSections.isEmpty && scheme.initialDuplicateRows.isEmpty)
    }

    @Test func rowsAndIndexPathsRoundTrip() {
        var state = SettingsTable.TableState()
        state.gadgets = Self.gadgets
        state.favorites = Self.gadgets.reversed()
        state.theme.isExpanded = true
        let scheme = TableScheme<SettingsTable>(state: state)
        var seen = 0
        for (section, rows) in scheme.shownRows.enumerated() {
            for (index, row) in rows.enumerated() {
                #expect(scheme.indexPath(of: row.id) == at(section, index))
                #expect(scheme.row(at: at(section, index)) == row)
                seen += 1
            }
        }
        #expect(seen == 3 + 3 + 4 + 3 + 4)
    }

    @Test func hiddenRowsAndSectionsHaveNoPosition() {
        var state = SettingsTable.TableState()
        state.hidesBluetooth = true
        state.hidesAppearance = true
        state.hidesGadgets = true
        state.gadgets = Self.gadgets
        let scheme = TableScheme<SettingsTable>(state: state)
        #expect(scheme.sections.map(\.id) == [.network, .sorting, .about])
        #expect(scheme.index(of: .appearance) == nil)
        #expect(scheme.index(of: .gadgets) == nil)
        #expect(scheme.index(of: .about) == 2)
        #expect(scheme.indexPath(of: .bluetooth) == nil)
        #expect(scheme.indexPath(of: .vpn) == at(0, 1))
        #expect(scheme.indexPath(of: .gadget(4)) == nil)
        #expect(scheme.indexPath(of: .theme(option: 0)) == nil)
    }

    @Test func positionsOutsideTheLayoutAnswerNothing() {
        let scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        #expect(scheme.numberOfSections() == 5)
        for position in [at(-1, 0), at(0, -1), at(0, 3), at(3, 0), at(5, 0), at(Int.max, 0), at(0, Int.min)] {
            #expect(scheme.row(at: position) == nil)
        }
        for section in [-1, 5, Int.max] {
            #expect(scheme.section(at: section) == nil)
            #expect(scheme.numberOfRows(inSection: section) == 0)
            #expect(scheme.titleForHeader(inSection: section) == nil)
            #expect(scheme.titleForFooter(inSection: section) == nil)
        }
        #expect(scheme.indexPath(of: .favorite(0)) == nil)
    }

    @Test func aHostLoadsTheSchemeAsATableViewWould() {
        var state = SettingsTable.TableState()
        state.gadgets = Self.gadgets
        let scheme = TableScheme<SettingsTable>(state: state)
        let host = HeadlessListHost.showing(scheme)
        #expect(host.sections == scheme.shownRows)
        #expect(host.headerTitles == ["Network", "Sort by", "Theme", "Gadgets", "About"])
    }
}
