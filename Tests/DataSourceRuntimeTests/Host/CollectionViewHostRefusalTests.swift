import DataSourceRuntimeTesting
import Testing

@testable import DataSourceRuntime

/// What a host in collection-view mode refuses beyond UIKit's documented rules: each batch here
/// is valid for a table view (the table-view host applies it and ends up showing the new data),
/// and the collection-view host refuses it with the message naming the combination.
@Suite struct CollectionViewHostRefusalTests {
    /// Sections A, B, C of two rows each.
    let three = [["a1", "a2"], ["b1", "b2"], ["c1", "c2"]]

    /// Asserts that the table-view host applies `update` and the collection-view host refuses it
    /// with `message`, unchanged and without fetching a cell.
    private func expectCollectionViewRefusal(
        _ message: String, to new: [[String]], _ update: ListUpdate.Batch,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            applied(update, from: three, to: new, sourceLocation: sourceLocation).sections == new,
            sourceLocation: sourceLocation)
        var host = HeadlessListHost<String>(rules: .collectionView)
        host.reloadData(from: TestListData(three))
        let requests = host.cellRequestCount
        #expect(throws: ListHostInconsistency(message: message), sourceLocation: sourceLocation) {
            try host.performBatchUpdates(update, dataSource: TestListData(new))
        }
        #expect(host.sections == three, sourceLocation: sourceLocation)
        #expect(host.cellRequestCount == requests, sourceLocation: sourceLocation)
    }

    @Test func reloadingASectionBesideAMoveIsRefused() {
        expectCollectionViewRefusal(
            "attempt to reload section 0 in an update that also moves sections or items: UICollectionView mishandles reloads beside moves; reload in a batch of its own after the moves",
            to: [["A1", "A2"], ["c1", "c2"], ["b1", "b2"]],
            ListUpdate.Batch(movedSections: [move(2, 1)], reloadedSections: [0]))
    }

    @Test func reloadingARowBesideARowMoveIsRefused() {
        expectCollectionViewRefusal(
            "attempt to reload item at index path ([2, 0]) in an update that also moves sections or items: UICollectionView mishandles reloads beside moves; reload in a batch of its own after the moves",
            to: [["a2", "a1"], ["b1", "b2"], ["C1", "c2"]],
            ListUpdate.Batch(movedRows: [move(at(0, 1), at(0, 0))], reloadedRows: [at(2, 0)]))
    }

    @Test func deletingARowInsideAMovedSectionIsRefused() {
        expectCollectionViewRefusal(
            "attempt to delete item at index path ([2, 1]) from section 2, which the same update moves to section 0: UICollectionView mishandles item changes inside a moved section; delete and insert the section instead, or move it in a batch of its own",
            to: [["c1"], ["a1", "a2"], ["b1", "b2"]],
            ListUpdate.Batch(movedSections: [move(2, 0)], deletedRows: [at(2, 1)]))
    }

    @Test func insertingARowInsideAMovedSectionIsRefused() {
        expectCollectionViewRefusal(
            "attempt to insert item at index path ([0, 2]) into section 0, which the same update moves there from section 2: UICollectionView mishandles item changes inside a moved section; delete and insert the section instead, or move it in a batch of its own",
            to: [["c1", "c2", "c3"], ["a1", "a2"], ["b1", "b2"]],
            ListUpdate.Batch(movedSections: [move(2, 0)], insertedRows: [at(0, 2)]))
    }

    @Test func movingARowOutOfAMovedSectionIsRefused() {
        expectCollectionViewRefusal(
            "attempt to move item at index path ([2, 0]) out of section 2, which the same update moves to section 0: UICollectionView mishandles item changes inside a moved section; delete and insert the section instead, or move it in a batch of its own",
            to: [["c2"], ["a1", "a2", "c1"], ["b1", "b2"]],
            ListUpdate.Batch(movedSections: [move(2, 0)], movedRows: [move(at(2, 0), at(1, 2))]))
    }

    @Test func movingARowIntoAMovedSectionIsRefused() {
        expectCollectionViewRefusal(
            "attempt to move an item to index path ([0, 0]) in section 0, which the same update moves there from section 2: UICollectionView mishandles item changes inside a moved section; delete and insert the section instead, or move it in a batch of its own",
            to: [["b2", "c1", "c2"], ["a1", "a2"], ["b1"]],
            ListUpdate.Batch(movedSections: [move(2, 0)], movedRows: [move(at(1, 1), at(0, 0))]))
    }

    @Test func movesAndReloadsInSeparateBatchesPass() throws {
        var host = HeadlessListHost<String>(rules: .collectionView)
        host.reloadData(from: TestListData(three))
        let new = [["c1", "c2"], ["A1", "a2"], ["b2", "b1"]]
        try host.performBatchUpdates(
            ListUpdate.Batch(movedSections: [move(2, 0)], movedRows: [move(at(1, 1), at(2, 0))]),
            dataSource: TestListData(new))
        try host.performBatchUpdates(ListUpdate.Batch(reloadedRows: [at(1, 0)]), dataSource: TestListData(new))
        #expect(host.sections == new)
        #expect(host.rules == .collectionView)
    }

    @Test func uikitsOwnRulesComeFirst() {
        var host = HeadlessListHost<String>(rules: .collectionView)
        host.reloadData(from: TestListData(three))
        #expect(
            throws: ListHostInconsistency(message: "attempt to perform a reload and a move from the same section (0)")
        ) {
            try host.performBatchUpdates(
                ListUpdate.Batch(movedSections: [move(0, 1)], reloadedSections: [0]), dataSource: TestListData(three))
        }
    }
}
