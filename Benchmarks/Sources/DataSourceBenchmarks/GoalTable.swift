/// How much of each suite a run measures.
struct BenchmarkScale {
    /// Whether this is the short run `./Scripts/test.sh` makes: the same workloads and goals, a
    /// third of the measured rounds (at least 3, so a median still drops one outlier each way).
    var quick: Bool

    /// The measured rounds to use where a full run uses `full`.
    func runs(_ full: Int) -> Int { quick ? max(3, full / 3) : full }
}

/// Prints every goal as a row of a Markdown table; `Scripts/benchmarks.sh` gathers the rows of
/// all its parts into one table, and the figures in docs/Benchmarks.md are copied from it.
func printGoalTable(_ goals: [Goal]) {
    print("| goal | measured | bound | result |")
    print("|---|---|---|---|")
    for goal in goals {
        let bound = (goal.atMost ? "≤ " : "≥ ") + format(goal.limit, decimals: 2) + "×"
        print(
            "| \(goal.statement) | \(format(goal.ratio, decimals: 2))× | \(bound) | \(goal.passes ? "PASS" : "FAIL") |")
    }
}
