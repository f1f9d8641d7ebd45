import DataSourceRuntime
import Testing

/// What the list screen's view shows around its rows: the footer spinner, the refresh control,
/// the empty-results view, and which row ends a section (the next page is due when it shows).
@Suite struct ListScreenChromeTests {
    typealias Screen = ListScreenState<Counter, Listing>
    let backend = ListingBackend.sized(fruit: 5, bread: 0)

    @Test func spinnersFollowThePhases() throws {
        var screen = Screen(sections: Counter.allCases, pageSize: 2)
        let first = loads(screen.start())
        #expect(screen.isLoadingFirstPages && !screen.isLoadingMore)
        for request in first { _ = screen.loadFinished(request.id, with: .success(backend.page(for: request))) }
        #expect(!screen.isLoadingFirstPages && !screen.isLoadingMore)
        let next = try #require(loads(screen.reachedEnd(of: .fruit)).first)
        #expect(screen.isLoadingMore)
        _ = screen.loadFinished(next.id, with: .failure(LoaderDown()))
        #expect(!screen.isLoadingMore)
    }

    @Test func theEmptyViewShowsOnlyWhenEverySectionCameBackEmpty() throws {
        var screen = Screen(sections: Counter.allCases, pageSize: 2)
        let requests = loads(screen.start())
        try #require(requests.count == 2)
        #expect(screen.emptyStateText("Nothing") == nil)  // still loading
        _ = screen.loadFinished(requests[1].id, with: .success([]))
        #expect(screen.emptyStateText("Nothing") == nil)  // fruit still loading
        _ = screen.loadFinished(requests[0].id, with: .success([]))
        #expect(screen.emptyStateText("Nothing") == "Nothing")
        _ = screen.add(Listing(id: "n", name: "new"), to: .bread)
        #expect(screen.emptyStateText("Nothing") == nil)
    }

    @Test func theLastRowOfASectionAsksForTheNextPage() {
        var screen = Screen(sections: Counter.allCases, pageSize: 2)
        for request in loads(screen.start()) {
            _ = screen.loadFinished(request.id, with: .success(backend.page(for: request)))
        }
        #expect(screen.sectionEnding(at: ListIndexPath(row: 1, section: 0)) == .fruit)
        #expect(screen.sectionEnding(at: ListIndexPath(row: 0, section: 0)) == nil)
        #expect(screen.sectionEnding(at: ListIndexPath(row: 0, section: 1)) == nil)  // bread is empty
        #expect(screen.sectionEnding(at: ListIndexPath(row: 0, section: 7)) == nil)
    }
}
