// Prints, in one run, every benchmark suite with its times, ratios and goals (PASS/FAIL), then a
// table of all goals. Run with: ./Scripts/benchmarks.sh (which also runs the generator's), or
//     swift run -c release --package-path Benchmarks DataSourceBenchmarks [--quick] [group...]
import Foundation

/// Every group of suites measured by this run, in order. Naming groups on the command line runs
/// only those, which is for working on one suite; the published figures come from a full run.
let allSuites: [(name: String, make: () -> [BenchmarkSuite])] = [
    ("diff", diffSuites),
    ("sectioned", sectionedDiffSuites),
    ("equality", entityEqualitySuites),
    ("indexmap", indexMapSuites),
    ("search", searchSuites),
    ("listscreen", listScreenSuites),
]
let arguments = CommandLine.arguments.dropFirst()
/// How many rounds the suites measure: `--quick` takes half, same workloads and goals.
let scale = BenchmarkScale(quick: arguments.contains("--quick"))
/// `--check` (what ./Scripts/test.sh runs) runs every workload once and checks its results
/// instead of timing it, so it passes or fails the same on a busy machine as on a quiet one.
let checkOnly = arguments.contains("--check")
let chosen = Set(arguments.filter { !$0.hasPrefix("--") })
if let unknown = chosen.first(where: { name in !allSuites.contains { $0.name == name } }) {
    print("unknown group \"\(unknown)\"; groups: \(allSuites.map(\.name).joined(separator: ", "))")
    exit(2)
}

if checkOnly {
    var judged: [(statement: String, passes: Bool)] = []
    for group in allSuites where chosen.isEmpty || chosen.contains(group.name) {
        for suite in group.make() { judged += check(suite) }
    }
    let failed = judged.filter { !$0.passes }
    print(failed.isEmpty ? "All \(judged.count) checks PASS" : "\(failed.count) of \(judged.count) checks FAIL")
    exit(failed.isEmpty ? 0 : 1)
}

let started = ContinuousClock.now
print(
    "DataSourceRuntime benchmarks: release build, \(ProcessInfo.processInfo.activeProcessorCount) cores\(scale.quick ? ", quick (half the rounds)" : "");"
)
print("times are medians and minimums of interleaved runs in thread CPU time (time spent descheduled")
print("by other processes' load is left out); a ratio of two cases is the median of their per-round ratios.")
print("load average at start (1, 5, 15 min): \(loadAverage())")
print()
var goals: [Goal] = []
for group in allSuites where chosen.isEmpty || chosen.contains(group.name) {
    for suite in group.make() { goals += run(suite) }
}
print(
    "load average at end (1, 5, 15 min): \(loadAverage()); whole run \(format(milliseconds(ContinuousClock.now - started) / 1000, decimals: 1)) s"
)
print()
printGoalTable(goals)
let failed = goals.filter { !$0.passes }
print(failed.isEmpty ? "All \(goals.count) goals PASS" : "\(failed.count) of \(goals.count) goals FAIL")
// A failed goal fails the run, so scripts and CI can gate on the exit status.
if !failed.isEmpty { exit(1) }

/// The first three fields of /proc/loadavg, or a note that it is unavailable (not Linux).
func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unavailable" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}
