import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Valid section operations and mixtures: the layout after each is worked out by hand.
@Suite struct HeadlessListHostSectionUpdateTests {
    @Test func insertsASectionAndFetchesItsRowsAndTitle() {
        let host = applied(
            ListUpdate.Batch(insertedSections: [1]), from: [["A"], ["B"]], to: [["A"], ["X", "Y"], ["B"]],
            oldTitles: ["a", "b"], newTitles: ["a", "new", "b"])
        #expect(host.sections == [["A"], ["X", "Y"], ["B"]])
        #expect(host.headerTitles == ["a", "new", "b"])
        #expect(host.lastCellRequests == [at(1, 0), at(1, 1)])
    }

    @Test func deletesASection() {
        let host = applied(
            ListUpdate.Batch(deletedSections: [1]), from: [["A"], ["B"], ["C"]], to: [["A"], ["C"]],
            oldTitles: ["a", "b", "c"], newTitles: ["a", "c"])
        #expect(host.sections == [["A"], ["C"]])
        #expect(host.headerTitles == ["a", "c"])
        #expect(host.lastCellRequests.isEmpty)
    }

    @Test func movesASectionWithItsRowsAndTitle() {
        let host = applied(
            ListUpdate.Batch(movedSections: [move(2, 0)]), from: [["A"], ["B"], ["C", "D"]],
            to: [["C", "D"], ["A"], ["B"]],
            oldTitles: ["a", "b", "c"], newTitles: ["c", "a", "b"])
        #expect(host.sections == [["C", "D"], ["A"], ["B"]])
        #expect(host.headerTitles == ["c", "a", "b"])
        #expect(host.lastCellRequests.isEmpty)
    }

    @Test func reloadsASectionInFull() {
        let host = applied(
            ListUpdate.Batch(reloadedSections: [1]), from: [["A"], ["B", "C"]], to: [["A"], ["Z"]],
            oldTitles: ["a", "b"], newTitles: ["a2", "z"])
        #expect(host.sections == [["A"], ["Z"]])
        // Section 0 was not reloaded, so its (changed) title is not asked again.
        #expect(host.headerTitles == ["a", "z"])
        #expect(host.lastCellRequests == [at(1, 0)])
    }

    @Test func reloadedSectionLandsPastDeletesAndInserts() {
        let host = applied(
            ListUpdate.Batch(deletedSections: [0], insertedSections: [0, 1], reloadedSections: [1]),
            from: [["A"], ["B"]], to: [["N"], ["M"], ["B2"]])
        #expect(host.sections == [["N"], ["M"], ["B2"]])
        #expect(host.lastCellRequests == [at(0, 0), at(1, 0), at(2, 0)])
    }

    @Test func rowMovesInsideAMovedSectionUseOldAndNewCoordinates() {
        // Section 1 moves to 0 and, within it, C moves to the top: not a move in or out.
        let host = applied(
            ListUpdate.Batch(movedSections: [move(1, 0)], movedRows: [move(at(1, 1), at(0, 0))]),
            from: [["A"], ["B", "C"]], to: [["C", "B"], ["A"]])
        #expect(host.sections == [["C", "B"], ["A"]])
        #expect(host.lastCellRequests.isEmpty)
    }

    @Test func rowMovesBetweenSectionsThatAlsoMove() {
        // The sections swap; A leaves old section 0 (now 1) for old section 1 (now 0).
        let host = applied(
            ListUpdate.Batch(movedSections: [move(0, 1)], movedRows: [move(at(0, 0), at(0, 1))]),
            from: [["A", "B"], ["C"]], to: [["C", "A"], ["B"]])
        #expect(host.sections == [["C", "A"], ["B"]])
    }

    @Test func mixtureOfSectionAndRowOperations() {
        // Old: [A B C] [D E] [F]. Delete section 1, insert section 0, reload B, move C into
        // old section 2 (now 2) at the top, insert G at its end.
        // New: [N] [A B2] [C F G]. B's reload lands in section 0 + 1 inserted = 1, at row 1.
        let host = applied(
            ListUpdate.Batch(
                deletedSections: [1], insertedSections: [0],
                insertedRows: [at(2, 2)], movedRows: [move(at(0, 2), at(2, 0))], reloadedRows: [at(0, 1)]),
            from: [["A", "B", "C"], ["D", "E"], ["F"]], to: [["N"], ["A", "B2"], ["C", "F", "G"]],
            oldTitles: ["x", "y", "z"], newTitles: ["n", "x", "z"])
        #expect(host.sections == [["N"], ["A", "B2"], ["C", "F", "G"]])
        #expect(host.headerTitles == ["n", "x", "z"])
        #expect(host.lastCellRequests == [at(0, 0), at(1, 1), at(2, 2)])
    }

    @Test func everyKindAtOnce() {
        // Old: [A B] [C] [D E] [F]. Delete section 3 (F), move section 2 to 0, reload section 1,
        // insert section 3, delete A, insert X into old section 0 (now 2), move E to old section 0.
        // Sections after: [old 2] [old 1 reloaded] [old 0] [new]; rows: [D] [C2] [B X E] [Q].
        let host = applied(
            ListUpdate.Batch(
                deletedSections: [3], insertedSections: [3], movedSections: [move(2, 0)], reloadedSections: [1],
                deletedRows: [at(0, 0)], insertedRows: [at(2, 1)], movedRows: [move(at(2, 1), at(2, 2))]),
            from: [["A", "B"], ["C"], ["D", "E"], ["F"]], to: [["D"], ["C2"], ["B", "X", "E"], ["Q"]])
        #expect(host.sections == [["D"], ["C2"], ["B", "X", "E"], ["Q"]])
        #expect(host.lastCellRequests == [at(1, 0), at(2, 1), at(3, 0)])
    }
}
