import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Radio groups: one row per option, exactly one selected, and a new selection reloads exactly
/// the two rows that flip.
@Suite struct TableSchemeRadioTests {
    private func option(_ index: Int, _ isSelected: Bool) -> TableSchemeRadio.Option {
        TableSchemeRadio.Option(index: index, isSelected: isSelected)
    }

    @Test func rowsAreTheOptionsInOrderWithTheSelectedOneMarked() {
        #expect(
            TableSchemeRadio(optionCount: 3, selectedIndex: 1).rows { $0 } == [
                option(0, false), option(1, true), option(2, false),
            ])
        #expect(TableSchemeRadio(optionCount: 2).rows { $0 } == [option(0, false), option(1, false)])
        #expect(TableSchemeRadio(optionCount: 0).rows { $0 }.isEmpty)
    }

    @Test func selectingMovesTheSelectionAndIgnoresOptionsThatDoNotExist() {
        var radio = TableSchemeRadio(optionCount: 3, selectedIndex: 0)
        let selected = radio.select(option(2, false))
        #expect(selected)
        #expect(radio.selectedIndex == 2)
        for missing in [-1, 3, 99] {
            let selected = radio.select(index: missing)
            #expect(!selected)
            #expect(radio.selectedIndex == 2)
        }
        radio.clearSelection()
        #expect(radio.selectedIndex == nil)
        #expect(radio.rows { $0 }.allSatisfy { !$0.isSelected })
    }

    @Test func selectingAnotherOptionReloadsExactlyTheTwoRowsThatFlip() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        var host = HeadlessListHost.showing(scheme)
        let old = try #require(scheme.indexPath(of: .sortOrder(option: 0)))
        let new = try #require(scheme.indexPath(of: .sortOrder(option: 2)))
        let selected = scheme.selectRow(at: new)
        let selection = try #require(selected)
        let batch = try #require(onlyBatch(selection.change.update))
        #expect(Set(batch.reloadedRows) == [old, new])
        #expect(batch.reloadedRows.count == 2)
        #expect(batch == ListUpdate.Batch(reloadedRows: batch.reloadedRows))
        try host.apply(selection.change.update, from: scheme)
        #expect(Set(host.lastCellRequests) == [old, new])
        #expect(host.sections == scheme.shownRows)
        #expect(scheme.state.sortOrder.selectedIndex == 2)
    }

    @Test func selectingThroughTheStateReloadsTheSameTwoRows() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        let change = scheme.update { $0.sortOrder.select(index: 1) }
        let batch = try #require(onlyBatch(change.update))
        #expect(
            Set(batch.reloadedRows) == [
                scheme.indexPath(of: .sortOrder(option: 0)), scheme.indexPath(of: .sortOrder(option: 1)),
            ])
        #expect(batch.reloadedRows.count == 2)
    }

    @Test func selectingTheSelectedOptionChangesNothing() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        let position = try #require(scheme.indexPath(of: .sortOrder(option: 0)))
        let selected = scheme.selectRow(at: position)
        let selection = try #require(selected)
        #expect(selection.change.update.isEmpty)
        #expect(selection.row == .sortOrder(option(0, true)))
    }

    @Test func exactlyOneOptionIsSelectedAfterEveryTap() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        var host = HeadlessListHost.showing(scheme)
        for tapped in [1, 2, 2, 0, 1, 0] {
            let position = try #require(scheme.indexPath(of: .sortOrder(option: tapped)))
            let selected = scheme.selectRow(at: position)
            let selection = try #require(selected)
            try host.apply(selection.change.update, from: scheme)
            let options = host.sections.joined().compactMap {
                if case .sortOrder(let option) = $0 { option } else { nil }
            }
            #expect(options.filter(\.isSelected).map(\.index) == [tapped])
            #expect(options.count == 3)
        }
    }

    /// A radio group is kept to the definition's option count with one option selected: none
    /// selected gets the initial one, another count is replaced by the definition's group on its
    /// initial option, and a group that conforms is kept.
    @Test func conformingKeepsTheDefinitionsCountAndOneSelection() {
        var foreign = TableSchemeRadio(optionCount: 5, selectedIndex: 4)
        foreign.conform(toOptionCount: 3, initialIndex: 1)
        #expect(foreign == TableSchemeRadio(optionCount: 3, selectedIndex: 1))
        var cleared = TableSchemeRadio(optionCount: 3)
        cleared.conform(toOptionCount: 3, initialIndex: 1)
        #expect(cleared == TableSchemeRadio(optionCount: 3, selectedIndex: 1))
        var kept = TableSchemeRadio(optionCount: 3, selectedIndex: 2)
        kept.conform(toOptionCount: 3, initialIndex: 1)
        #expect(kept == TableSchemeRadio(optionCount: 3, selectedIndex: 2))
    }

}
