import DataSourceRuntime
import Testing

/// The generated `ReadingTable` (Settings.datasources.json): a radio over titles whose `initial`
/// is its third option, not its first, starts there and goes back there, not to the first,
/// whenever its state is left with no option selected.
@MainActor
@Suite struct ReadingTableTests {
    typealias Row = ReadingTable.Row

    /// `"initial": "Large"`, the third of `textSizeOptions`.
    static let large = 2

    static func rows(selecting index: Int) -> [Row] {
        ReadingTable.textSizeOptions.indices.map { .textSize(.init(index: $0, isSelected: $0 == index)) }
    }

    @Test func startsOnItsInitialOption() {
        #expect(ReadingTable.textSizeOptions[Self.large] == "Large")
        #expect(ReadingTable.TableState().textSize.selectedIndex == Self.large)
        let scheme = TableScheme<ReadingTable>(state: .init())
        #expect(scheme.sections.map(\.rows) == [Self.rows(selecting: Self.large)])
    }

    @Test func goesBackToItsInitialOptionWhenTheStateClearsIt() throws {
        var scheme = TableScheme<ReadingTable>(state: .init())
        let small = try #require(scheme.indexPath(of: .textSize(option: 0)))
        let tapped = scheme.selectRow(at: small)
        #expect(tapped?.row == .textSize(.init(index: 0, isSelected: false)))
        #expect(scheme.sections.map(\.rows) == [Self.rows(selecting: 0)])
        _ = scheme.update { $0.textSize.clearSelection() }
        #expect(scheme.state.textSize.selectedIndex == Self.large)
        #expect(scheme.sections.map(\.rows) == [Self.rows(selecting: Self.large)])
        // A group of another count, which the definitions have no titles for, is replaced by
        // theirs, on the initial option too; so is an initial state with none selected.
        _ = scheme.update { $0.textSize = TableSchemeRadio(optionCount: 2, selectedIndex: 0) }
        #expect(scheme.state.textSize == TableSchemeRadio(optionCount: 4, selectedIndex: Self.large))
        var cleared = ReadingTable.TableState()
        cleared.textSize.clearSelection()
        #expect(TableScheme<ReadingTable>(state: cleared).state.textSize.selectedIndex == Self.large)
    }
}
