import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// State changes become one diffed update: hidden rows and sections deleted, shown ones inserted,
/// reordered elements moved, changed ones reloaded; a transaction of several edits is one update.
@Suite struct TableSchemeUpdatesTests {
    /// `scheme` after `change`, checked against a host that showed it before; returns the update.
    private func applied(
        _ change: (inout SettingsTable.TableState) -> Void, to scheme: inout TableScheme<SettingsTable>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ListUpdate {
        var host = HeadlessListHost.showing(scheme)
        let result = scheme.update(change)
        try host.apply(result.update, from: scheme)
        #expect(host.sections == scheme.shownRows, sourceLocation: sourceLocation)
        #expect(host.headerTitles == scheme.sections.map(\.header), sourceLocation: sourceLocation)
        return result.update
    }

    @Test func hidingAndShowingARowDeletesAndInsertsIt() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        let hidden = try applied({ $0.hidesBluetooth = true }, to: &scheme)
        #expect(hidden == .batches([ListUpdate.Batch(deletedRows: [at(0, 1)])]))
        let shown = try applied({ $0.hidesBluetooth = false }, to: &scheme)
        #expect(shown == .batches([ListUpdate.Batch(insertedRows: [at(0, 1)])]))
    }

    @Test func hidingAndShowingASectionDeletesAndInsertsIt() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        let deleted = try applied({ $0.hidesAppearance = true }, to: &scheme)
        #expect(deleted == .batches([ListUpdate.Batch(deletedSections: [2])]))
        #expect(scheme.index(of: .gadgets) == 2)
        let inserted = try applied({ $0.hidesAppearance = false }, to: &scheme)
        #expect(inserted == .batches([ListUpdate.Batch(insertedSections: [2])]))
    }

    @Test func aTransactionOfSeveralEditsIsOneUpdate() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        let update = try applied(
            { state in
                state.hidesBluetooth = true
                state.sortOrder.select(index: 1)
                state.hidesAppearance = true
                state.gadgets = [Gadget(1, "a"), Gadget(2, "b")]
            }, to: &scheme)
        guard case .batches(let batches) = update else {
            Issue.record("expected batches, got \(update)")
            return
        }
        #expect(batches.flatMap(\.deletedRows) == [at(0, 1)])
        #expect(batches.flatMap(\.deletedSections) == [2])
        #expect(Set(batches.flatMap(\.reloadedRows)) == [at(1, 0), at(1, 1)])
        #expect(batches.flatMap(\.movedRows).isEmpty && batches.flatMap(\.movedSections).isEmpty)
        // The gadgets section stays (index 3 → 2) under a new footer, so it is reloaded whole
        // (by its old index beside the deletes, or its new one in a reload-only second batch).
        #expect(batches.flatMap(\.reloadedSections).count == 1)
    }

    @Test func aTransactionIsDiffedFromWhereItStartedToWhereItEnded() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        let update = try applied(
            { state in
                state.favorites = [Gadget(1, "a")]
                state.favorites.append(Gadget(2, "b"))
                state.favorites[0].name = "z"
            }, to: &scheme)
        #expect(update == .batches([ListUpdate.Batch(insertedRows: [at(4, 1), at(4, 2)])]))
    }

    @Test func aReorderedArrayMovesItsRowsAndAnEditedElementIsReloaded() throws {
        var state = SettingsTable.TableState()
        state.hidesGadgets = true
        state.favorites = [Gadget(1, "a"), Gadget(2, "b"), Gadget(3, "c")]
        var scheme = TableScheme<SettingsTable>(state: state)
        let moved = try applied({ $0.favorites = [Gadget(3, "c"), Gadget(1, "a"), Gadget(2, "b")] }, to: &scheme)
        #expect(onlyBatch(moved)?.movedRows.map(\.from) == [at(3, 3)])
        #expect(onlyBatch(moved)?.insertedRows == [])
        let edited = try applied({ $0.favorites[1].name = "z" }, to: &scheme)
        #expect(edited == .batches([ListUpdate.Batch(reloadedRows: [at(3, 2)])]))
    }

    @Test func aChangeThatShowsNothingNewIsAnEmptyUpdate() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        let unchosen = try applied({ _ = $0.theme.choose(index: 0) }, to: &scheme)
        #expect(unchosen.isEmpty)
        let toggledTwice = try applied(
            {
                $0.hidesGadgets.toggle()
                $0.hidesGadgets.toggle()
            }, to: &scheme)
        #expect(toggledTwice.isEmpty)
    }

    @Test func pastTheThresholdTheUpdateIsAReload() throws {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState(), reloadThreshold: .changedCount(2))
        let reloaded = try applied({ $0.favorites = (0..<5).map { Gadget($0, "a") } }, to: &scheme)
        #expect(reloaded == .reloadData)
        let removed = try applied({ $0.favorites.removeLast() }, to: &scheme)
        #expect(removed == .batches([ListUpdate.Batch(deletedRows: [at(4, 5)])]))
    }

    struct Refusal: Error {}

    @Test func aThrowingChangeChangesNothing() {
        var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
        #expect(throws: Refusal.self) {
            _ = try scheme.update { (state: inout SettingsTable.TableState) throws(Refusal) in
                state.hidesBluetooth = true
                throw Refusal()
            }
        }
        #expect(scheme.state == SettingsTable.TableState())
        #expect(scheme.indexPath(of: .bluetooth) == at(0, 1))
    }
}
