import DataSourceRuntime

/// A list screen paging a catalogue in by 50 (seed 004's infinite scroll): 10k and 100k rows, each
/// page one scroll to the end and one loader answer through ``ListScreenState``, against the
/// floor of appending the same pages to an array and a `[String: Int]` of identifiers — what any
/// paged list that can find its rows must at least do. Memory: the screen holding 100k rows
/// against that array and dictionary.
func listScreenSuites() -> [BenchmarkSuite] {
    let large = (0..<100_000).map { Row(id: "r\($0)", value: $0) }
    let small = Array(large.prefix(10_000))
    let screen10k = "list screen, 10k paged in by 50"
    let screen100k = "list screen, 100k paged in by 50"
    let floor100k = "floor: array + [String: Int], 100k by 50"
    let screenMemory = "list screen holding 100k, peak memory"
    let floorMemory = "array + [String: Int] of 100k, peak memory"
    return [
        BenchmarkSuite(
            title: "List screen: a catalogue paged in by 50 (one scroll and one answer per page)",
            warmUp: 1, runs: 9,
            notes: ["time per page is constant: appending a page costs the page, not the list"],
            cases: [
                BenchmarkCase(name: screen10k) { pageIn(small) },
                BenchmarkCase(name: screen100k) { pageIn(large) },
                BenchmarkCase(name: floor100k) { appendPages(large) },
            ],
            memoryCases: [
                BenchmarkCase(name: screenMemory) { pageIn(large) },
                BenchmarkCase(name: floorMemory) { appendPages(large) },
            ],
            checks: [
                .result(screen10k, in: 10_000...10_000), .result(screen100k, in: 100_000...100_000),
                .result(floor100k, in: 200_000...200_000),
            ],
            ratios: [
                ("paged list screen / floor (100k)", screen100k, floor100k),
                ("100k / 10k (10× the rows)", screen100k, screen10k),
            ],
            goals: { measured in
                [
                    // Measured here about 4.5× (35 µs a page: the screen also screens identities,
                    // stages the inserts and keeps phases) and 11.5–13× (hashing 100k identities
                    // misses caches more than 10k do); a list re-diffed per page, as a table
                    // scheme would, is quadratic: about 100× for 10× the rows.
                    Goal(
                        statement: "list screen paging 100k by 50 ≤ 6× floor",
                        ratio: ratio(measured, screen100k, floor100k), limit: 6, atMost: true),
                    Goal(
                        statement: "list screen: 10× the rows costs ≤ 15× the time",
                        ratio: ratio(measured, screen100k, screen10k), limit: 15, atMost: true),
                ]
            },
            memoryGoals: { measured in
                [
                    Goal(
                        statement: "list screen memory per row ≤ 1.6× array + dictionary",
                        ratio: ratio(measured, screenMemory, floorMemory), limit: 1.6, atMost: true)
                ]
            })
    ]
}

/// Pages `rows` into a one-section screen by 50, as scrolling to the end does; returns the count.
func pageIn(_ rows: [Row]) -> Int {
    var screen = ListScreenState<Int, Row>(sections: [0], pageSize: 50)
    var request = firstLoad(screen.start())
    var offset = 0
    while let current = request {
        let end = min(offset + 50, rows.count)
        _ = screen.loadFinished(current.id, with: .success(Array(rows[offset..<end])))
        offset = end
        request = firstLoad(screen.reachedEnd(of: 0))
    }
    return screen.numberOfRows(inSection: 0)
}

/// What an event of the benchmarked screen returns.
private typealias Outcome = (update: ListUpdate, effects: [ListScreenState<Int, Row>.Effect], duplicates: [Row])

private func firstLoad(_ outcome: Outcome) -> ListScreenRequest<Int>? {
    for effect in outcome.effects { if case .load(let request) = effect { return request } }
    return nil
}

/// The floor: the same pages appended to an array and an identifier dictionary.
func appendPages(_ rows: [Row]) -> Int {
    var shown: [Row] = []
    var positions: [String: Int] = [:]
    var offset = 0
    while offset < rows.count {
        let end = min(offset + 50, rows.count)
        for row in rows[offset..<end] {
            positions[row.id] = shown.count
            shown.append(row)
        }
        offset = end
    }
    return shown.count + positions.count
}
