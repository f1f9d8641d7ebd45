import DataSourceRuntime
import Testing

/// The floorplan data loaders' query runner: requests built from a query, and only the latest
/// query's answer delivered.
@MainActor
@Suite struct ListScreenQueryRunnerTests {
    @Test func onlyTheLatestQueryIsDelivered() async throws {
        let pending = PendingLoads()
        let runner = ListScreenQueryRunner<Counter, Listing>(section: .fruit, pageSize: 20) { request in
            try await pending.load(
                request.id,
                section: "\(request.section) \(request.range) \(request.isFirstPage ? "firstPage" : "nextPage")",
                search: request.search)
        }
        var delivered: [[String]] = []
        runner.query(range: nil, search: "") { delivered.append((try? $0.get())?.map(\.id) ?? ["failed"]) }
        runner.query(range: 20..<40, search: "pear") { delivered.append((try? $0.get())?.map(\.id) ?? ["failed"]) }
        try await pending.arrival(of: 1, among: runner.queriesInFlight)
        try await pending.arrival(of: 2, among: runner.queriesInFlight)
        let requests = await pending.requests.sorted { $0.id < $1.id }
        #expect(requests[0] == ListScreenRequestRecord(id: 1, section: "fruit 0..<20 firstPage", search: nil))
        #expect(requests[1] == ListScreenRequestRecord(id: 2, section: "fruit 20..<40 nextPage", search: "pear"))
        await pending.answer(2, with: .success([Listing(id: "p", name: "pear")]))
        await pending.answer(1, with: .success([Listing(id: "stale", name: "apple")]))
        // A query left unanswered would keep the runner from settling.
        try #require(runner.queriesInFlight.allSatisfy { pending.willEnd($0) })
        await runner.settled()  // both queries' tasks have ended: delivered, or dropped as stale
        #expect(delivered == [["p"]])
    }

    @Test func durationsBecomeSeconds() {
        #expect(ListScreenQueryRunner<Counter, Listing>.seconds(.milliseconds(250)) == 0.25)
        #expect(ListScreenQueryRunner<Counter, Listing>.seconds(.seconds(2)) == 2)
    }
}
