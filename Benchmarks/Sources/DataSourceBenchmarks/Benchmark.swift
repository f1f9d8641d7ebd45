/// One measured operation.
struct BenchmarkCase {
    /// The name printed in the report and used to look the result up for ratios and goals.
    var name: String
    /// Unmeasured set-up run before every run of ``body``, or `nil`.
    var prepare: (() -> Void)?
    /// The work; returns a number derived from its result so that it cannot be optimised away.
    var body: () -> Int

    init(name: String, prepare: (() -> Void)? = nil, body: @escaping () -> Int) {
        self.name = name
        self.prepare = prepare
        self.body = body
    }
}

/// A goal judged on the results of a suite, printed as PASS or FAIL.
struct Goal {
    /// What is promised, e.g. "diff ≤ 2× floor at 10k".
    var statement: String
    /// The measured ratio and the limit it is judged against.
    var ratio: Double
    /// The bound on ``ratio``.
    var limit: Double
    /// Whether ``ratio`` must stay at most (true) or at least (false) ``limit``.
    var atMost: Bool

    var passes: Bool { atMost ? ratio <= limit : ratio >= limit }
}

/// Cases measured together (interleaved), the ratios worth printing, and the goals judged on them.
///
/// This is the extension point: add a suite to ``allSuites`` (index-map build and lookup,
/// search filtering, ...) and it is measured, printed and judged in the same run.
struct BenchmarkSuite {
    /// The heading printed above the suite.
    var title: String
    /// Unmeasured rounds before measuring.
    var warmUp: Int
    /// Measured rounds in a full run (a `--quick` run takes fewer, see ``BenchmarkScale``).
    var runs: Int
    /// Lines printed under the title: what the workload is, facts checked while building it.
    var notes: [String] = []
    /// The cases, measured interleaved.
    var cases: [BenchmarkCase]
    /// Cases too slow to repeat: each is run once after the interleaved rounds, or skipped with
    /// the given reason when `nil` is returned for the body.
    var slowCases: [(name: String, body: (() -> Int)?, skipReason: String)] = []
    /// Cases whose peak extra heap memory is measured (``peakExtraBytes(_:)``), each once, after
    /// the timed rounds; their byte counts join the medians under their names, for ratios and
    /// goals alike.
    var memoryCases: [BenchmarkCase] = []
    /// What the cases' results must be, judged by a `--check` run (``check(_:)``).
    var checks: [ResultCheck] = []
    /// The ratios to print, as (label, numerator case, denominator case).
    var ratios: [(label: String, numerator: String, denominator: String)] = []
    /// Builds the goals from what was measured.
    var goals: (Measurements) -> [Goal] = { _ in [] }
    /// Builds the goals on ``memoryCases``; left out, with a note, where peak memory cannot be
    /// measured (``peakMemoryIsMeasurable``).
    var memoryGoals: (Measurements) -> [Goal] = { _ in [] }
}

/// Measures a suite, prints its times, ratios and goals, and returns its goals.
func run(_ suite: BenchmarkSuite) -> [Goal] {
    print("## \(suite.title)")
    for note in suite.notes { print("  \(note)") }
    let timings = measureInterleaved(
        warmUp: suite.warmUp, runs: scale.runs(suite.runs), suite.cases.map(\.body), prepare: suite.cases.map(\.prepare)
    )
    var measured = Measurements()
    for (benchmark, timing) in zip(suite.cases, timings) {
        measured.rounds[benchmark.name] = timing.samples
        print(
            "  \(pad(benchmark.name, 44)) median \(pad(format(timing.median, decimals: 3), 9, right: true)) ms   min \(pad(format(timing.minimum, decimals: 3), 9, right: true)) ms   (\(timing.runs) runs)"
        )
    }
    for slow in suite.slowCases {
        guard let body = slow.body else {
            print("  \(pad(slow.name, 44)) skipped: \(slow.skipReason)")
            continue
        }
        let timing = measureInterleaved(warmUp: 0, runs: 1, [body])[0]
        measured.values[slow.name] = timing.median
        print("  \(pad(slow.name, 44)) single run \(pad(format(timing.median, decimals: 3), 9, right: true)) ms")
    }
    for memory in suite.memoryCases where peakMemoryIsMeasurable {
        let bytes = peakExtraBytes(memory.body)
        measured.values[memory.name] = Double(bytes)
        print(
            "  \(pad(memory.name, 44)) peak \(pad(format(Double(bytes) / 1_048_576, decimals: 2), 11, right: true)) MiB above the start"
        )
    }
    if !suite.memoryCases.isEmpty && !peakMemoryIsMeasurable {
        print("  memory cases and goals skipped: peak heap use is measured on Linux (glibc) only")
    }
    for (label, numerator, denominator) in suite.ratios {
        let value = ratio(measured, numerator, denominator)
        if !value.isNaN { print("  ratio \(pad(label, 38)) \(format(value, decimals: 2))×") }
    }
    let goals = suite.goals(measured) + (peakMemoryIsMeasurable ? suite.memoryGoals(measured) : [])
    for goal in goals {
        let bound = goal.atMost ? "≤" : "≥"
        print(
            "  goal  \(pad(goal.statement, 52)) \(format(goal.ratio, decimals: 2))× (\(bound) \(format(goal.limit, decimals: 2))×)  \(goal.passes ? "PASS" : "FAIL")"
        )
    }
    print()
    return goals
}

/// `text` padded with spaces to `width` characters.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}
