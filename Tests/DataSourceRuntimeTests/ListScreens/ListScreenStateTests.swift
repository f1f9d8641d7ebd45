import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The list screen's state machine, event by event: pages, the short last page, failure and
/// retry, refresh and search during paging, answers out of order, cancellation, add and delete.
@Suite struct ListScreenStateTests {
    typealias Screen = ListScreenState<Counter, Listing>
    let backend = ListingBackend.sized(fruit: 7, bread: 2)

    /// Starts a screen and answers its first pages.
    func started(pageSize: Int = 3) throws -> (Screen, HeadlessListHost<Listing>) {
        var screen = Screen(
            sections: Counter.allCases, headers: [.fruit: "Fruit", .bread: "Bread"], pageSize: pageSize)
        var host = HeadlessListHost<Listing>(rules: .tableView)
        host.reloadData(from: screen)
        for request in loads(screen.start()) {
            try host.apply(
                screen.loadFinished(request.id, with: .success(backend.page(for: request))).update, from: screen)
        }
        return (screen, host)
    }

    @Test func pagesComeInUntilAShortOne() throws {
        var (screen, host) = try started()
        #expect(host.sections.map { $0.map(\.id) } == [["f0", "f1", "f2"], ["b0", "b1"]])
        #expect(screen.phase(of: .fruit) == .loaded && screen.isComplete(.bread))
        #expect(loads(screen.reachedEnd(of: .bread)).isEmpty)  // a short page ended the list
        let second = try #require(loads(screen.reachedEnd(of: .fruit)).first)
        #expect(second.range == 3..<6 && screen.phase(of: .fruit) == .loadingMore)
        #expect(loads(screen.reachedEnd(of: .fruit)).isEmpty)  // never two loads of a section at once
        try host.apply(
            screen.loadFinished(second.id, with: .success(backend.page(for: second))).update, from: screen)
        let third = try #require(loads(screen.reachedEnd(of: .fruit)).first)
        try host.apply(
            screen.loadFinished(third.id, with: .success(backend.page(for: third))).update, from: screen)
        #expect(host.sections[0].map(\.id) == (0..<7).map { "f\($0)" })
        #expect(screen.isComplete(.fruit) && loads(screen.reachedEnd(of: .fruit)).isEmpty)
        #expect(host.headerTitles == ["Fruit", "Bread"])
    }

    @Test func aFailureKeepsTheDataAndRetryStartsOver() throws {
        var (screen, host) = try started()
        let next = try #require(loads(screen.reachedEnd(of: .fruit)).first)
        let failed = screen.loadFinished(next.id, with: .failure(LoaderDown()))
        #expect(failed.update.isEmpty)
        #expect(screen.phase(of: .fruit) == .failed(message: "the catalogue service is down"))
        #expect(host.sections[0].count == 3)
        let retry = try #require(loads(screen.retry(.fruit)).first)
        #expect(retry.range == 0..<3 && retry.isFirstPage)
        try host.apply(
            screen.loadFinished(retry.id, with: .success(backend.page(for: retry))).update, from: screen)
        #expect(screen.phase(of: .fruit) == .loaded)
    }

    @Test func refreshDuringPagingCancelsThePageAndIgnoresItsAnswer() throws {
        var (screen, host) = try started()
        let next = try #require(loads(screen.reachedEnd(of: .fruit)).first)
        let refresh = screen.refresh()
        #expect(refresh.effects.contains(.cancel(requestID: next.id)))
        let fresh = loads(refresh)
        #expect(fresh.map(\.range) == [0..<3, 0..<3])
        // The cancelled page answers anyway: ignored.
        let stale = screen.loadFinished(next.id, with: .success(backend.page(for: next)))
        #expect(stale.update.isEmpty && host.sections[0].count == 3)
        for request in fresh.reversed() {  // out of order
            try host.apply(
                screen.loadFinished(request.id, with: .success(backend.page(for: request))).update, from: screen)
        }
        #expect(host.sections == screen.shownItems)
    }

    @Test func searchIsDebouncedAndOnlyTheLatestQueryShows() throws {
        var (screen, host) = try started()
        let first = screen.searchTextChanged("app")
        let second = screen.searchTextChanged("pear")
        #expect(first.effects == [.debounce(token: 1)] && second.effects == [.debounce(token: 2)])
        #expect(loads(screen.debounceElapsed(1)).isEmpty)  // superseded text never searches
        let paging = try #require(loads(screen.reachedEnd(of: .fruit)).first)
        let search = screen.debounceElapsed(2)
        #expect(search.effects.contains(.cancel(requestID: paging.id)))
        let requests = loads(search)
        #expect(requests.allSatisfy { $0.search == "pear" && $0.isFirstPage })
        #expect(screen.loadFinished(paging.id, with: .success(backend.page(for: paging))).update.isEmpty)
        for request in requests {
            try host.apply(
                screen.loadFinished(request.id, with: .success(backend.page(for: request))).update, from: screen)
        }
        #expect(host.sections.map { $0.map(\.id) } == [["f1", "f2", "f4"], []])
        #expect(screen.phase(of: .bread) == .empty && !screen.showsEmptyState)
        #expect(loads(screen.debounceElapsed(2)).isEmpty)  // the same token twice changes nothing
    }

    @Test func addAndDeleteAreOneUpdateEach() throws {
        var (screen, host) = try started()
        screen.selection = ["f1"]
        try host.apply(screen.add(Listing(id: "new", name: "quince"), to: .fruit).update, from: screen)
        #expect(host.sections[0].first?.id == "new")
        try host.apply(screen.delete("f1").update, from: screen)
        #expect(!host.sections[0].contains { $0.id == "f1" } && screen.selection.isEmpty)
        let repeated = screen.add(Listing(id: "b0", name: "rye again"), to: .fruit)  // keepFirst: dropped, reported
        #expect(repeated.duplicates.map(\.id) == ["b0"])
        try host.apply(repeated.update, from: screen)
        #expect(host.sections == screen.shownItems)
    }

    /// A full page ends nothing even when it repeats a row already shown (the backend's list moved):
    /// completeness and the next range count the rows received, not the rows kept.
    @Test func aFullPageWithARepeatedRowIsNotTheLast() throws {
        var (screen, host) = try started()
        let second = try #require(loads(screen.reachedEnd(of: .fruit)).first)
        #expect(second.range == 3..<6)
        let shifted = [
            Listing(id: "f2", name: "pear 2"), Listing(id: "f3", name: "apple 3"), Listing(id: "f4", name: "x"),
        ]
        let outcome = screen.loadFinished(second.id, with: .success(shifted))
        #expect(outcome.duplicates.map(\.id) == ["f2"])
        try host.apply(outcome.update, from: screen)
        #expect(host.sections[0].map(\.id) == ["f0", "f1", "f2", "f3", "f4"])
        #expect(!screen.isComplete(.fruit))
        let third = try #require(loads(screen.reachedEnd(of: .fruit)).first, "a full page asks for the next")
        #expect(third.range == 6..<9)
        // One row short of a page ends the list, however many of its rows are kept.
        let last = [Listing(id: "f6", name: "pear 6"), Listing(id: "f7", name: "pear 7")]
        try host.apply(screen.loadFinished(third.id, with: .success(last)).update, from: screen)
        #expect(screen.isComplete(.fruit) && loads(screen.reachedEnd(of: .fruit)).isEmpty)
    }

    @Test func aRejectingScreenRefusesAPageWithRepeatsAndKeepsItsData() throws {
        var screen = Screen(sections: [.fruit], pageSize: 3, duplicates: .reject)
        let request = try #require(loads(screen.start()).first)
        let twice = [Listing(id: "x", name: "a"), Listing(id: "x", name: "b")]
        let outcome = screen.loadFinished(request.id, with: .success(twice))
        #expect(outcome.update.isEmpty && outcome.duplicates.count == 1 && screen.items(in: .fruit).isEmpty)
        guard case .failed = screen.phase(of: .fruit) else {
            Issue.record("not failed: \(screen.phase(of: .fruit))")
            return
        }
    }
}
