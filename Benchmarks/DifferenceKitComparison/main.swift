// The harness of Scripts/compare-differencekit.sh: ListDiffer against DifferenceKit's
// StagedChangeset on the diff benchmarks' workloads, in one process. It is built only by that
// script, in a throwaway package beside the workload, timing and memory files of
// Benchmarks/Sources/DataSourceBenchmarks (and its AllocationCounter), and a copy of DifferenceKit
// the script fetches.
import DataSourceRuntime
import DifferenceKit
import Foundation

/// Issue 20's goal: our diff in at most this share of DifferenceKit's time, in every cell.
let goal = 0.4

/// One cell of the comparison: a workload at a size, and how many rounds measure it.
struct ComparisonCell {
    var rows: Int
    var changes: String
    var pair: ListPair
    /// The change counts a correct diff of ``pair`` can report (see `ListPair.changeBounds`).
    var bounds: ClosedRange<Int>
    /// The fewest moves a correct diff makes: one a row off a longest increasing subsequence for a
    /// shuffle, none assumed for the others.
    var leastMoves: Int

    var name: String { "\(rows.formatted) rows, \(changes)" }
}

/// DifferenceKit's benchmark shape (10% deleted, 10% inserted, the first 2% shuffled, 10%
/// updated), the same at 1%, and a full shuffle, of `rows` rows, as the diff benchmarks run them.
func cells(rows: Int) -> [ComparisonCell] {
    let few = ListPair.changes(count: rows, percent: 1)
    let tenth = ListPair.differenceKitWorkload(count: rows)
    let shuffled = ListPair.shuffled(count: rows)
    let moves = shuffled.shuffleMoves()
    return [
        ComparisonCell(
            rows: rows, changes: "1%", pair: few, bounds: few.changeBounds(movable: rows / 500), leastMoves: 0),
        ComparisonCell(
            rows: rows, changes: "10%", pair: tenth, bounds: tenth.changeBounds(movable: rows / 50), leastMoves: 0),
        ComparisonCell(rows: rows, changes: "shuffle", pair: shuffled, bounds: moves...moves, leastMoves: moves),
    ]
}

/// Our diff as an app gets it: `ListDiffer`'s default staging, for a collection view.
func ourDiff(_ pair: ListPair) -> ListDiffer {
    do {
        return try ListDiffer(from: pair.old, to: pair.new)
    } catch {
        preconditionFailure("the workloads hold no duplicate identifiers: \(error)")
    }
}

func differenceKitDiff(_ pair: ListPair) -> StagedChangeset<[Row]> {
    StagedChangeset(source: pair.old, target: pair.new)
}

/// `bytes` in MiB, or "n/a" where the AllocationCounter cannot count (off Linux).
func mebibytes(_ bytes: Int) -> String {
    peakMemoryIsMeasurable ? format(Double(bytes) / 1_048_576, decimals: 2) : "n/a"
}

// Rounds as in Benchmarks/Sources/DataSourceBenchmarks/DiffSuites.swift and MillionDiffSuite.swift:
// fewer for larger lists.
let sizes = [
    (rows: 10_000, warmUp: 3, runs: 21), (rows: 100_000, warmUp: 2, runs: 11), (rows: 1_000_000, warmUp: 1, runs: 5),
]
var table: [String] = []
var failures = 0
for size in sizes {
    // One size at a time: the three pairs of a million rows take a few hundred megabytes.
    for cell in cells(rows: size.rows) {
        let problems = checkOurs(cell) + checkDifferenceKit(cell)
        for problem in problems { print("check \(cell.name): \(problem)  FAIL") }
        if problems.isEmpty { print("check \(cell.name): both diffs valid  PASS") }
        failures += problems.count
        let timings = measureInterleaved(
            warmUp: size.warmUp, runs: size.runs,
            [{ ourDiff(cell.pair).changeCount }, { differenceKitDiff(cell.pair).count }, { floor(cell.pair) }])
        let ratio = timings[0].median / timings[1].median
        if ratio > goal { failures += 1 }
        let memory = [
            peakExtraBytes { ourDiff(cell.pair).changeCount }, peakExtraBytes { differenceKitDiff(cell.pair).count },
            peakExtraBytes { floor(cell.pair) },
        ]
        let columns =
            [cell.name] + timings.map { format($0.median, decimals: 2) }
            + [
                format(ratio, decimals: 2) + "×", ratio <= goal ? "PASS" : "FAIL",
                format(goal * timings[1].median / timings[2].median, decimals: 2) + "×",
            ] + memory.map(mebibytes)
        table.append("| " + columns.joined(separator: " | ") + " |")
    }
}
print()
print("Median thread CPU time of interleaved rounds (21, 11 and 5 at 10k, 100k and 1M); goal: ours ≤ \(goal)× DK;")
print("floor: a [String: Int] of the new ids, against which ./Scripts/benchmarks.sh carries the goal as the bound")
print("\(goal)× DK / floor; memory: the peak heap bytes one run holds beyond its input, its result included")
print(
    "| cell | ours (ms) | DK (ms) | floor (ms) | ours / DK | result | \(goal)× DK / floor | ours (MiB) | DK (MiB) | floor (MiB) |"
)
print("|---|---|---|---|---|---|---|---|---|---|")
for row in table { print(row) }
print(failures == 0 ? "Every cell PASS" : "\(failures) check(s) or cell(s) FAIL")
exit(failures == 0 ? 0 : 1)
