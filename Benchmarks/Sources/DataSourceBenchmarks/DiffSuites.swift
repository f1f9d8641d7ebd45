import DataSourceRuntime

/// Diff benchmarks on DifferenceKit's workload with content updates (see
/// ``ListPair/differenceKitWorkload(count:seed:)``) at 10k, 100k and 1M rows, the same scaled
/// down to 1% of changes at 10k, full shuffles at 10k and 1M, and a single changed row in 100k,
/// each against the floor: building a `[String: Int]` from identifier to index of the new list,
/// which any identifier-based diff must at least match. Swift's `CollectionDifference` is a peer
/// at 10k only: it is quadratic in the edits (about 16 s at 100k), which says nothing more.
func diffSuites() -> [BenchmarkSuite] {
    [smallDiffSuite(), largeDiffSuite(), millionDiffSuite()]
}

func smallDiffSuite() -> BenchmarkSuite {
    let small = ListPair.differenceKitWorkload(count: 10_000)
    let few = ListPair.changes(count: 10_000, percent: 1)
    let shuffled = ListPair.shuffled(count: 10_000)
    let moves = shuffled.shuffleMoves()
    let floor10k = "floor: [String: Int] of new ids (10k)"
    let diff10k = "ListDiffer (10k)"
    let tableStaged10k = "ListDiffer, table-view staging (10k)"
    let collection10k = "CollectionDifference (10k)"
    let floorFew10k = "floor, 1% changed (10k)"
    let few10k = "ListDiffer, 1% changed (10k)"
    let floorShuffle10k = "floor, shuffled (10k)"
    let shuffle10k = "ListDiffer, shuffled (10k)"
    return BenchmarkSuite(
        title:
            "Diff, 10,000 rows (10% deleted, 10% inserted, first 2% shuffled, 10% updated; the same at 1%; a shuffle)",
        warmUp: 3, runs: 21,
        cases: [
            BenchmarkCase(name: floor10k) { floor(small) },
            BenchmarkCase(name: diff10k) { listDiff(small) },
            BenchmarkCase(name: tableStaged10k) { listDiff(small, stagedFor: .tableView) },
            BenchmarkCase(name: collection10k) { collectionDifference(small) },
            BenchmarkCase(name: floorFew10k, prepare: { warm(few) }) { floor(few) },
            BenchmarkCase(name: few10k, prepare: { warm(few) }) { listDiff(few) },
            BenchmarkCase(name: floorShuffle10k, prepare: { warm(shuffled) }) { floor(shuffled) },
            BenchmarkCase(name: shuffle10k, prepare: { warm(shuffled) }) { listDiff(shuffled) },
        ],
        checks: [
            .result(floor10k, in: small.new.count...small.new.count),
            .result(diff10k, in: small.changeBounds(movable: 10_000 / 50)),
            .same(diff10k, tableStaged10k),
            .result(floorFew10k, in: few.new.count...few.new.count),
            .result(few10k, in: few.changeBounds(movable: 10_000 / 500)),
            .result(floorShuffle10k, in: shuffled.new.count...shuffled.new.count),
            .result(shuffle10k, in: moves...moves),
        ],
        ratios: [
            ("diff / floor (10k)", diff10k, floor10k),
            ("diff / floor, 1% changed (10k)", few10k, floorFew10k),
            ("shuffle / floor (10k)", shuffle10k, floorShuffle10k),
            ("CollectionDifference / diff (10k)", collection10k, diff10k),
            ("collection-view / table-view staging (10k)", diff10k, tableStaged10k),
        ],
        goals: { measured in
            [
                // Measured here about 0.75× and 0.5×: rows that kept their order are compared
                // directly instead of hashed.
                Goal(
                    statement: "diff ≤ 1.0× floor at 10k (10% changed)",
                    ratio: ratio(measured, diff10k, floor10k), limit: 1.0, atMost: true),
                Goal(
                    statement: "diff ≤ 1.0× floor at 10k (1% changed)",
                    ratio: ratio(measured, few10k, floorFew10k), limit: 1.0, atMost: true),
                // Measured here about 1.05×: every identifier of both lists hashed and looked up,
                // against the floor's one list.
                Goal(
                    statement: "shuffle ≤ 1.8× floor at 10k",
                    ratio: ratio(measured, shuffle10k, floorShuffle10k), limit: 1.8, atMost: true),
                Goal(
                    statement: "diff ≥ 80× faster than CollectionDifference at 10k",
                    ratio: ratio(measured, collection10k, diff10k), limit: 80, atMost: false),
                // Restaging the 2% of shuffled rows as IGListKit does; measured here 1.1–1.3×.
                Goal(
                    statement: "collection-view staging ≤ 1.35× table-view staging at 10k",
                    ratio: ratio(measured, diff10k, tableStaged10k), limit: 1.35, atMost: true),
            ]
        })
}

func largeDiffSuite() -> BenchmarkSuite {
    let large = ListPair.differenceKitWorkload(count: 100_000)
    let few = ListPair.changes(count: 100_000, percent: 1)
    let shuffled = ListPair.shuffled(count: 100_000)
    let moves = shuffled.shuffleMoves()
    let single = ListPair.oneChange(count: 100_000)
    let floor100k = "floor: [String: Int] of new ids (100k)"
    let diff100k = "ListDiffer (100k)"
    let floorFew100k = "floor, 1% changed (100k)"
    let few100k = "ListDiffer, 1% changed (100k)"
    let floorShuffle100k = "floor, shuffled (100k)"
    let shuffle100k = "ListDiffer, shuffled (100k)"
    let oneChange100k = "ListDiffer, one changed row (100k)"
    return BenchmarkSuite(
        title: "Diff, 100,000 rows (same workload; the same at 1%; a shuffle) and one changed row in 100,000",
        warmUp: 2, runs: 11,
        cases: [
            BenchmarkCase(name: floor100k) { floor(large) },
            BenchmarkCase(name: diff100k) { listDiff(large) },
            BenchmarkCase(name: floorFew100k, prepare: { warm(few) }) { floor(few) },
            BenchmarkCase(name: few100k, prepare: { warm(few) }) { listDiff(few) },
            BenchmarkCase(name: floorShuffle100k, prepare: { warm(shuffled) }) { floor(shuffled) },
            BenchmarkCase(name: shuffle100k, prepare: { warm(shuffled) }) { listDiff(shuffled) },
            BenchmarkCase(name: oneChange100k) { listDiff(single) },
        ],
        checks: [
            .result(floor100k, in: large.new.count...large.new.count),
            .result(diff100k, in: large.changeBounds(movable: 100_000 / 50)),
            .result(floorFew100k, in: few.new.count...few.new.count),
            .result(few100k, in: few.changeBounds(movable: 100_000 / 500)),
            .result(floorShuffle100k, in: shuffled.new.count...shuffled.new.count),
            .result(shuffle100k, in: moves...moves),
            .result(oneChange100k, in: 1...1),
        ],
        ratios: [
            ("diff / floor (100k)", diff100k, floor100k),
            ("diff / floor, 1% changed (100k)", few100k, floorFew100k),
            ("shuffle / floor (100k)", shuffle100k, floorShuffle100k),
            ("one changed row / floor (100k)", oneChange100k, floor100k),
        ],
        goals: { measured in
            [
                // The limits stand for 0.4× DifferenceKit's time, which Scripts/compare-differencekit.sh
                // measured at 3.03×, 3.03× and 3.80× the floor's here (docs/Benchmarks.md, "Against
                // DifferenceKit"), so 1.21×, 1.21× and 1.52×: every limit is tighter, the shuffle's
                // 1.4× included, and that script remains the check of the goal itself. Measured here
                // about 0.38×, 0.26× and 1.0×.
                Goal(
                    statement: "diff ≤ 0.8× floor at 100k (10% changed)",
                    ratio: ratio(measured, diff100k, floor100k), limit: 0.8, atMost: true),
                Goal(
                    statement: "diff ≤ 0.8× floor at 100k (1% changed)",
                    ratio: ratio(measured, few100k, floorFew100k), limit: 0.8, atMost: true),
                Goal(
                    statement: "shuffle ≤ 1.4× floor at 100k",
                    ratio: ratio(measured, shuffle100k, floorShuffle100k), limit: 1.4, atMost: true),
                Goal(
                    statement: "one changed row in 100k ≤ 0.4× floor",
                    ratio: ratio(measured, oneChange100k, floor100k), limit: 0.4, atMost: true),
            ]
        })
}

/// Reads every identifier of both lists, so that a case starts with its lists in the caches
/// whichever case ran before it. Without it, a floor run after another pair's cases read a
/// shuffled list's identifiers from memory in random order and took twice its warm time.
func warm(_ pair: ListPair) {
    for row in pair.old { blackHole &+= row.id.hashValue }
    for row in pair.new { blackHole &+= row.id.hashValue }
}

/// Our diff as an app gets it, staged by `ListDiffer`'s default (for a collection view) unless
/// told otherwise; the workload has no duplicate identifiers, so it cannot throw.
func listDiff(_ pair: ListPair, stagedFor rules: ListViewRules? = nil) -> Int {
    do {
        guard let rules else { return try ListDiffer(from: pair.old, to: pair.new).changeCount }
        return try ListDiffer(from: pair.old, to: pair.new, stagedFor: rules).changeCount
    } catch {
        preconditionFailure("the benchmark lists hold no duplicate identifiers: \(error)")
    }
}

/// Swift's own diff, matching rows by identifier, with moves inferred.
func collectionDifference(_ pair: ListPair) -> Int {
    pair.new.difference(from: pair.old, by: { $0.id == $1.id }).inferringMoves().count
}
