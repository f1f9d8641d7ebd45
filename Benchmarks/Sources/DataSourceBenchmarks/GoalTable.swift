/// How much of each suite a run measures.
struct BenchmarkScale {
    /// Whether this is the short run `./Scripts/test.sh` makes: the same workloads and goals, half
    /// the measured rounds, and at least 5: a median of 3 let one slow stretch of this machine
    /// decide a goal, failing goals near their bound in test runs.
    var quick: Bool

    /// The measured rounds to use where a full run uses `full`.
    func runs(_ full: Int) -> Int { quick ? min(full, max(5, full / 2)) : full }
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
