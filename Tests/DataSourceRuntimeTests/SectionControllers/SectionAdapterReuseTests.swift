import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// One controller per identity: reused across moves and changes, replaced after the identity
/// left, updated exactly when its object changed.
@Suite struct SectionAdapterReuseTests {
    @Test func theSameControllerFollowsItsObjectThroughAMove() throws {
        let factory = RecordingFactory()
        let adapter = factory.adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1), Card(2), Card(3)], on: &host)
        let controllers = try [1, 2, 3].map { try #require(recording(adapter, $0)) }
        try adapter.performUpdates(to: [Card(3), Card(1), Card(2)], on: &host)
        #expect(recording(adapter, 3) === controllers[2])
        #expect(recording(adapter, 1) === controllers[0])
        #expect(adapter.controller(inSection: 0) === controllers[2])
        #expect(factory.made.map(\.id) == [1, 2, 3])
    }

    @Test func anObjectThatLeavesAndReturnsGetsANewController() throws {
        let factory = RecordingFactory()
        let adapter = factory.adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1), Card(2)], on: &host)
        let old = try #require(recording(adapter, 2))
        try adapter.performUpdates(to: [Card(1)], on: &host)
        #expect(adapter.controller(for: 2) == nil)
        try adapter.performUpdates(to: [Card(2), Card(1)], on: &host)
        let new = try #require(recording(adapter, 2))
        #expect(new !== old)
        #expect(factory.made.map(\.id) == [1, 2, 2])
        #expect(new.updates == [Card(2)])
    }

    @Test func controllersAreReleasedWhenTheirObjectLeaves() throws {
        let adapter = CardAdapter(dequeue: blankCell) { _ in RecordingController(keyed: false) }
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(1), Card(2)], on: &host)
        weak var leaving: RecordingController?
        leaving = recording(adapter, 2)
        #expect(leaving != nil)
        try adapter.performUpdates(to: [Card(1)], on: &host)
        #expect(leaving == nil)
    }

    @Test func didUpdateIsCalledOnCreationAndExactlyWhenTheObjectChanged() throws {
        let factory = RecordingFactory()
        let adapter = factory.adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        let one = Card(1, "a", lines("x"))
        let two = Card(2, "b", lines("y"))
        try adapter.performUpdates(to: [one, two], on: &host)
        // Same objects, reordered, twice: no update.
        try adapter.performUpdates(to: [two, one], on: &host)
        try adapter.performUpdates(to: [two, one], on: &host)
        var changedTwo = two
        changedTwo.lines.append(Line(id: 5, text: "z"))
        try adapter.performUpdates(to: [one, changedTwo], on: &host)
        // Back to an earlier value is a change too.
        try adapter.performUpdates(to: [one, two], on: &host)
        #expect(recording(adapter, 1)?.updates == [one])
        #expect(recording(adapter, 2)?.updates == [two, changedTwo, two])
    }

    @Test func lookupsAnswerForShownObjectsOnly() throws {
        let adapter = RecordingFactory().adapter()
        var host = HeadlessListHost<CardCell>(rules: .collectionView)
        try adapter.performUpdates(to: [Card(4, "d"), Card(7, "g")], on: &host)
        #expect(adapter.objects == [Card(4, "d"), Card(7, "g")])
        #expect(adapter.section(for: 7) == 1)
        #expect(adapter.section(for: 5) == nil)
        #expect(adapter.object(inSection: 0) == Card(4, "d"))
        #expect(adapter.object(inSection: 2) == nil)
        #expect(adapter.object(inSection: -1) == nil)
        #expect(adapter.controller(inSection: 2) == nil)
        #expect(adapter.controller(for: 5) == nil)
        #expect(adapter.controller(for: 4) === adapter.controller(inSection: 0))
    }
}
