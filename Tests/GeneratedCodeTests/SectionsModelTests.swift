import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Observation
import Testing

/// The generated section controllers' SwiftUI models (`"platforms": ["swiftui"]` in
/// Feed.datasources.json): a section per object kept by identity as `SectionAdapter` keeps it, each
/// with the controller's item count, and observers hear of a change exactly when a section or a
/// cell shown changes.
@MainActor @Suite struct SectionsModelTests {
    typealias Feed = FeedSectionControllerTests

    @Test func sectionsAreTheObjectsByIdentityWithTheControllersItemCounts() {
        let rows = PostRows.Model(objects: Feed.posts)
        #expect(rows.shownSections.map(\.id) == [1, 2, 3] && rows.shownSections.map(\.itemCount) == [1, 1, 1])
        let pairs = PostPair.Model(objects: Feed.posts)
        #expect(pairs.shownSections.map(\.itemCount) == [2, 2, 2])
        let tags = TagGrid.Model(objects: Feed.posts)
        #expect(tags.shownSections.map(\.itemCount) == [2, 0, 4])
        let observed = ObservationCounter { _ = tags.shownSections }
        #expect(tags.show(Feed.posts + [Feed.posts[0]]) == [3], "a repeated identity is dropped")
        #expect(observed.take() == 0 && tags.objects == Feed.posts)
        var edited = Feed.posts
        edited[1].tags = ["new"]
        tags.show(edited)
        #expect(observed.take() == 1 && tags.shownSections.map(\.itemCount) == [2, 1, 4])
        edited[0].author = "an"  // shown by a cell, though not counted
        tags.show(edited)
        #expect(observed.take() == 1)
        tags.show(edited.reversed())
        #expect(observed.take() == 1 && tags.shownSections.map(\.id) == [3, 2, 1])
    }

    @Test func photosOfTheGalleryToo() {
        let photos = (0..<3).map { Photo(id: UUID(), caption: "p\($0)", tags: Array(repeating: "t", count: $0)) }
        let tiles = PhotoTiles.Model(objects: photos)
        let tags = PhotoTags.Model(objects: photos)
        #expect(tiles.shownSections.map(\.itemCount) == [1, 1, 1] && tags.shownSections.map(\.itemCount) == [0, 1, 2])
        #expect(tiles.shownSections.map(\.id) == photos.map(\.id))
    }

    /// Seeded random lists of posts (repeated identities, edited and reordered posts) shown through
    /// a model and through an adapter on the headless host: the two show the same sections after
    /// every step, and observers heard of a step exactly when the sections or their cells changed.
    @Test(arguments: 0..<20)
    func theModelIsTheAdapterAndNotifiesExactlyOnChange(seed: UInt64) throws {
        var generator = SplitMix64(seed: 0x5EC7_0000 + seed)
        func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let model = TagGrid.Model()
        let adapter = SectionAdapter<Post, FeedCell>(dequeue: { reuse, _ in FeedCell(reuseIdentifier: reuse) }) { _ in
            TagGrid.makeController(configure: Feed.fill)
        }
        var host = HeadlessListHost<FeedCell>(rules: .collectionView)
        let observed = ObservationCounter { _ = model.shownSections }
        var notified = 0
        var posts: [Post] = []
        for step in 0..<50 {
            switch below(3) {
            case 0 where !posts.isEmpty:
                posts.append(posts[below(posts.count)])  // a repeated identity, dropped
            case 1:
                break  // the same list again
            default:
                posts = (0..<below(6)).map { _ in
                    Post(
                        id: below(5), author: ["ana", "bo"][below(2)], text: "post",
                        tags: Array(["a", "b", "c"].prefix(below(4))))
                }
            }
            let before = host.sections.map { $0.map(\.text) }
            let beforeObjects = adapter.objects
            let dropped = model.show(posts)
            let update = try adapter.performUpdates(to: posts, on: &host)
            #expect(dropped == update.droppedDuplicatePositions, "seed \(seed) step \(step)")
            #expect(model.objects == adapter.objects, "seed \(seed) step \(step)")
            #expect(model.shownSections.map(\.itemCount) == host.sections.map(\.count), "seed \(seed) step \(step)")
            let changed = before != host.sections.map { $0.map(\.text) } || beforeObjects != adapter.objects
            let heard = observed.take()
            #expect(heard == (changed ? 1 : 0), "seed \(seed) step \(step)")
            notified += heard
        }
        #expect((1..<50).contains(notified), "steps that change what is shown and steps that do not")
    }
}
