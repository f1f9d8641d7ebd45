import DataSourceRuntime

/// Sectioned diff benchmarks: DifferenceKit's workload in 100 sections, some rows changing
/// section (see ``SectionedListPair/differenceKitWorkload(count:sectionCount:seed:)``), at 10k
/// and 100k rows, against the flat diff of the same rows concatenated: the sectioned diff does the
/// same matching plus the section bookkeeping, which should cost little beside it, in time and in
/// peak extra heap memory.
func sectionedDiffSuites() -> [BenchmarkSuite] {
    [
        sectionedDiffSuite(count: 10_000, label: "10k", warmUp: 3, runs: 21),
        sectionedDiffSuite(count: 100_000, label: "100k", warmUp: 2, runs: 11),
    ]
}

/// Time and peak memory of the sectioned diff against the flat diff of the same rows.
func sectionedDiffSuite(count: Int, label: String, warmUp: Int, runs: Int) -> BenchmarkSuite {
    let pair = SectionedListPair.differenceKitWorkload(count: count, sectionCount: 100)
    let flat = "flat ListDiffer, rows concatenated (\(label))"
    let sectioned = "sectioned ListDiffer, 100 sections (\(label))"
    let flatMemory = "flat ListDiffer, peak memory (\(label))"
    let sectionedMemory = "sectioned ListDiffer, peak memory (\(label))"
    return BenchmarkSuite(
        title: "Sectioned diff, \(count.formatted) rows in 100 sections (same workload, 1% of rows change section)",
        warmUp: warmUp, runs: runs,
        notes: [
            "against the flat diff of the same old and new rows, each list's sections concatenated;",
            "peak memory: the most heap bytes held at once during the diff (result included).",
        ],
        cases: [
            BenchmarkCase(name: flat) { listDiff(pair.flat) },
            BenchmarkCase(name: sectioned) { sectionedDiff(pair) },
        ],
        memoryCases: [
            BenchmarkCase(name: flatMemory) { listDiff(pair.flat) },
            BenchmarkCase(name: sectionedMemory) { sectionedDiff(pair) },
        ],
        // The sectioned diff also moves the 1% of rows that change section.
        checks: [
            .result(flat, in: pair.flat.changeBounds(movable: count / 50 + count / 100)),
            .result(sectioned, in: pair.flat.changeBounds(movable: count / 50 + count / 100 + count / 100)),
        ],
        ratios: [
            ("sectioned / flat, time (\(label))", sectioned, flat),
            ("sectioned / flat, memory (\(label))", sectionedMemory, flatMemory),
        ],
        goals: { measured in
            [
                Goal(
                    statement: "sectioned diff ≤ 1.3× flat diff's time at \(label)",
                    ratio: ratio(measured, sectioned, flat), limit: 1.3, atMost: true)
            ]
        },
        memoryGoals: { measured in
            [
                Goal(
                    statement: "sectioned diff ≤ 1.5× flat diff's extra memory at \(label)",
                    ratio: ratio(measured, sectionedMemory, flatMemory), limit: 1.5, atMost: true)
            ]
        })
}

/// Our sectioned diff, staged for a table view as the flat diff it is held against is; the
/// workload has no duplicate identifiers, so it cannot throw.
func sectionedDiff(_ pair: SectionedListPair) -> Int {
    do {
        return try ListDiffer(fromSections: pair.old, toSections: pair.new, stagedFor: .tableView).changeCount
    } catch {
        preconditionFailure("the benchmark lists hold no duplicate identifiers: \(error)")
    }
}
