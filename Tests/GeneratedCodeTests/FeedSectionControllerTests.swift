import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The cell the `Feed` definitions name: a value type on the headless host (on iOS it would be a
/// `UICollectionViewCell` subclass).
struct FeedCell: Hashable {
    var reuseIdentifier: String
    var text = ""
    var index = -1
}

/// The generated `Feed` section controllers, driven by `SectionAdapter` onto the headless host.
@Suite struct FeedSectionControllerTests {
    static let posts = [
        Post(id: 1, author: "ana", text: "Hello", tags: ["swift", "ios"]),
        Post(id: 2, author: "bo", text: "Release notes", tags: []),
        Post(id: 3, author: "cy", text: "Photos", tags: ["a", "b", "c", "d"]),
    ]

    func adapter(_ controller: @escaping (Post) -> any SectionController<Post, FeedCell>) -> SectionAdapter<
        Post, FeedCell
    > {
        SectionAdapter<Post, FeedCell>(
            dequeue: { reuse, _ in FeedCell(reuseIdentifier: reuse) }, controller: controller)
    }

    /// Fills a cell with the post's text (or, for tag cells, the tag) and the item index.
    static func fill(_ cell: inout FeedCell, _ post: Post, _ index: Int) {
        cell.text = cell.reuseIdentifier == "tag" ? post.tags[index] : post.text
        cell.index = index
    }

    @Test func oneFullWidthRowPerPost() throws {
        let adapter = adapter { _ in PostRows.makeController(configure: Self.fill) }
        var host = HeadlessListHost<FeedCell>(rules: .collectionView)
        try adapter.performUpdates(to: Self.posts, on: &host)
        #expect(host.sections.map { $0.map(\.text) } == [["Hello"], ["Release notes"], ["Photos"]])
        #expect(host.sections.flatMap { $0 }.allSatisfy { $0.reuseIdentifier == "FeedCell" })
        let size = adapter.sizeForItem(
            at: ListIndexPath(row: 0, section: 1), in: ListItemSizing.Size(width: 320, height: 600))
        #expect(size == ListItemSizing.Size(width: 320, height: 56))
    }

    @Test func oneGridCellPerTagFollowsTheArrayOnUpdates() throws {
        let adapter = adapter { _ in TagGrid.makeController(configure: Self.fill) }
        var host = HeadlessListHost<FeedCell>(rules: .collectionView)
        try adapter.performUpdates(to: Self.posts, on: &host)
        #expect(host.sections.map { $0.map(\.text) } == [["swift", "ios"], [], ["a", "b", "c", "d"]])
        #expect(TagGrid.sizing == .grid(columns: 3, aspectRatio: 1.5))
        var changed = Self.posts
        changed[1].tags = ["new"]
        changed.swapAt(0, 2)
        try adapter.performUpdates(to: changed, on: &host)
        #expect(host.sections.map { $0.map(\.text) } == [["a", "b", "c", "d"], ["new"], ["swift", "ios"]])
    }

    @Test func fixedCountsAndSelectionReachTheRightObject() throws {
        var selected: [String] = []
        let adapter = adapter { _ in
            PostPair.makeController(
                configure: Self.fill, select: { post, index in selected.append("\(post.id)/\(index)") })
        }
        var host = HeadlessListHost<FeedCell>(rules: .collectionView)
        try adapter.performUpdates(to: Self.posts, on: &host)
        #expect(host.sections.map(\.count) == [2, 2, 2])
        #expect(host.sections[2].map(\.reuseIdentifier) == ["pair", "pair"])
        #expect(adapter.didSelectItem(at: ListIndexPath(row: 1, section: 2)))
        #expect(selected == ["3/1"])
        #expect(
            adapter.sizeForItem(
                at: ListIndexPath(row: 0, section: 0), in: ListItemSizing.Size(width: 300, height: 600))
                == ListItemSizing.Size(width: 150, height: 80))
    }

    @Test func adaptersWithAnotherCellTypeReportForeignCells() throws {
        // As on iOS, the adapter's cells are a supertype; the controller configures only the
        // declared cell type, and reports any other (a wrong registration) instead of trapping.
        let adapter = SectionAdapter<Post, Any>(
            dequeue: { reuse, path -> Any in
                path.section == 0 ? FeedCell(reuseIdentifier: reuse) : "plain \(path.section)"
            },
            controller: { _ in PostRows.makeController(configure: Self.fill) })
        var host = HeadlessListHost<Any>(rules: .collectionView)
        let recorder = MisuseRecorder()
        try recorder.capture { try adapter.performUpdates(to: Self.posts, on: &host) }
        #expect((host.sections[0][0] as? FeedCell)?.text == "Hello")
        #expect(host.sections[1][0] as? String == "plain 1")
        let message =
            "PostRows: the cell dequeued with reuse identifier \"FeedCell\" is of type String, not FeedCell, the type it configures, so it is shown unconfigured; register FeedCell for reuse identifier \"FeedCell\" (collectionView.register(FeedCell.self, forCellWithReuseIdentifier: \"FeedCell\"))"
        #expect(recorder.messages == [message, message])
    }
}
