import Testing

@testable import DataSourceRuntime

/// Repeated identifiers under both policies.
@Suite struct DuplicateDiffTests {
    private func path(_ row: Int, _ section: Int = 0) -> ListIndexPath { ListIndexPath(row: row, section: section) }

    @Test func keepFirstDropsLaterRepeatsAndReportsThem() throws {
        let diff = try ListDiffer(from: rows(1, 2, 3), to: rows(1, 2, 2, 4), stagedFor: .tableView)
        #expect(diff.droppedDuplicates == ListDiffer.DroppedDuplicates(newItems: [path(2)]))
        // Against [1, 2, 4]: 3 goes, 4 comes.
        #expect(diff.update == .batches([ListUpdate.Batch(deletedRows: [path(2)], insertedRows: [path(2)])]))
    }

    @Test func repeatInsideTheUnchangedPrefixShiftsTheRows() throws {
        // The repeated 1 at position 2 sits in the common prefix of both lists; both drop it, so the
        // changed row is row 2 of what is shown, not row 3.
        let diff = try ListDiffer(from: rows(1, 2, 1, 3), to: rows(1, 2, 1, 4), stagedFor: .tableView)
        #expect(diff.droppedDuplicates == ListDiffer.DroppedDuplicates(oldItems: [path(2)], newItems: [path(2)]))
        #expect(diff.update == .batches([ListUpdate.Batch(deletedRows: [path(2)], insertedRows: [path(2)])]))
    }

    @Test func repeatOfAChangedRowInTheUnchangedSuffixIsDropped() throws {
        // In the new list the 1 of the common suffix repeats the 1 moved to the front.
        let diff = try ListDiffer(from: rows(5, 1, 2), to: rows(1, 1, 2), stagedFor: .tableView)
        #expect(diff.droppedDuplicates == ListDiffer.DroppedDuplicates(newItems: [path(1)]))
        #expect(diff.update == .batches([ListUpdate.Batch(deletedRows: [path(0)])]))
    }

    @Test func identicalListsAreNotSearchedForRepeats() throws {
        let list = rows(1, 1)
        let diff = try ListDiffer(from: list, to: list, duplicates: .reject, stagedFor: .tableView)
        #expect(diff.update.isEmpty)
        #expect(diff.droppedDuplicates.isEmpty)
    }

    @Test func rejectNamesTheListAndBothPositions() {
        #expect(
            throws: DuplicateIdentifierPolicy.Rejection(
                identifier: "2", firstPosition: 1, duplicatePosition: 3, isInOldList: false,
                firstIndexPath: path(1), duplicateIndexPath: path(3))
        ) {
            try ListDiffer(from: rows(1, 2), to: rows(1, 2, 3, 2), duplicates: .reject, stagedFor: .tableView)
        }
        #expect(throws: DuplicateIdentifierPolicy.Rejection.self) {
            try ListDiffer(from: rows(7, 7), to: rows(1), duplicates: .reject, stagedFor: .tableView)
        }
    }

    @Test func rejectReportsRepeatedItemsAcrossSectionsByIndexPath() {
        let error = #expect(throws: DuplicateIdentifierPolicy.Rejection.self) {
            try ListDiffer(
                fromSections: [section(1, rows(1))],
                toSections: [section(1, rows(1, 2)), section(2, rows(3, 2))],
                duplicates: .reject, stagedFor: .tableView)
        }
        #expect(error?.isInOldList == false)
        #expect(error?.identifier == "2" && error?.firstPosition == 1 && error?.duplicatePosition == 3)
        #expect(error?.firstIndexPath == path(1, 0))
        #expect(error?.duplicateIndexPath == path(1, 1))
        #expect(error?.isSectionDuplicate == false)
    }

    @Test func rejectReportsRepeatedSections() {
        let error = #expect(throws: DuplicateIdentifierPolicy.Rejection.self) {
            try ListDiffer(
                fromSections: [section(1, rows(1)), section(2, []), section(1, [])],
                toSections: [section(1, rows(1))], duplicates: .reject, stagedFor: .tableView)
        }
        #expect(error?.isInOldList == true)
        #expect(error?.identifier == "1" && error?.firstPosition == 0 && error?.duplicatePosition == 2)
        #expect(error?.isSectionDuplicate == true)
        #expect(error?.description == "old list: duplicate section identifier 1 at section 2 (first at section 0)")
    }

    @Test func keepFirstDropsRepeatedSectionsWithTheirItems() throws {
        let old = [section(1, rows(1))]
        let new = [section(1, rows(1)), section(2, rows(2, 1)), section(1, rows(3))]
        let diff = try ListDiffer(fromSections: old, toSections: new, stagedFor: .tableView)
        // Section 1 again at 2 goes with its row 3; row 1 of section 2 repeats item 1.
        #expect(diff.droppedDuplicates == ListDiffer.DroppedDuplicates(newSections: [2], newItems: [path(1, 1)]))
        #expect(diff.update == .batches([ListUpdate.Batch(insertedSections: [1])]))
        let shown = try applying(
            diff, to: old.map(ViewSection.init),
            dataSource: [
                ViewSection(section(1, rows(1))), ViewSection(section(2, rows(2))),
            ])
        #expect(shown == [ViewSection(section(1, rows(1))), ViewSection(section(2, rows(2)))])
    }

    @Test func droppedDuplicatesAreReportedWithAFullReload() throws {
        let diff = try ListDiffer(
            from: rows(1), to: rows(2, 2), reloadThreshold: .changedCount(0), stagedFor: .tableView)
        #expect(diff.update == .reloadData)
        #expect(diff.droppedDuplicates == ListDiffer.DroppedDuplicates(newItems: [path(1)]))
    }
}
