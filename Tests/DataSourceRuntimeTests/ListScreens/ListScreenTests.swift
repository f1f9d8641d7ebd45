import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The running list screen: loads in tasks, the search debounced on an injected clock, stale
/// and cancelled loads ignored, and every change delivered as one update the host accepts.
@MainActor
@Suite struct ListScreenTests {
    let clock = ManualClock()
    let pending = PendingLoads()

    /// Lets the screen's tasks and the loader actor run a while.
    func settle() async {
        for _ in 0..<50 { await Task.yield() }
    }

    /// Waits until `condition` holds, giving up only after about ten seconds of sleeps: long
    /// enough that a busy machine cannot fail it, short enough that a real bug fails the test.
    func eventually(_ condition: @MainActor () async -> Bool) async -> Bool {
        for attempt in 0..<100_000 {
            if await condition() { return true }
            if attempt.isMultiple(of: 10) { try? await Task.sleep(for: .milliseconds(1)) } else { await Task.yield() }
        }
        return await condition()
    }

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
        #expect(await eventually { await pending.waitingIDs == [1] })
        await pending.answer(1, with: .success([Listing(id: "a", name: "apple"), Listing(id: "b", name: "pear")]))
        #expect(
            await eventually {
                box.host.sections == [[Listing(id: "a", name: "apple"), Listing(id: "b", name: "pear")]]
            })
        screen.reachedEnd(of: .fruit)
        screen.reachedEnd(of: .fruit)  // one load at a time
        #expect(await eventually { await pending.waitingIDs == [2] })
        await pending.answer(2, with: .success([Listing(id: "c", name: "plum")]))
        #expect(await eventually { box.host.sections[0].map(\.id) == ["a", "b", "c"] })
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
        #expect(await eventually { await pending.waitingIDs == [1] })
        let apple = Listing(id: "a", name: "apple")
        await pending.answer(1, with: .success([apple, Listing(id: "b", name: "pear")]))
        #expect(await eventually { box.host.sections[0].count == 2 })
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
        #expect(await eventually { await pending.waitingIDs == [1] })
        screen.searchTextChanged("p")
        #expect(await eventually { clock.sleeperCount == 1 })
        clock.advance(by: .milliseconds(200))
        screen.searchTextChanged("pe")  // restarts the wait
        #expect(await eventually { clock.sleeperCount == 1 })
        clock.advance(by: .milliseconds(200))
        await settle()
        #expect(await pending.requests.count == 1)  // no search yet: typing did not pause long enough
        clock.advance(by: .milliseconds(100))
        #expect(await eventually { await pending.requests.map(\.search) == [nil, "pe"] })
        #expect(await eventually { await pending.cancelled == [1] })  // the old query's first page
        await pending.answer(2, with: .success([Listing(id: "b", name: "pear")]))
        #expect(await eventually { box.host.sections == [[Listing(id: "b", name: "pear")]] })
        #expect(screen.state.search == "pe")
        #expect(box.refusals.isEmpty)
    }

    @Test func aLoaderThatNeverAnswersBlocksNeitherRefreshNorSearch() async throws {
        let (screen, box) = makeScreen()
        screen.start()
        #expect(await eventually { await pending.waitingIDs == [1] })
        screen.refresh()  // request 1 never answers; refresh replaces it
        #expect(await eventually { await pending.waitingIDs == [2] })
        await pending.answer(2, with: .failure(LoaderDown()))
        #expect(
            await eventually {
                screen.state.phase(of: .fruit)
                    == .failed(message: "the catalogue service is down")
            })
        screen.retry(.fruit)
        #expect(await eventually { await pending.waitingIDs == [3] })
        await pending.answer(3, with: .success([Listing(id: "a", name: "apple")]))
        #expect(await eventually { box.host.sections == [[Listing(id: "a", name: "apple")]] })
        #expect(screen.state.phase(of: .fruit) == .loaded)
        #expect(await pending.cancelled.contains(1))
    }
}
