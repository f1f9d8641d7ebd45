import DataSourceRuntime
import Testing

/// Item keys: identity follows the view-model's `id`, revision its content.
@Suite struct ListItemKeyTrackerTests {
    @Test func newItemsGetFreshIdentities() {
        var tracker = ListItemKeyTracker<Line>()
        tracker.update(to: lines("a", "b", "c"))
        #expect(tracker.keys == [0, 1, 2].map { ListItemKey(identity: $0, revision: 0) })
        #expect(tracker.items == lines("a", "b", "c"))
        #expect(tracker.index(of: 2) == 2)
        #expect(tracker.index(of: 9) == nil)
    }

    @Test func identitiesFollowIdsThroughMovesAndRevisionsChangeOnlyWithContent() throws {
        var tracker = ListItemKeyTracker<Line>()
        tracker.update(to: lines("a", "b", "c"))
        let before = Dictionary(uniqueKeysWithValues: zip(tracker.items.map(\.id), tracker.keys))
        // Reverse, change line 1, add line 7.
        tracker.update(to: [
            Line(id: 2, text: "c"), Line(id: 7, text: "n"), Line(id: 1, text: "B"), Line(id: 0, text: "a"),
        ])
        let after = Dictionary(uniqueKeysWithValues: zip(tracker.items.map(\.id), tracker.keys))
        #expect(after[0] == before[0])
        #expect(after[2] == before[2])
        let changed = try #require(after[1])
        #expect(changed.identity == before[1]?.identity)
        #expect(changed.revision != before[1]?.revision)
        let added = try #require(after[7])
        #expect(!before.values.map(\.identity).contains(added.identity))
        #expect(tracker.index(of: 0) == 3)
    }

    @Test func anItemThatLeavesAndReturnsIsANewItem() {
        var tracker = ListItemKeyTracker<Line>()
        tracker.update(to: lines("a", "b"))
        let first = tracker.keys[1]
        tracker.update(to: lines("a"))
        tracker.update(to: lines("a", "b"))
        #expect(tracker.keys[0] == ListItemKey(identity: 0, revision: 0))
        #expect(tracker.keys[1].identity != first.identity)
    }

    @Test func repeatedIdsKeepTheFirstAndAreReported() {
        var tracker = ListItemKeyTracker<Line>()
        let input = [Line(id: 1, text: "x"), Line(id: 2, text: "y"), Line(id: 1, text: "z"), Line(id: 2, text: "w")]
        tracker.update(to: input)
        #expect(tracker.items == [Line(id: 1, text: "x"), Line(id: 2, text: "y")])
        #expect(tracker.keys.count == 2)
        #expect(tracker.droppedDuplicatePositions == [2, 3])
        tracker.update(to: lines("a"))
        #expect(tracker.droppedDuplicatePositions == [])
    }
}
