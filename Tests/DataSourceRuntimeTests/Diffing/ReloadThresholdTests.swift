import DataSourceRuntime
import Testing

/// The "too many changes: reload everything" threshold.
@Suite struct ReloadThresholdTests {
    @Test func fractionOfTheLargerList() throws {
        // Replacing all four rows is 8 changes (4 deleted, 4 inserted): more than half of 4.
        let replaced = try ListDiffer(
            from: rows(1, 2, 3, 4), to: rows(5, 6, 7, 8), reloadThreshold: .changedFraction(0.5), stagedFor: .tableView)
        #expect(replaced.update == .reloadData)
        #expect(replaced.changeCount == 8)
        // One replaced row is 2 changes: exactly half, not more.
        let one = try ListDiffer(
            from: rows(1, 2, 3, 4), to: rows(1, 2, 3, 5), reloadThreshold: .changedFraction(0.5), stagedFor: .tableView)
        #expect(
            one.update
                == .batches([
                    ListUpdate.Batch(
                        deletedRows: [ListIndexPath(row: 3, section: 0)],
                        insertedRows: [ListIndexPath(row: 3, section: 0)])
                ]))
    }

    @Test func count() throws {
        #expect(
            try ListDiffer(from: rows(1, 2), to: rows(2, 1), reloadThreshold: .changedCount(0), stagedFor: .tableView)
                .update == .reloadData)
        #expect(
            try ListDiffer(from: rows(1, 2), to: rows(2, 1), reloadThreshold: .changedCount(1), stagedFor: .tableView)
                .update != .reloadData)
    }

    @Test func neverAndNoChanges() throws {
        #expect(
            try ListDiffer(from: rows(1), to: rows(2), reloadThreshold: .never, stagedFor: .tableView).update
                != .reloadData)
        #expect(
            try ListDiffer(from: rows(1), to: rows(1), reloadThreshold: .changedCount(0), stagedFor: .tableView).update
                .isEmpty)
        #expect(
            try ListDiffer(from: [Row](), to: [], reloadThreshold: .changedFraction(0), stagedFor: .tableView).update
                .isEmpty)
    }

    @Test func sectionsCountTowardsTheThreshold() throws {
        // A moved section: 1 change among 2 sections + 2 items.
        let old = [section(1, rows(1)), section(2, rows(2))]
        let new = [section(2, rows(2)), section(1, rows(1))]
        let diff = try ListDiffer(
            fromSections: old, toSections: new, reloadThreshold: .changedFraction(0.2), stagedFor: .tableView)
        #expect(diff.changeCount == 1)
        #expect(diff.update == .reloadData)
        #expect(
            try ListDiffer(
                fromSections: old, toSections: new, reloadThreshold: .changedFraction(0.25), stagedFor: .tableView
            ).update
                == .batches([ListUpdate.Batch(movedSections: [.init(from: 1, to: 0)])]))
        // Deleting a section of two items counts the section and both items.
        let deleted = try ListDiffer(fromSections: [section(1, rows(1, 2))], toSections: [], stagedFor: .tableView)
        #expect(deleted.changeCount == 3)
    }
}
