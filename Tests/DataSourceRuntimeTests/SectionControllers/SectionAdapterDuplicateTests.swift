import DataSourceRuntimeTesting
import Testing

@testable import DataSourceRuntime

/// Repeated object identifiers under both policies: never a crash, never a wrong controller.
@Suite struct SectionAdapterDuplicateTests {
    @Test func keepFirstDropsLaterOccurrencesAndReportsThem() throws {
        let factory = RecordingFactory(keyed: { _ in false })
        let adapter = factory.adapter(duplicates: .keepFirst)
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        let cards = [
            Card(1, "a", lines("x")), Card(2, "b", lines("y")), Card(1, "A", lines("X", "Y")), Card(2, "b", lines("y")),
        ]
        let report = try adapter.performUpdates(to: cards, on: &host)
        #expect(report.droppedDuplicatePositions == [2, 3])
        #expect(adapter.objects == [cards[0], cards[1]])
        #expect(factory.made.map(\.id) == [1, 2])
        #expect(recording(adapter, 1)?.updates == [cards[0]])
        #expect(
            host.sections == [cards[0], cards[1]].map { expectedCells($0, keyed: false, reuseIdentifier: "plain") })
        #expect(host.sections == freshCells(adapter))
    }

    @Test func keepFirstFollowsTheFirstOccurrenceFromUpdateToUpdate() throws {
        let factory = RecordingFactory(keyed: { _ in false })
        let adapter = factory.adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1, "a", lines("x")), Card(1, "b", lines("y"))], on: &host)
        // Now the other one comes first: that is a change of the object for identity 1.
        let report = try adapter.performUpdates(to: [Card(1, "b", lines("y")), Card(1, "a", lines("x"))], on: &host)
        #expect(report.droppedDuplicatePositions == [1])
        #expect(recording(adapter, 1)?.updates == [Card(1, "a", lines("x")), Card(1, "b", lines("y"))])
        #expect(host.sections == [[CardCell(reuseIdentifier: "plain", text: "b:y")]])
        #expect(factory.made.count == 1)
    }

    @Test func rejectThrowsBeforeAnythingChanges() throws {
        let factory = RecordingFactory()
        let adapter = factory.adapter(duplicates: .reject)
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        let shown = [Card(1, "a", lines("x")), Card(2, "b", lines("y"))]
        try adapter.performUpdates(to: shown, on: &host)
        let requests = host.cellRequestCount
        let sections = host.sections
        let error = DuplicateIdentifierPolicy.Rejection(identifier: "3", firstPosition: 1, duplicatePosition: 3)
        #expect(throws: error) {
            try adapter.performUpdates(to: [Card(1, "A"), Card(3), Card(4), Card(3), Card(1)], on: &host)
        }
        #expect(adapter.objects == shown)
        #expect(factory.made.map(\.id) == [1, 2])
        #expect(recording(adapter, 1)?.updates == [shown[0]])
        #expect(host.sections == sections)
        #expect(host.cellRequestCount == requests)
        // A clean list is accepted afterwards.
        try adapter.performUpdates(to: [Card(3)], on: &host)
        #expect(adapter.objects == [Card(3)])
    }

    @Test func rejectRefusesARepeatInTheFirstListToo() {
        let factory = RecordingFactory()
        let adapter = factory.adapter(duplicates: .reject)
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        #expect(throws: DuplicateIdentifierPolicy.Rejection.self) {
            try adapter.performUpdates(to: [Card(5), Card(5)], on: &host)
        }
        #expect(factory.made.isEmpty)
        #expect(host.numberOfSections == 0)
    }
}
