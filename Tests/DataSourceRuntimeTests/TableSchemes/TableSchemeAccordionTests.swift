import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Accordions: collapsed they show the chosen option, expanded all of them; a tap expands, a tap
/// in the expanded accordion chooses and collapses.
@Suite struct TableSchemeAccordionTests {
    private func item(_ index: Int, chosen: Bool, expanded: Bool) -> TableSchemeAccordion.Item {
        TableSchemeAccordion.Item(index: index, isChosen: chosen, isExpanded: expanded)
    }

    @Test func collapsedShowsTheChosenOptionAndExpandedShowsAll() {
        var accordion = TableSchemeAccordion(optionCount: 3, chosenIndex: 1)
        #expect(accordion.rows { $0 } == [item(1, chosen: true, expanded: false)])
        accordion.isExpanded = true
        #expect(
            accordion.rows { $0 } == [
                item(0, chosen: false, expanded: true), item(1, chosen: true, expanded: true),
                item(2, chosen: false, expanded: true),
            ])
    }

    @Test func aTapExpandsThenASecondTapChoosesAndCollapses() {
        var accordion = TableSchemeAccordion(optionCount: 4)
        accordion.select(item(0, chosen: true, expanded: false))
        #expect(accordion.isExpanded && accordion.chosenIndex == 0)
        accordion.select(item(3, chosen: false, expanded: true))
        #expect(!accordion.isExpanded && accordion.chosenIndex == 3)
    }

    /// Two accordions side by side with a plain row between: each run of one accordion's rows is
    /// one entry, labelled by its chosen option, holding its options while expanded.
    @Test func aViewGathersEachAccordionIntoOneRow() {
        enum Row: Equatable {
            case plain
            case size(TableSchemeAccordion.Item)
            case color(TableSchemeAccordion.Item)
        }
        func accordion(of row: Row) -> (id: String, item: TableSchemeAccordion.Item)? {
            switch row {
            case .plain: nil
            case .size(let item): ("size", item)
            case .color(let item): ("color", item)
            }
        }
        let size = TableSchemeAccordion(optionCount: 3, chosenIndex: 2, isExpanded: true)
        let color = TableSchemeAccordion(optionCount: 2, chosenIndex: 1)
        let rows: [Row] = size.rows(Row.size) + [.plain] + color.rows(Row.color)
        let gathered = TableSchemeSection("s", rows: rows).rowsGatheringAccordions(accordion(of:))
        let labels: [Row] = [
            .size(item(2, chosen: true, expanded: true)), .plain, .color(item(1, chosen: true, expanded: false)),
        ]
        #expect(gathered.map(\.row) == labels)
        #expect(gathered.map(\.accordion) == ["size", nil, "color"])
        #expect(gathered.map(\.options) == [size.rows(Row.size), [], []])
    }

    @Test func optionsThatDoNotExistAreNotChosen() {
        var accordion = TableSchemeAccordion(optionCount: 2, chosenIndex: 1, isExpanded: true)
        let choseTwo = accordion.choose(index: 2)
        let choseMinusOne = accordion.choose(index: -1)
        #expect(!choseTwo && !choseMinusOne)
        #expect(accordion.chosenIndex == 1)
        accordion.select(item(7, chosen: false, expanded: true))
        #expect(!accordion.isExpanded && accordion.chosenIndex == 1)
    }

    @Test func expandingKeepsTheChosenRowAndInsertsTheOthersAroundIt() throws {
        var state = SettingsTable.TableState()
        state.theme.choose(index: 2)
        var scheme = TableScheme<SettingsTable>(state: state)
        var host = HeadlessListHost.showing(scheme)
        let section = try #require(scheme.index(of: .appearance))
        let collapsed = try #require(scheme.indexPath(of: .theme(option: 2)))
        let selected = scheme.selectRow(at: collapsed)
        let selection = try #require(selected)
        #expect(selection.row == .theme(item(2, chosen: true, expanded: false)))
        let batch = try #require(onlyBatch(selection.change.update))
        #expect(Set(batch.insertedRows) == [at(section, 0), at(section, 1), at(section, 3)])
        #expect(batch.reloadedRows == [collapsed])
        #expect(batch.deletedRows.isEmpty && batch.movedRows.isEmpty)
        try host.apply(selection.change.update, from: scheme)
        #expect(host.sections[section] == (0..<4).map { .theme(item($0, chosen: $0 == 2, expanded: true)) })
    }

    @Test func choosingInTheExpandedAccordionCollapsesItToTheChoice() throws {
        var state = SettingsTable.TableState()
        state.theme.isExpanded = true
        var scheme = TableScheme<SettingsTable>(state: state)
        var host = HeadlessListHost.showing(scheme)
        let section = try #require(scheme.index(of: .appearance))
        let selected = scheme.selectRow(at: at(section, 1))
        let selection = try #require(selected)
        #expect(scheme.state.theme == TableSchemeAccordion(optionCount: 4, chosenIndex: 1))
        let batch = try #require(onlyBatch(selection.change.update))
        #expect(Set(batch.deletedRows) == [at(section, 0), at(section, 2), at(section, 3)])
        #expect(batch.reloadedRows == [at(section, 1)])
        try host.apply(selection.change.update, from: scheme)
        #expect(host.sections[section] == [.theme(item(1, chosen: true, expanded: false))])
    }

    /// An accordion an app made with another number of options than the definition's is replaced by
    /// the definition's; one of the same count is kept as it is, expanded or not.
    @Test func conformingReplacesOnlyAnAccordionOfAnotherCount() {
        var foreign = TableSchemeAccordion(optionCount: 5, chosenIndex: 4, isExpanded: true)
        foreign.conform(toOptionCount: 3)
        #expect(foreign == TableSchemeAccordion(optionCount: 3))
        var kept = TableSchemeAccordion(optionCount: 3, chosenIndex: 2, isExpanded: true)
        kept.conform(toOptionCount: 3)
        #expect(kept == TableSchemeAccordion(optionCount: 3, chosenIndex: 2, isExpanded: true))
    }

}
