/// A statement about what a suite's cases return, judged by a `--check` run: each workload runs
/// once and its result is checked, and no time is measured, so the check cannot fail because the
/// machine is busy. Cases compared by a goal compute the same answer where they can (the picker
/// and the dictionary it is held against find the same positions), which is what most checks say.
struct ResultCheck {
    var statement: String
    var passes: ([String: Int]) -> Bool

    /// Cases `first` and `second` returned the same number.
    static func same(_ first: String, _ second: String) -> ResultCheck {
        ResultCheck(statement: "\(first) = \(second)") { results in
            results[first] != nil && results[first] == results[second]
        }
    }

    /// Case `name` returned a number in `range`.
    static func result(_ name: String, in range: ClosedRange<Int>) -> ResultCheck {
        let bound = range.count == 1 ? "= \(range.lowerBound)" : "in \(range.lowerBound)...\(range.upperBound)"
        return ResultCheck(statement: "\(name) \(bound)") { results in
            results[name].map(range.contains) ?? false
        }
    }
}

/// Runs every case of `suite` once (memory cases are the same bodies, so they are left out),
/// prints each result and each check, and returns the checks with whether they passed.
func check(_ suite: BenchmarkSuite) -> [(statement: String, passes: Bool)] {
    print("## \(suite.title)")
    var results: [String: Int] = [:]
    for benchmark in suite.cases {
        benchmark.prepare?()
        results[benchmark.name] = benchmark.body()
    }
    for slow in suite.slowCases {
        if let body = slow.body { results[slow.name] = body() }
    }
    for (name, value) in results.sorted(by: { $0.key < $1.key }) {
        print("  \(pad(name, 52)) → \(value)")
    }
    let judged = suite.checks.map { ($0.statement, $0.passes(results)) }
    for (statement, passes) in judged {
        print("  check \(pad(statement, 90)) \(passes ? "PASS" : "FAIL")")
    }
    if judged.isEmpty {
        print("  check: this suite states no check of its results  FAIL")
        return [("\(suite.title) states a check", false)]
    }
    print()
    return judged
}
