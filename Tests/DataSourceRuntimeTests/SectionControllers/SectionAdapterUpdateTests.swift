import DataSourceRuntimeTesting
import Testing

@testable import DataSourceRuntime

/// `performUpdates` on the headless host: inserts, deletes, moves and changes, each checked
/// against what the cards say the host must show and against a fresh load of the adapter.
@Suite struct SectionAdapterUpdateTests {
    /// Every card shown by a plain ``RecordingController``.
    func plainAdapter() -> (CardAdapter, RecordingFactory) {
        let factory = RecordingFactory(keyed: { _ in false })
        return (factory.adapter(), factory)
    }

    func expectShows(
        _ cards: [Card], _ host: HeadlessListHost<CardCell>, _ adapter: CardAdapter,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = cards.map { expectedCells($0, keyed: false, reuseIdentifier: "plain") }
        #expect(host.sections == expected, sourceLocation: sourceLocation)
        #expect(freshCells(adapter) == expected, sourceLocation: sourceLocation)
    }

    @Test func theFirstUpdateInsertsEverySection() throws {
        let (adapter, _) = plainAdapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        let cards = [Card(1, "a", lines("x", "y")), Card(2, "b", lines("z"))]
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(insertedSections: [0, 1])]))
        #expect(report.droppedDuplicatePositions == [])
        expectShows(cards, host, adapter)
        #expect(host.lastCellRequests == [at(0, 0), at(0, 1), at(1, 0)])
    }

    @Test func insertsAndDeletesSections() throws {
        let (adapter, _) = plainAdapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(
            to: [Card(1, "a", lines("x")), Card(2, "b", lines("y")), Card(3, "c", lines("z"))], on: &host)
        let cards = [Card(1, "a", lines("x")), Card(4, "d", lines("n", "m")), Card(3, "c", lines("z"))]
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(deletedSections: [1], insertedSections: [1])]))
        expectShows(cards, host, adapter)
        #expect(host.lastCellRequests == [at(1, 0), at(1, 1)])
    }

    @Test func movedSectionsKeepTheirCells() throws {
        let (adapter, _) = plainAdapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        let cards = [Card(1, "a", lines("x")), Card(2, "b", lines("y")), Card(3, "c", lines("z"))]
        try adapter.performUpdates(to: cards, on: &host)
        let report = try adapter.performUpdates(to: [cards[2], cards[0], cards[1]], on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(movedSections: [move(2, 0)])]))
        expectShows([cards[2], cards[0], cards[1]], host, adapter)
        #expect(host.lastCellRequests.isEmpty)
    }

    @Test func aChangedObjectOfAPlainControllerReloadsItsWholeSection() throws {
        let (adapter, _) = plainAdapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x")), Card(2, "b", lines("p", "q", "r"))], on: &host)
        let cards = [Card(1, "a", lines("x")), Card(2, "B", lines("p", "q", "r"))]
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(reloadedSections: [1])]))
        expectShows(cards, host, adapter)
        #expect(host.lastCellRequests == [at(1, 0), at(1, 1), at(1, 2)])
    }

    @Test func aChangedObjectThatAlsoMovesIsReloadedWhereItLands() throws {
        let (adapter, _) = plainAdapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        let a = Card(1, "a", lines("x")), b = Card(2, "b", lines("y")), c = Card(3, "c", lines("z"))
        try adapter.performUpdates(to: [a, b, c], on: &host)
        var changed = a
        changed.lines = lines("x", "w")
        try adapter.performUpdates(to: [b, c, changed], on: &host)
        expectShows([b, c, changed], host, adapter)
    }

    @Test func aCountThatChangedOnItsOwnIsPickedUpByTheNextUpdate() throws {
        final class Counter: SectionController {
            var count = 1
            func numberOfItems() -> Int { count }
            func sizeForItem(at index: Int, in container: ListItemSizing.Size) -> ListItemSizing.Size {
                ListItemSizing.Size(width: 1, height: 1)
            }
            func cellForItem(at index: Int, in context: ListCellContext<CardCell>) -> CardCell {
                CardCell(reuseIdentifier: "counter", text: "\(index)/\(count)")
            }
            func didUpdate(to object: Card) {}
            func didSelectItem(at index: Int) {}
        }
        let counter = Counter()
        let adapter = CardAdapter(dequeue: blankCell) { _ in counter }
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1)], on: &host)
        counter.count = 3
        // Until the next update the host is served the count it was told about.
        #expect(adapter.numberOfRows(inSection: 0) == 1)
        // A new count cannot be matched row by row: the section is replaced, in one batch.
        let report = try adapter.performUpdates(to: [Card(1)], on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(deletedSections: [0], insertedSections: [0])]))
        #expect(host.sections == [["0/3", "1/3", "2/3"].map { CardCell(reuseIdentifier: "counter", text: $0) }])
        counter.count = -2
        let recorder = MisuseRecorder()
        try recorder.capture { try adapter.performUpdates(to: [Card(1)], on: &host) }
        #expect(host.sections == [[]])
        #expect(recorder.messages.count == 1)
        #expect(
            recorder.messages.first.map {
                $0.contains("Counter")
                    && $0.hasSuffix(
                        "for object 1 has -2 items; a section cannot have fewer than 0, so it shows none; return 0 or more from numberOfItems() (or the itemCount closure)"
                    )
            } == true, "\(recorder.messages)")
    }

    @Test func unchangedObjectsProduceNoBatches() throws {
        let (adapter, _) = plainAdapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        let cards = [Card(1, "a", lines("x")), Card(2, "b")]
        try adapter.performUpdates(to: cards, on: &host)
        let requests = host.cellRequestCount
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(report.update.isEmpty)
        #expect(host.cellRequestCount == requests)
    }

    @Test func anEmptyListDeletesEverySection() throws {
        let (adapter, _) = plainAdapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x")), Card(2)], on: &host)
        let report = try adapter.performUpdates(to: [], on: &host)
        #expect(report.update == .batches([ListUpdate.Batch(deletedSections: [0, 1])]))
        #expect(host.sections.isEmpty)
        #expect(adapter.objects.isEmpty)
    }

    @Test func pastTheThresholdTheHostIsReloaded() throws {
        let factory = RecordingFactory(keyed: { _ in false })
        let adapter = factory.adapter(reloadThreshold: .changedCount(1))
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x"))], on: &host)
        let cards = [Card(2, "b", lines("y")), Card(3, "c", lines("z")), Card(1, "a", lines("x"))]
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(report.update == .reloadData)
        expectShows(cards, host, adapter)
        #expect(host.lastCellRequests == [at(0, 0), at(1, 0), at(2, 0)])
    }

    @Test func aRefusedBatchReloadsTheHostAndIsReported() throws {
        /// A host that refuses every batch, as UIKit would a wrong one.
        struct RefusingHost: ListUpdateHost {
            typealias Cell = CardCell
            var inner = HeadlessListHost<CardCell>(rules: .collectionView)
            var prepared = 0
            mutating func prepareForUpdates() { prepared += 1 }
            mutating func reloadData<D: ListHostDataSource>(from dataSource: D) where D.Cell == CardCell {
                inner.reloadData(from: dataSource)
            }
            mutating func performBatchUpdates<D: ListHostDataSource>(
                _ update: ListUpdate.Batch, dataSource: D
            ) throws(ListHostInconsistency) where D.Cell == CardCell {
                throw ListHostInconsistency(message: "refused")
            }
        }
        let (adapter, _) = plainAdapter()
        var host = RefusingHost()
        let recorder = MisuseRecorder()
        try recorder.capture { try adapter.performUpdates(to: [Card(1, "a", lines("x"))], on: &host) }
        #expect(recorder.messages.count == 1)
        #expect(
            recorder.messages.first?.hasPrefix("the list view refused the section adapter's update (refused)") == true)
        #expect(host.prepared == 1)
        #expect(host.inner.sections == freshCells(adapter))
        #expect(adapter.objects == [Card(1, "a", lines("x"))])
    }
}
