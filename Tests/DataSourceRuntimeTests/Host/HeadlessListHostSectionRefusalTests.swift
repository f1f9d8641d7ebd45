import DataSourceRuntimeTesting
import Testing

@testable import DataSourceRuntime

/// Every kind of invalid section operation, refused with UIKit's exception text.
@Suite struct HeadlessListHostSectionRefusalTests {
    let two = [["A"], ["B"]]

    @Test func sectionCountMustAddUp() {
        expectRefusal(
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
            from: two, to: [["A"], ["B"], ["C"]], ListUpdate.Batch())
    }

    @Test func sectionCountTextCountsReloadsAsInsertAndDelete() {
        expectRefusal(
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted).",
            from: two, to: [["A"], ["B"], ["C"]], ListUpdate.Batch(reloadedSections: [0]))
    }

    @Test func deletedSectionMustExistBefore() {
        expectRefusal(
            "attempt to delete section 2, but there are only 2 sections before the update",
            from: two, to: [["A"]], ListUpdate.Batch(deletedSections: [2]))
    }

    @Test func reloadedSectionMustExistBefore() {
        expectRefusal(
            "attempt to reload section 5, but there are only 2 sections before the update",
            from: two, to: two, ListUpdate.Batch(reloadedSections: [5]))
    }

    @Test func insertedSectionMustExistAfter() {
        expectRefusal(
            "attempt to insert section 2 but there are only 2 sections after the update",
            from: [["A"]], to: two, ListUpdate.Batch(insertedSections: [2]))
    }

    @Test func movedSectionMustExistBefore() {
        expectRefusal(
            "attempt to move section 3, but there are only 2 sections before the update",
            from: two, to: two, ListUpdate.Batch(movedSections: [move(3, 0)]))
    }

    @Test func moveDestinationMustExistAfter() {
        expectRefusal(
            "attempt to move section 0 to section 2, but there are only 2 sections after the update",
            from: two, to: two, ListUpdate.Batch(movedSections: [move(0, 2)]))
    }

    @Test func reloadedSectionMustLandInsideTheNewSections() {
        expectRefusal(
            "attempt to reload section 2, which is performed as an insert of section 2, but there are only 2 sections after the update",
            from: [["A"], ["B"], ["C"]], to: two, ListUpdate.Batch(reloadedSections: [2]))
    }

    @Test func sectionCannotBeDeletedAndReloaded() {
        expectRefusal(
            "attempt to delete and reload the same section (1)",
            from: two, to: [["A"]], ListUpdate.Batch(deletedSections: [1], reloadedSections: [1]))
    }

    @Test func sectionCannotBeDeletedAndMoved() {
        expectRefusal(
            "attempt to perform a delete and a move from the same section (0)",
            from: two, to: [["B"]], ListUpdate.Batch(deletedSections: [0], movedSections: [move(0, 0)]))
    }

    @Test func sectionCannotBeReloadedAndMoved() {
        expectRefusal(
            "attempt to perform a reload and a move from the same section (0)",
            from: two, to: [["B"], ["A"]], ListUpdate.Batch(movedSections: [move(0, 1)], reloadedSections: [0]))
    }

    @Test func sectionCannotBeInsertedAndMovedTo() {
        expectRefusal(
            "attempt to perform an insert and a move to the same section (1)",
            from: two, to: [["B"], ["N"], ["A"]], ListUpdate.Batch(insertedSections: [1], movedSections: [move(0, 1)]))
    }

    @Test func reloadedSectionCannotLandOnAMoveDestination() {
        // The reload of section 0 is inserted at 0 (moves are ignored), where section 1 moves.
        expectRefusal(
            "attempt to perform a reload and a move to the same section (0): the reload of section 0 is performed as a delete and an insert of section 0",
            from: two, to: [["B"], ["A2"]], ListUpdate.Batch(movedSections: [move(1, 0)], reloadedSections: [0]))
    }

    @Test func sectionCannotMoveToTwoPlaces() {
        expectRefusal(
            "attempt to move section 0 to both section 0 and section 1",
            from: two, to: two, ListUpdate.Batch(movedSections: [move(0, 1), move(0, 0)]))
    }

    @Test func twoSectionsCannotMoveToOnePlace() {
        expectRefusal(
            "attempt to move both section 0 and section 1 to section 1",
            from: two, to: two, ListUpdate.Batch(movedSections: [move(1, 1), move(0, 1)]))
    }

    @Test func sameSectionMoveTwiceIsRefused() {
        expectRefusal(
            "attempt to move section 0 to section 1 twice in the same update",
            from: two, to: [["B"], ["A"]], ListUpdate.Batch(movedSections: [move(0, 1), move(0, 1)]))
    }

    @Test func sameSectionOperationTwiceIsRefused() {
        expectRefusal(
            "attempt to delete section 1 twice in the same update",
            from: two, to: [["A"]], ListUpdate.Batch(deletedSections: [1, 1]))
        expectRefusal(
            "attempt to insert section 0 twice in the same update",
            from: two, to: [["N"], ["A"], ["B"]], ListUpdate.Batch(insertedSections: [0, 0]))
        expectRefusal(
            "attempt to reload section 0 twice in the same update",
            from: two, to: two, ListUpdate.Batch(reloadedSections: [0, 1, 0]))
    }

    @Test func insertedSectionMustNotReportNegativeRows() {
        struct Broken: ListHostDataSource {
            func numberOfSections() -> Int { 2 }
            func numberOfRows(inSection section: Int) -> Int { section == 0 ? 1 : -1 }
            func cell(at indexPath: ListIndexPath) -> String { "A" }
        }
        var host = loadedHost([["A"]])
        #expect(
            throws: ListHostInconsistency(
                message:
                    "Invalid update: invalid number of rows in section 1. The data source reports -1 rows for a section inserted by the update."
            )
        ) {
            try host.performBatchUpdates(ListUpdate.Batch(insertedSections: [1]), dataSource: Broken())
        }
        #expect(host.sections == [["A"]])
    }
}
