import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The running list screen: loads in tasks, the search debounced on an injected clock, stale
/// and cancelled loads ignored, and every change delivered as one update the host accepts.
/// Nothing polls or waits for real time: a test awaits a request's arrival or cancellation
/// (`PendingLoads`), the debounce's sleep (`ManualClock.sleepers(atLeast:)`) or the screen's
/// answered loads (`ListScreen.settled()`). Before each wait it checks that what it waits for is
/// under way (the load runs, the debounce is pending, the answers are given), so a broken screen
/// fails the test instead of leaving it waiting forever.
@MainActor
@Suite struct ListScreenTests {
    let clock = ManualClock()
    let pending = PendingLoads()

    func makeScreen(pageSize: Int = 2) -> (ListScreen<Counter, Listing, ManualClock>, HostBox) {
        let pending = self.pending
        let screen = ListScreen(
            state: ListScreenState<Counter, Listing>(sections: [.fruit], pageSize: pageSize), clock: clock,
            debounce: .milliseconds(300)
        ) { request in
            try await pending.load(request.id, section: "\(request.section)", search: request.search)
        }
        let box = HostBox()
        box.host.reloadData(from: screen.state)
        screen.onUpdate = { [unowned screen] update in
            do { try box.host.apply(update, from: screen.state) } catch { box.refusals.append("\(error)") }
        }
        return (screen, box)
    }

    final class HostBox {
        var host = HeadlessListHost<Listing>(rules: .tableView)
        var refusals: [String] = []
    }

    @Test func pagesArriveThroughTheLoader() async throws {
        let (screen, box) = makeScreen()
        screen.start()
        try await pending.arrival(of: 1, among: screen.loadsInFlight)
        await pending.answer(1, with: .success([Listing(id: "a", name: "apple"), Listing(id: "b", name: "pear")]))
        try await screen.settled(answeredBy: pending)
        #expect(box.host.sections == [[Listing(id: "a", name: "apple"), Listing(id: "b", name: "pear")]])
        screen.reachedEnd(of: .fruit)
        screen.reachedEnd(of: .fruit)  // one load at a time
        #expect(screen.state.phase(of: .fruit) == .loadingMore)
        try await pending.arrival(of: 2, among: screen.loadsInFlight)
        await pending.answer(2, with: .success([Listing(id: "c", name: "plum")]))
        try await screen.settled(answeredBy: pending)
        #expect(box.host.sections[0].map(\.id) == ["a", "b", "c"])
        let requestCount = await pending.requests.count
        #expect(screen.state.isComplete(.fruit) && requestCount == 2)
        #expect(box.refusals.isEmpty)
    }

    /// The row goes only once the app's delete handler succeeds; a handler that throws leaves it,
    /// and its error comes back for the app to show.
    @Test func deletingWaitsForTheHandlerAndKeepsTheRowWhenItFails() async throws {
        struct Offline: Error {}
        let (screen, box) = makeScreen()
        screen.start()
        try await pending.arrival(of: 1, among: screen.loadsInFlight)
        let apple = Listing(id: "a", name: "apple")
        await pending.answer(1, with: .success([apple, Listing(id: "b", name: "pear")]))
        try await screen.settled(answeredBy: pending)
        #expect(box.host.sections[0].count == 2)
        var deleted: [String] = []
        let failure = await screen.delete(apple) { _ in throw Offline() }
        #expect(failure is Offline && box.host.sections[0].map(\.id) == ["a", "b"])
        let success = await screen.delete(apple) { deleted.append($0.id) }
        #expect(success == nil && deleted == ["a"] && box.host.sections[0].map(\.id) == ["b"])
        #expect(box.refusals.isEmpty)
    }

    @Test func searchWaitsForTypingToPauseAndCancelsTheLoadItReplaces() async throws {
        let (screen, box) = makeScreen()
        screen.start()
        try await pending.arrival(of: 1, among: screen.loadsInFlight)
        screen.searchTextChanged("p")
        try #require(screen.isDebouncing)
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .milliseconds(200))
        screen.searchTextChanged("pe")  // restarts the wait: the first one's sleep is cancelled
        #expect(clock.sleeperCount == 0)
        try #require(screen.isDebouncing)
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .milliseconds(200))
        // Typing did not pause long enough: the debounce still sleeps, so no search has started.
        #expect(clock.sleeperCount == 1)
        #expect(await pending.requests.count == 1)
        clock.advance(by: .milliseconds(100))
        try #require(clock.sleeperCount == 0)  // the debounce's sleep has ended: its search runs next
        await screen.debounced()
        try await pending.arrival(of: 2, among: screen.loadsInFlight)
        #expect(await pending.requests.map(\.search) == [nil, "pe"])
        try await pending.cancellation(of: 1)  // the old query's first page
        #expect(await pending.cancelled == [1])
        await pending.answer(2, with: .success([Listing(id: "b", name: "pear")]))
        try await screen.settled(answeredBy: pending)
        #expect(box.host.sections == [[Listing(id: "b", name: "pear")]])
        #expect(screen.state.search == "pe")
        #expect(box.refusals.isEmpty)
    }

    @Test func aLoaderThatNeverAnswersBlocksNeitherRefreshNorSearch() async throws {
        let (screen, box) = makeScreen()
        screen.start()
        try await pending.arrival(of: 1, among: screen.loadsInFlight)
        screen.refresh()  // request 1 never answers; refresh replaces it
        try await pending.arrival(of: 2, among: screen.loadsInFlight)
        await pending.answer(2, with: .failure(LoaderDown()))
        try await screen.settled(answeredBy: pending)
        #expect(screen.state.phase(of: .fruit) == .failed(message: "the catalogue service is down"))
        screen.retry(.fruit)
        try await pending.arrival(of: 3, among: screen.loadsInFlight)
        await pending.answer(3, with: .success([Listing(id: "a", name: "apple")]))
        try await screen.settled(answeredBy: pending)
        #expect(box.host.sections == [[Listing(id: "a", name: "apple")]])
        #expect(screen.state.phase(of: .fruit) == .loaded)
        try await pending.cancellation(of: 1)
        #expect(await pending.cancelled == [1])
    }
}
