// Prints, in one run, every benchmark suite with its times, ratios and goals (PASS/FAIL).
// Run with: swift run -c release --package-path Benchmarks
import Foundation

/// Every suite measured by this run. The extension point: index-map build/lookup and
/// search-filtering suites go here once those types land.
let allSuites: [() -> [BenchmarkSuite]] = [diffSuites]

print("DataSourceRuntime benchmarks: release build, \(ProcessInfo.processInfo.activeProcessorCount) cores;")
print("times are medians and minimums of interleaved runs, ratios are of medians from the same run.")
print()
var goals: [Goal] = []
for makeSuites in allSuites {
    for suite in makeSuites() { goals += run(suite) }
}
let failed = goals.filter { !$0.passes }
print(failed.isEmpty ? "All \(goals.count) goals PASS" : "\(failed.count) of \(goals.count) goals FAIL")
