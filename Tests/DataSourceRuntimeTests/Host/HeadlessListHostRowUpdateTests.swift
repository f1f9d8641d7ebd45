import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Valid row operations: the layout after each is worked out by hand from UIKit's rules.
@Suite struct HeadlessListHostRowUpdateTests {
    @Test func deletesRows() {
        let host = applied(
            ListUpdate.Batch(deletedRows: [at(0, 3), at(0, 1)]), from: [["A", "B", "C", "D"]], to: [["A", "C"]])
        #expect(host.sections == [["A", "C"]])
        #expect(host.lastCellRequests.isEmpty)
    }

    @Test func insertsRowsAndFetchesOnlyThem() {
        let host = applied(
            ListUpdate.Batch(insertedRows: [at(0, 3), at(0, 1)]), from: [["A", "C"]], to: [["A", "B", "C", "D"]])
        #expect(host.sections == [["A", "B", "C", "D"]])
        #expect(host.lastCellRequests == [at(0, 1), at(0, 3)])
    }

    @Test func movesWithinASection() {
        let host = applied(
            ListUpdate.Batch(movedRows: [move(at(0, 2), at(0, 0))]), from: [["A", "B", "C"]], to: [["C", "A", "B"]])
        #expect(host.sections == [["C", "A", "B"]])
        #expect(host.lastCellRequests.isEmpty)
    }

    @Test func movesAcrossSections() {
        let host = applied(
            ListUpdate.Batch(movedRows: [move(at(0, 0), at(1, 1))]), from: [["A", "B"], ["C"]],
            to: [["B"], ["C", "A"]])
        #expect(host.sections == [["B"], ["C", "A"]])
        #expect(host.lastCellRequests.isEmpty)
    }

    @Test func moveToTheSamePositionIsAllowed() {
        let host = applied(
            ListUpdate.Batch(movedRows: [move(at(0, 1), at(0, 1))]), from: [["A", "B"]], to: [["A", "B"]])
        #expect(host.sections == [["A", "B"]])
    }

    @Test func movedRowsKeepTheirOldCell() {
        // The data says C changed, but a move does not ask for the cell again (as in UIKit).
        let host = applied(
            ListUpdate.Batch(movedRows: [move(at(0, 2), at(0, 0))]), from: [["A", "B", "C"]], to: [["C2", "A", "B"]])
        #expect(host.sections == [["C", "A", "B"]])
    }

    @Test func unchangedRowsAreNotFetchedAgain() {
        // Only B is reloaded, so the changed A keeps showing its old cell.
        let host = applied(
            ListUpdate.Batch(reloadedRows: [at(0, 1)]), from: [["A", "B", "C"]], to: [["A2", "B2", "C"]])
        #expect(host.sections == [["A", "B2", "C"]])
        #expect(host.lastCellRequests == [at(0, 1)])
    }

    @Test func reloadFetchesAtThePositionAfterDeletesAndInserts() {
        // Delete B, insert X at the top, reload C: C's new position is 2 - 1 + 1 = 2.
        let host = applied(
            ListUpdate.Batch(deletedRows: [at(0, 1)], insertedRows: [at(0, 0)], reloadedRows: [at(0, 2)]),
            from: [["A", "B", "C", "D"]], to: [["X", "A", "C2", "D"]])
        #expect(host.sections == [["X", "A", "C2", "D"]])
        #expect(host.lastCellRequests == [at(0, 0), at(0, 2)])
    }

    @Test func reloadFollowsItsSectionPastSectionDeletesAndInserts() {
        let host = applied(
            ListUpdate.Batch(deletedSections: [0], insertedSections: [0, 1], reloadedRows: [at(1, 0)]),
            from: [["A"], ["B", "C"]], to: [["N"], ["M"], ["B2", "C"]])
        #expect(host.sections == [["N"], ["M"], ["B2", "C"]])
        #expect(host.lastCellRequests == [at(0, 0), at(1, 0), at(2, 0)])
    }

    @Test func reloadCombinedWithAMoveShowsWhatUIKitShows() {
        // UIKit puts the reload's insert at the old index shifted by deletes and inserts only,
        // ignoring the move: [1] is fetched (C) and the untouched C cell fills [0], so the screen
        // shows C twice and never B2. A differ must not combine reloads with moves like this.
        let host = applied(
            ListUpdate.Batch(movedRows: [move(at(0, 0), at(0, 2))], reloadedRows: [at(0, 1)]),
            from: [["A", "B", "C"]], to: [["B2", "C", "A"]])
        #expect(host.sections == [["C", "C", "A"]])
        #expect(host.lastCellRequests == [at(0, 1)])
    }

    @Test func mixedRowOperationsInOneSection() {
        // Delete B, move E to the top, insert Y: the untouched A, C and D keep their order and
        // fill the positions the move and the insert leave free.
        let host = applied(
            ListUpdate.Batch(deletedRows: [at(0, 1)], insertedRows: [at(0, 3)], movedRows: [move(at(0, 4), at(0, 0))]),
            from: [["A", "B", "C", "D", "E"]], to: [["E", "A", "C", "Y", "D"]])
        #expect(host.sections == [["E", "A", "C", "Y", "D"]])
        #expect(host.lastCellRequests == [at(0, 3)])
    }

    @Test func rowOperationsInsideDeletedOrInsertedSectionsAreAbsorbed() {
        // UIKit drops a row delete inside a deleted section and a row insert inside an inserted one.
        let host = applied(
            ListUpdate.Batch(
                deletedSections: [1], insertedSections: [0],
                deletedRows: [at(1, 0)], insertedRows: [at(0, 1)]),
            from: [["A"], ["B"]], to: [["N", "M"], ["A"]])
        #expect(host.sections == [["N", "M"], ["A"]])
        #expect(host.lastCellRequests == [at(0, 0), at(0, 1)])
    }

    @Test func rowReloadInsideAReloadedSectionIsAbsorbed() {
        let host = applied(
            ListUpdate.Batch(reloadedSections: [0], reloadedRows: [at(0, 0)]), from: [["A", "B"]], to: [["X"]])
        #expect(host.sections == [["X"]])
        #expect(host.lastCellRequests == [at(0, 0)])
    }
}
