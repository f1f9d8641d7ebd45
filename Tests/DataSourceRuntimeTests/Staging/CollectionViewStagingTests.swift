import DataSourceRuntime
import Testing

/// Hand-checked diffs staged for a collection view: each is the table-view staging of the same
/// lists restaged so that the collection-view host accepts every batch.
@Suite struct CollectionViewStagingTests {
    private func path(_ row: Int, _ section: Int) -> ListIndexPath { ListIndexPath(row: row, section: section) }

    /// The collection-view batches from `old` to `new`, after checking that the collection-view
    /// host applies them and ends up showing `new`, and that the table-view staging differs (so
    /// the example exercises the restaging).
    private func batches(_ old: [TestSection], _ new: [TestSection]) throws -> [ListUpdate.Batch] {
        let staged = try ListDiffer(fromSections: old, toSections: new, stagedFor: .collectionView)
        let table = try ListDiffer(fromSections: old, toSections: new, stagedFor: .tableView)
        #expect(staged.update != table.update, "the table-view staging is already fine for a collection view")
        #expect(staged.changeCount == table.changeCount)
        let host = try StagingHost.showing(
            staged, from: old.map(ViewSection.init), to: new.map(ViewSection.init), rules: .collectionView)
        #expect(host.sections == new.map(\.items))
        guard case .batches(let batches) = staged.update else {
            Issue.record("expected batches, got \(staged.update)")
            return []
        }
        return batches
    }

    @Test func aMovedSectionWithARowInsertedIsReplaced() throws {
        #expect(
            try batches(
                [section(1, rows(1, 2)), section(2, rows(3)), section(3, rows(4))],
                [section(3, rows(4, 5)), section(1, rows(1, 2)), section(2, rows(3))]
            ) == [ListUpdate.Batch(deletedSections: [2], insertedSections: [0])])
    }

    @Test func aRowLeavingAReplacedSectionIsInsertedWhereItGoes() throws {
        #expect(
            try batches(
                [section(1, rows(1, 2)), section(2, rows(3)), section(3, rows(4, 5))],
                [section(3, rows(4)), section(1, rows(1, 2, 5)), section(2, rows(3))]
            ) == [ListUpdate.Batch(deletedSections: [2], insertedSections: [0], insertedRows: [path(2, 1)])])
    }

    @Test func aRowEnteringAReplacedSectionIsDeletedWhereItWas() throws {
        #expect(
            try batches(
                [section(1, rows(1, 2)), section(2, rows(3)), section(3, rows(4))],
                [section(3, rows(2, 4)), section(1, rows(1)), section(2, rows(3))]
            ) == [ListUpdate.Batch(deletedSections: [2], insertedSections: [0], deletedRows: [path(1, 0)])])
    }

    @Test func rowsMovingInsideAMovedSectionReplaceIt() throws {
        #expect(
            try batches(
                [section(1, rows(1)), section(2, rows(2, 3))],
                [section(2, rows(3, 2)), section(1, rows(1))]
            ) == [ListUpdate.Batch(deletedSections: [1], insertedSections: [0])])
    }

    @Test func reloadsBesideRowMovesWaitForTheirOwnBatch() throws {
        // Row 3 changes in place while 1 and 2 swap: the table view reloads it beside the move.
        #expect(
            try batches(
                [section(1, [Row(1), Row(2), Row(3)])],
                [section(1, [Row(2), Row(1), Row(3, 7)])]
            ) == [
                ListUpdate.Batch(movedRows: [.init(from: path(1, 0), to: path(0, 0))]),
                ListUpdate.Batch(reloadedRows: [path(2, 0)]),
            ])
    }

    @Test func sectionReloadsBesideSectionMovesWaitAtTheirNewIndex() throws {
        // Section 4 is deleted in front of section 1, which changes in place: index 1 → 0.
        #expect(
            try batches(
                [section(4, rows(9)), section(1, rows(1), title: "x"), section(2, rows(2)), section(3, rows(3))],
                [section(1, rows(1), title: "y"), section(3, rows(3)), section(2, rows(2))]
            ) == [
                ListUpdate.Batch(deletedSections: [0], movedSections: [.init(from: 3, to: 1)]),
                ListUpdate.Batch(reloadedSections: [0]),
            ])
    }

    @Test func theDefaultStagingIsTheOneBothViewsAccept() throws {
        let old = [Row(1), Row(2), Row(3), Row(4)]
        let new = [Row(2), Row(1), Row(3, 1), Row(5)]
        #expect(try ListDiffer(from: old, to: new) == ListDiffer(from: old, to: new, stagedFor: .collectionView))
        let oldSections = [section(1, rows(1, 2)), section(2, rows(3))]
        let newSections = [section(2, rows(3, 4)), section(1, rows(2, 1))]
        #expect(
            try ListDiffer(fromSections: oldSections, toSections: newSections)
                == ListDiffer(fromSections: oldSections, toSections: newSections, stagedFor: .collectionView))
    }

    @Test func flatReloadsBesideMovesWaitForTheirOwnBatch() throws {
        let old = [Row(1), Row(2), Row(3), Row(4)]
        let new = [Row(2), Row(1), Row(3, 1), Row(5)]
        let table = try ListDiffer(from: old, to: new, stagedFor: .tableView)
        let staged = try ListDiffer(from: old, to: new, stagedFor: .collectionView)
        #expect(
            table.update
                == .batches([
                    ListUpdate.Batch(
                        deletedRows: [path(3, 0)], insertedRows: [path(3, 0)],
                        movedRows: [.init(from: path(1, 0), to: path(0, 0))],
                        reloadedRows: [path(2, 0)])
                ]))
        #expect(
            staged.update
                == .batches([
                    ListUpdate.Batch(
                        deletedRows: [path(3, 0)], insertedRows: [path(3, 0)],
                        movedRows: [.init(from: path(1, 0), to: path(0, 0))]),
                    ListUpdate.Batch(reloadedRows: [path(2, 0)]),
                ]))
    }

    @Test func withoutMovesBothStagingsAgree() throws {
        let old = [section(1, [Row(1), Row(2)], title: "x"), section(2, rows(3))]
        let new = [section(1, [Row(1, 5)], title: "y"), section(2, rows(3, 4))]
        #expect(
            try ListDiffer(fromSections: old, toSections: new, stagedFor: .collectionView)
                == ListDiffer(fromSections: old, toSections: new, stagedFor: .tableView))
    }
}
