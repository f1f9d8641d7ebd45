import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Hand-checked sectioned diffs.
@Suite struct SectionedDiffTests {
    private func path(_ row: Int, _ section: Int) -> ListIndexPath { ListIndexPath(row: row, section: section) }

    private func batches(_ old: [TestSection], _ new: [TestSection]) throws -> [ListUpdate.Batch] {
        let diff = try ListDiffer(fromSections: old, toSections: new, stagedFor: .tableView)
        guard case .batches(let batches) = diff.update else {
            Issue.record("expected batches, got \(diff.update)")
            return []
        }
        let view = old.map(ViewSection.init)
        let dataSource = new.map(ViewSection.init)
        #expect(try applying(diff, to: view, dataSource: dataSource) == dataSource)
        return batches
    }

    @Test func identicalSectionsProduceNothing() throws {
        let list = [section(1, rows(1, 2)), section(2, rows(3))]
        #expect(try batches(list, list) == [])
    }

    @Test func itemMovesAcrossSections() throws {
        #expect(
            try batches([section(1, rows(1, 2)), section(2, rows(3))], [section(1, rows(1)), section(2, rows(2, 3))])
                == [ListUpdate.Batch(movedRows: [.init(from: path(1, 0), to: path(0, 1))])])
    }

    @Test func onlyTheSectionOutOfOrderMoves() throws {
        #expect(
            try batches(
                [section(1, rows(1)), section(2, rows(2)), section(3, rows(3))],
                [section(3, rows(3)), section(1, rows(1)), section(2, rows(2))]
            ) == [ListUpdate.Batch(movedSections: [.init(from: 2, to: 0)])])
    }

    @Test func rowsTravelWithTheirMovedSection() throws {
        // Section 2 moves to the front and one of its rows moves within it.
        #expect(
            try batches(
                [section(1, rows(1)), section(2, rows(2, 3))],
                [section(2, rows(3, 2)), section(1, rows(1))]
            ) == [
                ListUpdate.Batch(
                    movedSections: [.init(from: 1, to: 0)], movedRows: [.init(from: path(1, 1), to: path(0, 0))])
            ])
    }

    @Test func sectionsDeletedAndInserted() throws {
        #expect(
            try batches([section(1, rows(1, 2)), section(2, rows(3))], [section(2, rows(3)), section(3, rows(4))])
                == [ListUpdate.Batch(deletedSections: [0], insertedSections: [1])])
    }

    @Test func itemLeavingADeletedSectionIsInserted() throws {
        #expect(
            try batches([section(1, rows(1, 2)), section(2, rows(3))], [section(2, rows(3, 1))])
                == [ListUpdate.Batch(deletedSections: [0], insertedRows: [path(1, 0)])])
    }

    @Test func itemEnteringAnInsertedSectionIsDeleted() throws {
        #expect(
            try batches([section(1, rows(1, 2))], [section(1, rows(1)), section(2, rows(2))])
                == [ListUpdate.Batch(insertedSections: [1], deletedRows: [path(1, 0)])])
    }

    @Test func changedSectionUntouchedByRowsIsReloadedInTheFirstBatch() throws {
        #expect(
            try batches(
                [section(1, rows(1), title: "x"), section(2, rows(2))],
                [section(1, rows(1), title: "y"), section(2, rows(2, 3))]
            ) == [ListUpdate.Batch(reloadedSections: [0], insertedRows: [path(1, 1)])])
    }

    @Test func changedSectionWithRowChangesIsReloadedAfterwards() throws {
        // The section's rows change too; its reload covers the updated row 1.
        #expect(
            try batches(
                [section(1, [Row(1), Row(2)], title: "x")],
                [section(1, [Row(1, 9), Row(3)], title: "y")]
            ) == [
                ListUpdate.Batch(deletedRows: [path(1, 0)], insertedRows: [path(1, 0)]),
                ListUpdate.Batch(reloadedSections: [0]),
            ])
    }

    @Test func changedAndMovedSectionIsReloadedAtItsNewIndex() throws {
        #expect(
            try batches(
                [section(1, rows(1)), section(2, rows(2), title: "x")],
                [section(2, rows(2), title: "y"), section(1, rows(1))]
            ) == [ListUpdate.Batch(movedSections: [.init(from: 1, to: 0)]), ListUpdate.Batch(reloadedSections: [0])])
    }

    @Test func changedRowInAMovedSectionIsReloadedAtItsNewPath() throws {
        #expect(
            try batches(
                [section(1, rows(1)), section(2, [Row(2), Row(3)])],
                [section(2, [Row(2), Row(3, 4)]), section(1, rows(1))]
            ) == [
                ListUpdate.Batch(movedSections: [.init(from: 1, to: 0)]), ListUpdate.Batch(reloadedRows: [path(1, 0)]),
            ])
    }

    @Test func changedSectionShiftedByASectionMoveIsReloadedAfterwards() throws {
        // Section 1 does not move, but section 3 moving in front of it shifts it to index 1.
        #expect(
            try batches(
                [section(1, rows(1), title: "x"), section(2, rows(2)), section(3, rows(3))],
                [section(3, rows(3)), section(1, rows(1), title: "y"), section(2, rows(2))]
            ) == [ListUpdate.Batch(movedSections: [.init(from: 2, to: 0)]), ListUpdate.Batch(reloadedSections: [1])])
    }

    @Test func changedRowInPlaceIsReloadedAtItsOldPath() throws {
        #expect(
            try batches(
                [section(1, rows(5)), section(2, [Row(2), Row(3)])],
                [section(2, [Row(2), Row(3, 4)])]
            ) == [ListUpdate.Batch(deletedSections: [0], reloadedRows: [path(1, 1)])])
    }

    @Test func emptyAndFullLists() throws {
        let full = [section(1, rows(1)), section(2, [])]
        #expect(try batches([], full) == [ListUpdate.Batch(insertedSections: [0, 1])])
        #expect(try batches(full, []) == [ListUpdate.Batch(deletedSections: [0, 1])])
        #expect(
            try batches([section(1, [])], [section(1, rows(1, 2))]) == [
                ListUpdate.Batch(insertedRows: [path(0, 0), path(1, 0)])
            ])
    }

    @Test func closuresGiveIdentityAndContent() throws {
        // Sections are (name, words); items are identified by their first letter.
        typealias Group = (name: String, words: [String])
        let old: [Group] = [("fruit", ["apple", "banana"]), ("veg", ["carrot"])]
        let new: [Group] = [("veg", ["carrot", "beans"]), ("fruit", ["apple"])]
        let diff = try ListDiffer(
            fromSections: old, toSections: new, items: { $0.words },
            sectionID: { $0.name }, isSectionContentEqual: { _, _ in true },
            itemID: { $0.first }, isItemContentEqual: { $0 == $1 }, stagedFor: .tableView)
        #expect(
            diff.update
                == .batches([
                    ListUpdate.Batch(
                        movedSections: [.init(from: 1, to: 0)], movedRows: [.init(from: path(1, 0), to: path(1, 0))]),
                    ListUpdate.Batch(reloadedRows: [path(1, 0)]),
                ]))
    }
}
