import DataSourceRuntime
import Testing

/// Random sectioned and flat edits, diffed for both list views: each staging must pass its own
/// host and end up showing the new data, the collection-view staging must also pass the
/// table-view host, and the random edits must reach batches the collection-view host refuses
/// (otherwise these runs would prove nothing about the conservative staging).
@Suite struct StagingPropertyTests {
    /// What the runs saw, for the assertions that the refused combinations were reached.
    struct Tally {
        /// Table-view stagings the collection-view host refused.
        var refusedTableStagings = 0
        /// Pairs whose collection-view staging differs from the table-view one.
        var restaged = 0
    }

    /// Checks one pair under both rules and counts what it saw.
    private func check(
        table: ListDiffer, collection: ListDiffer, from old: [ViewSection], to new: [ViewSection],
        _ tally: inout Tally, _ context: Comment
    ) {
        #expect(collection.changeCount == table.changeCount, context)
        #expect(collection.droppedOldSections == table.droppedOldSections, context)
        #expect(collection.droppedNewSections == table.droppedNewSections, context)
        #expect(collection.droppedOldItems == table.droppedOldItems, context)
        #expect(collection.droppedNewItems == table.droppedNewItems, context)
        #expect(isStagedForUIKit(collection.update), context)
        for (diff, rules) in [
            (table, ListViewRules.tableView), (collection, .tableView), (collection, .collectionView),
        ] {
            do {
                let host = try StagingHost.showing(diff, from: old, to: new, rules: rules)
                #expect(host.sections == new.map(\.rows), context)
                #expect(host.headerTitles == new.map(\.header.title), context)
            } catch {
                Issue.record(Comment(rawValue: "\(rules) host refused \(diff.update): \(error); \(context.rawValue)"))
            }
        }
        if table.update != collection.update { tally.restaged += 1 }
        do {
            _ = try StagingHost.showing(table, from: old, to: new, rules: .collectionView)
            #expect(table.update == collection.update, "restaged although the table-view staging passes; \(context)")
        } catch {
            tally.refusedTableStagings += 1
        }
    }

    @Test func sectionedEditsPassUnderBothRules() throws {
        var random = RandomLists(seed: 0xC0_11EC)
        var tally = Tally()
        for index in 0..<DiffPropertyTests.pairs {
            let (old, new) = random.sectionedPair()
            let table = try ListDiffer(fromSections: old, toSections: new, stagedFor: .tableView)
            let collection = try ListDiffer(fromSections: old, toSections: new, stagedFor: .collectionView)
            let shownOld = keepFirst(old).kept.map(ViewSection.init)
            let shownNew = keepFirst(new).kept.map(ViewSection.init)
            check(
                table: table, collection: collection, from: shownOld, to: shownNew, &tally,
                Comment(rawValue: "pair \(index): \(shownOld) → \(shownNew), \(collection.update)"))
        }
        #expect(tally.refusedTableStagings > 100, "\(tally)")
        #expect(tally.restaged == tally.refusedTableStagings, "\(tally)")
    }

    @Test func flatEditsPassUnderBothRules() throws {
        var random = RandomLists(seed: 0xF1A7_C011)
        var tally = Tally()
        for index in 0..<DiffPropertyTests.pairs {
            let (old, new) = random.flatPair()
            let table = try ListDiffer(from: old, to: new, stagedFor: .tableView)
            let collection = try ListDiffer(from: old, to: new, stagedFor: .collectionView)
            let shownOld = flatView(keepFirst(old, id: \.id).kept)
            let shownNew = flatView(keepFirst(new, id: \.id).kept)
            check(
                table: table, collection: collection, from: shownOld, to: shownNew, &tally,
                Comment(rawValue: "pair \(index): \(old) → \(new), \(collection.update)"))
        }
        #expect(tally.refusedTableStagings > 100, "\(tally)")
        #expect(tally.restaged == tally.refusedTableStagings, "\(tally)")
    }

    @Test func thresholdsAgreeUnderBothRules() throws {
        var random = RandomLists(seed: 0x7E5_C011)
        for _ in 0..<1_000 {
            let (old, new) = random.sectionedPair()
            let limit = ReloadThreshold.changedCount(random.below(6))
            let table = try ListDiffer(
                fromSections: old, toSections: new, reloadThreshold: limit, stagedFor: .tableView)
            let collection = try ListDiffer(
                fromSections: old, toSections: new, reloadThreshold: limit, stagedFor: .collectionView)
            #expect((table.update == .reloadData) == (collection.update == .reloadData))
        }
    }

    /// At most two batches, none empty; a second one only reloads.
    private func isStagedForUIKit(_ update: ListUpdate) -> Bool {
        guard case .batches(let batches) = update else { return true }
        guard batches.count <= 2, !batches.contains(where: \.isEmpty) else { return false }
        guard batches.count == 2 else { return true }
        return batches[1]
            == ListUpdate.Batch(reloadedSections: batches[1].reloadedSections, reloadedRows: batches[1].reloadedRows)
    }
}
