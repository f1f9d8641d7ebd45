import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Every kind of invalid row operation, refused with UIKit's exception text.
@Suite struct HeadlessListHostRowRefusalTests {
    let abc = [["A", "B", "C"]]

    @Test func rowCountMustAddUp() {
        expectRefusal(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
            from: abc, to: [["X", "A", "B", "C", "D"]], ListUpdate.Batch(insertedRows: [at(0, 0)]))
    }

    @Test func rowCountTextCountsMovesInAndOut() {
        // The data was not updated for the move, so section 0 is one row short of what it claims.
        expectRefusal(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).",
            from: [["A", "B"], ["C"]], to: [["A", "B"], ["C"]], ListUpdate.Batch(movedRows: [move(at(0, 0), at(1, 0))]))
    }

    @Test func reloadInAMovedSectionMiscountsAsInUIKit() {
        // Open Radar 27041784: UIKit inserts the reloaded row in section 1 (ignoring the section
        // move) but deletes it from old section 1, which is now section 0.
        expectRefusal(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
            from: [["A", "B"], ["C", "D", "E"]], to: [["C2", "D", "E"], ["A", "B"]],
            ListUpdate.Batch(movedSections: [move(1, 0)], reloadedRows: [at(1, 0)]))
    }

    @Test func deletedRowMustExistBefore() {
        expectRefusal(
            "attempt to delete row 0 from section 2, but there are only 1 sections before the update",
            from: abc, to: abc, ListUpdate.Batch(deletedRows: [at(2, 0)]))
        expectRefusal(
            "attempt to delete row 3 from section 0 which only contains 3 rows before the update",
            from: abc, to: [["A", "B"]], ListUpdate.Batch(deletedRows: [at(0, 3)]))
    }

    @Test func reloadedRowMustExistBefore() {
        expectRefusal(
            "attempt to reload row 0 from section 1, but there are only 1 sections before the update",
            from: abc, to: abc, ListUpdate.Batch(reloadedRows: [at(1, 0)]))
        expectRefusal(
            "attempt to reload row 4 from section 0 which only contains 3 rows before the update",
            from: abc, to: abc, ListUpdate.Batch(reloadedRows: [at(0, 4)]))
    }

    @Test func insertedRowMustExistAfter() {
        expectRefusal(
            "attempt to insert row 0 into section 1, but there are only 1 sections after the update",
            from: abc, to: abc, ListUpdate.Batch(insertedRows: [at(1, 0)]))
        expectRefusal(
            "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update",
            from: [["A", "B"]], to: abc, ListUpdate.Batch(insertedRows: [at(0, 3)]))
    }

    @Test func movedRowMustExistBeforeAndAfter() {
        expectRefusal(
            "attempt to move index path ([2, 0]) from a section that does not exist - there are only 1 sections before the update",
            from: abc, to: abc, ListUpdate.Batch(movedRows: [move(at(2, 0), at(0, 0))]))
        expectRefusal(
            "attempt to move index path ([0, 5]) that does not exist - there are only 3 rows in section 0 before the update",
            from: abc, to: abc, ListUpdate.Batch(movedRows: [move(at(0, 5), at(0, 0))]))
        expectRefusal(
            "attempt to move index path ([0, 0]) to index path ([1, 0]) in section that does not exist - there are only 1 sections after the update",
            from: abc, to: abc, ListUpdate.Batch(movedRows: [move(at(0, 0), at(1, 0))]))
        expectRefusal(
            "attempt to move index path ([0, 0]) to index path ([0, 3]) that does not exist - there are only 3 rows in section 0 after the update",
            from: abc, to: abc, ListUpdate.Batch(movedRows: [move(at(0, 0), at(0, 3))]))
    }

    @Test func reloadedRowMustLandInsideTheNewData() {
        expectRefusal(
            "attempt to reload index path ([1, 0]), which is performed as an insert at index path ([1, 0]), but there are only 1 sections after the update",
            from: [["A"], ["B"]], to: [["A"]], ListUpdate.Batch(reloadedRows: [at(1, 0)]))
        expectRefusal(
            "attempt to reload index path ([0, 2]), which is performed as an insert at index path ([0, 2]), but there are only 2 rows in section 0 after the update",
            from: abc, to: [["A", "B"]], ListUpdate.Batch(reloadedRows: [at(0, 2)]))
    }

    @Test func rowCannotBeDeletedAndReloaded() {
        expectRefusal(
            "attempt to delete and reload the same index path ([0, 1])",
            from: abc, to: [["A", "C"]], ListUpdate.Batch(deletedRows: [at(0, 1)], reloadedRows: [at(0, 1)]))
    }

    @Test func rowCannotBeDeletedAndMoved() {
        expectRefusal(
            "attempt to perform a delete and a move from the same index path ([0, 1])",
            from: abc, to: [["B", "A"]],
            ListUpdate.Batch(deletedRows: [at(0, 1)], movedRows: [move(at(0, 1), at(0, 0))]))
    }

    @Test func rowCannotBeReloadedAndMoved() {
        expectRefusal(
            "attempt to perform a reload and a move from the same index path ([0, 1])",
            from: abc, to: [["B", "A", "C"]],
            ListUpdate.Batch(movedRows: [move(at(0, 1), at(0, 0))], reloadedRows: [at(0, 1)]))
    }

    @Test func rowCannotBeInsertedAndMovedTo() {
        expectRefusal(
            "attempt to perform an insert and a move to the same index path ([0, 0])",
            from: abc, to: [["C", "X", "A", "B"]],
            ListUpdate.Batch(insertedRows: [at(0, 0)], movedRows: [move(at(0, 2), at(0, 0))]))
    }

    @Test func reloadedRowCannotLandOnAMoveDestination() {
        expectRefusal(
            "attempt to perform a reload and a move to the same index path ([0, 0]): the reload of index path ([0, 0]) is performed as a delete and an insert at index path ([0, 0])",
            from: abc, to: [["C", "A", "B"]],
            ListUpdate.Batch(movedRows: [move(at(0, 2), at(0, 0))], reloadedRows: [at(0, 0)]))
    }

    @Test func rowCannotMoveToTwoPlaces() {
        expectRefusal(
            "attempt to move row at index path [0, 0] to both [0, 1] and [0, 2]",
            from: abc, to: abc, ListUpdate.Batch(movedRows: [move(at(0, 0), at(0, 2)), move(at(0, 0), at(0, 1))]))
    }

    @Test func twoRowsCannotMoveToOnePlace() {
        expectRefusal(
            "attempt to move both row at index path [0, 0] and [0, 1] to [0, 2]",
            from: abc, to: abc, ListUpdate.Batch(movedRows: [move(at(0, 1), at(0, 2)), move(at(0, 0), at(0, 2))]))
    }

    @Test func sameRowMoveTwiceIsRefused() {
        expectRefusal(
            "attempt to move row at index path [0, 0] to [0, 2] twice in the same update",
            from: abc, to: [["B", "C", "A"]],
            ListUpdate.Batch(movedRows: [move(at(0, 0), at(0, 2)), move(at(0, 0), at(0, 2))]))
    }

    @Test func sameRowOperationTwiceIsRefused() {
        expectRefusal(
            "attempt to delete index path ([0, 1]) twice in the same update",
            from: abc, to: [["A", "C"]], ListUpdate.Batch(deletedRows: [at(0, 1), at(0, 1)]))
        expectRefusal(
            "attempt to insert index path ([0, 0]) twice in the same update",
            from: abc, to: [["X", "A", "B", "C"]], ListUpdate.Batch(insertedRows: [at(0, 0), at(0, 0)]))
        expectRefusal(
            "attempt to reload index path ([0, 2]) twice in the same update",
            from: abc, to: abc, ListUpdate.Batch(reloadedRows: [at(0, 2), at(0, 0), at(0, 2)]))
    }

    @Test func rowCannotMoveOutOfADeletedOrReloadedSection() {
        expectRefusal(
            "cannot move a row from a deleted section (0)",
            from: [["A"], ["B"]], to: [["B", "A"]],
            ListUpdate.Batch(deletedSections: [0], movedRows: [move(at(0, 0), at(0, 1))]))
        expectRefusal(
            "cannot move a row from a deleted section (0)",
            from: [["A"], ["B"]], to: [["X"], ["B", "A"]],
            ListUpdate.Batch(reloadedSections: [0], movedRows: [move(at(0, 0), at(1, 1))]))
    }

    @Test func rowCannotMoveIntoAnInsertedSection() {
        expectRefusal(
            "cannot move a row into a newly inserted section (1)",
            from: [["A", "B"]], to: [["A"], ["B"]],
            ListUpdate.Batch(insertedSections: [1], movedRows: [move(at(0, 1), at(1, 0))]))
    }

    @Test func rowCannotBeReloadedInADeletedSection() {
        expectRefusal(
            "attempt to reload index path ([0, 0]) in a section that is deleted by the same update",
            from: [["A"], ["B"]], to: [["B"]], ListUpdate.Batch(deletedSections: [0], reloadedRows: [at(0, 0)]))
    }
}
