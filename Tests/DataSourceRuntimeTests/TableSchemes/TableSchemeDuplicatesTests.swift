import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Repeated identities from user data follow the duplicate policy, with a report, never a crash
/// or a wrong row.
@Suite struct TableSchemeDuplicatesTests {
    static let repeated = [Gadget(1, "a"), Gadget(2, "b"), Gadget(1, "c"), Gadget(2, "d"), Gadget(3, "e")]

    @Test func keepFirstShowsTheFirstRowOfEachIdentityAndReportsTheOthers() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        var host = HeadlessListHost.showing(scheme)
        let change = scheme.update { $0.gadgets = Self.repeated }
        #expect(!change.isRejected)
        #expect(change.duplicateRows == [.gadget(Gadget(1, "c")), .gadget(Gadget(2, "d"))])
        #expect(change.duplicateSections.isEmpty)
        #expect(scheme.state.gadgets == Self.repeated)
        let section = try #require(scheme.index(of: .gadgets))
        #expect(
            scheme.shownRows[section] == [.gadget(Gadget(1, "a")), .gadget(Gadget(2, "b")), .gadget(Gadget(3, "e"))])
        #expect(scheme.indexPath(of: .gadget(3)) == at(section, 2))
        try host.apply(change.update, from: scheme)
        #expect(host.sections == scheme.shownRows)
    }

    @Test func rejectRefusesTheChangeAndKeepsWhatWasShown() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState(), duplicates: .reject)
        let before = scheme.sections
        let change = scheme.update { state in
            state.hidesBluetooth = true
            state.gadgets = Self.repeated
        }
        #expect(change.isRejected)
        #expect(change.update.isEmpty)
        #expect(change.duplicateRows == [.gadget(Gadget(1, "c")), .gadget(Gadget(2, "d"))])
        #expect(scheme.state == SettingsTable.TableState())
        #expect(scheme.sections == before)
        let fixed = scheme.update { $0.gadgets = [Gadget(1, "a"), Gadget(3, "e")] }
        #expect(!fixed.isRejected && fixed.duplicateSections.isEmpty && fixed.duplicateRows.isEmpty)
        #expect(scheme.state.gadgets.count == 2)
    }

    @Test func theInitialStateDropsItsRepeatsUnderEitherPolicy() {
        var state = SettingsTable.TableState()
        state.favorites = Self.repeated
        for policy in [DuplicateIdentifierPolicy.keepFirst, .reject] {
            let scheme = TableScheme<SettingsTable>(state: state, duplicates: policy)
            #expect(scheme.initialDuplicateRows == [.favorite(Gadget(1, "c")), .favorite(Gadget(2, "d"))])
            #expect(
                scheme.shownRows.last == [
                    .version, .favorite(Gadget(1, "a")), .favorite(Gadget(2, "b")), .favorite(Gadget(3, "e")),
                ])
            #expect(HeadlessListHost.showing(scheme).sections == scheme.shownRows)
        }
    }

    @Test func theSameElementInTwoArraysIsNoRepeat() {
        var state = SettingsTable.TableState()
        state.gadgets = [Gadget(1, "a")]
        state.favorites = [Gadget(1, "a")]
        let scheme = TableScheme<SettingsTable>(state: state)
        #expect(scheme.initialDuplicateSections.isEmpty && scheme.initialDuplicateRows.isEmpty)
        #expect(scheme.indexPath(of: .gadget(1)) != scheme.indexPath(of: .favorite(1)))
    }

    /// A definition whose layout can list a section twice, as hand-written code might.
    enum EchoTable: TableSchemeDefinition {
        struct Row: Identifiable, Equatable {
            var id: String
        }

        static func layout(of echoes: Bool) -> [TableSchemeSection<String, Row>] {
            let first = TableSchemeSection("a", header: "A", rows: [Row(id: "x")])
            let second = TableSchemeSection("b", rows: [Row(id: "y")])
            let echo = TableSchemeSection("a", header: "A again", rows: [Row(id: "z")])
            return echoes ? [first, echo, second, echo] : [first, second]
        }
    }

    @Test func aRepeatedSectionIsDroppedWithItsRows() throws {
        var scheme = TableScheme<EchoTable>(state: false)
        var host = HeadlessListHost.showing(scheme)
        let change = scheme.update { $0 = true }
        #expect(change.duplicateSections == ["a", "a"])
        #expect(change.duplicateRows.isEmpty)
        #expect(change.update.isEmpty)
        #expect(scheme.sections.map(\.id) == ["a", "b"])
        #expect(scheme.indexPath(of: "z") == nil)
        #expect(scheme.titleForHeader(inSection: 0) == "A")
        try host.apply(change.update, from: scheme)
        #expect(host.sections == scheme.shownRows)
        var strict = TableScheme<EchoTable>(state: false, duplicates: .reject)
        let refused = strict.update { $0 = true }
        #expect(refused.isRejected)
        #expect(strict.state == false)
    }
}
