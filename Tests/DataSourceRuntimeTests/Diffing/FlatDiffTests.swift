import DataSourceRuntime
import Testing

/// Hand-checked flat diffs: the expected batches are worked out by hand from UIKit's conventions.
@Suite struct FlatDiffTests {
    private func path(_ row: Int, _ section: Int = 0) -> ListIndexPath { ListIndexPath(row: row, section: section) }

    private func batches(_ old: [Row], _ new: [Row]) throws -> [ListUpdate.Batch] {
        let diff = try ListDiffer(from: old, to: new, stagedFor: .tableView)
        guard case .batches(let batches) = diff.update else {
            Issue.record("expected batches, got \(diff.update)")
            return []
        }
        #expect(try applying(diff, to: flatView(old), dataSource: flatView(new)) == flatView(new))
        return batches
    }

    @Test func identicalListsProduceNothing() throws {
        let list = rows(1, 2, 3)
        let diff = try ListDiffer(from: list, to: list, stagedFor: .tableView)
        #expect(diff.update.isEmpty)
        #expect(diff.changeCount == 0)
    }

    @Test func insertInTheMiddle() throws {
        #expect(try batches(rows(1, 2, 3), rows(1, 4, 2, 3)) == [ListUpdate.Batch(insertedRows: [path(1)])])
    }

    @Test func deleteInTheMiddle() throws {
        #expect(try batches(rows(1, 2, 3), rows(1, 3)) == [ListUpdate.Batch(deletedRows: [path(1)])])
    }

    @Test func shiftedRowsAreNotMoved() throws {
        // 3 and 4 shift up by one because 2 is deleted and shift back because 5 is inserted.
        #expect(
            try batches(rows(1, 2, 3, 4), rows(1, 3, 5, 4))
                == [ListUpdate.Batch(deletedRows: [path(1)], insertedRows: [path(2)])])
    }

    @Test func onlyTheRowOutOfOrderMoves() throws {
        #expect(
            try batches(rows(1, 2, 3, 4), rows(4, 1, 2, 3)) == [
                ListUpdate.Batch(movedRows: [.init(from: path(3), to: path(0))])
            ])
        #expect(
            try batches(rows(1, 2, 3, 4), rows(1, 3, 4, 2)) == [
                ListUpdate.Batch(movedRows: [.init(from: path(1), to: path(3))])
            ])
    }

    @Test func reversedListKeepsOneRow() throws {
        #expect(
            try batches(rows(1, 2, 3, 4), rows(4, 3, 2, 1)) == [
                ListUpdate.Batch(movedRows: [
                    .init(from: path(3), to: path(0)), .init(from: path(2), to: path(1)),
                    .init(from: path(1), to: path(2)),
                ])
            ])
    }

    @Test func updateInPlaceIsAReloadAtTheOldPath() throws {
        // Deleting row 0 shifts the updated row from 2 to 1; the reload names the old position.
        #expect(
            try batches([Row(1), Row(2), Row(3)], [Row(2), Row(3, 7)])
                == [ListUpdate.Batch(deletedRows: [path(0)], reloadedRows: [path(2)])])
    }

    @Test func updatedAndMovedRowIsReloadedAtItsNewPathInASecondBatch() throws {
        #expect(
            try batches([Row(1), Row(2), Row(3)], [Row(2, 5), Row(1), Row(3)]) == [
                ListUpdate.Batch(movedRows: [.init(from: path(1), to: path(0))]),
                ListUpdate.Batch(reloadedRows: [path(0)]),
            ])
    }

    @Test func emptyLists() throws {
        #expect(try batches([], []) == [])
        #expect(try batches([], rows(1, 2)) == [ListUpdate.Batch(insertedRows: [path(0), path(1)])])
        #expect(try batches(rows(1, 2), []) == [ListUpdate.Batch(deletedRows: [path(0), path(1)])])
    }

    @Test func everythingReplaced() throws {
        #expect(
            try batches(rows(1, 2), rows(3, 4))
                == [ListUpdate.Batch(deletedRows: [path(0), path(1)], insertedRows: [path(0), path(1)])])
    }

    @Test func pathsUseTheGivenSection() throws {
        let diff = try ListDiffer(from: rows(1, 2), to: rows(2, 3), inSection: 4, stagedFor: .tableView)
        #expect(diff.update == .batches([ListUpdate.Batch(deletedRows: [path(0, 4)], insertedRows: [path(1, 4)])]))
    }

    @Test func closuresGiveIdentityAndContent() throws {
        // Identity is the first letter, content the whole word.
        let diff = try ListDiffer(
            from: ["apple", "banana", "cherry"], to: ["cherry", "avocado", "banana"],
            id: { $0.first }, isContentEqual: { $0 == $1 }, stagedFor: .tableView)
        // "avocado" keeps its place among the others but the move shifts it to row 1, which UIKit
        // would not account for in the same batch: it is reloaded afterwards.
        #expect(
            diff.update
                == .batches([
                    ListUpdate.Batch(movedRows: [.init(from: path(2), to: path(0))]),
                    ListUpdate.Batch(reloadedRows: [path(1)]),
                ]))
        #expect(diff.changeCount == 2)
    }

    @Test func inPlaceReloadShiftedByAMoveWaitsForTheSecondBatch() throws {
        // 1 changes and stays before 2, but 3 moving to the front shifts it to row 1; UIKit would
        // reload old row 0 into new row 0, so the reload is staged after the move.
        #expect(
            try batches([Row(1), Row(2), Row(3)], [Row(3), Row(1, 5), Row(2)]) == [
                ListUpdate.Batch(movedRows: [.init(from: path(2), to: path(0))]),
                ListUpdate.Batch(reloadedRows: [path(1)]),
            ])
        // A move that does not cross it leaves the reload in the first batch.
        #expect(
            try batches([Row(1), Row(2), Row(3)], [Row(1, 5), Row(3), Row(2)]) == [
                ListUpdate.Batch(movedRows: [.init(from: path(2), to: path(1))], reloadedRows: [path(0)])
            ])
    }

    @Test func changeCountCountsEveryKindOfChange() throws {
        // delete 1, insert 9, move 4, update 2 in place.
        let diff = try ListDiffer(
            from: [Row(1), Row(2), Row(3), Row(4)], to: [Row(4), Row(2, 1), Row(3), Row(9)], stagedFor: .tableView)
        #expect(diff.changeCount == 4)
    }
}
