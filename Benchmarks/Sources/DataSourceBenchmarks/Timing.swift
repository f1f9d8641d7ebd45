/// The timing harness: warm-up runs, then repeated measured runs summarised by median and minimum.
///
/// No benchmark library on purpose (the project has no dependencies): `ContinuousClock`, a fixed
/// number of runs and the median are all the goals need. Cases compared by a ratio are measured
/// interleaved, one run of each in turn, so a burst of load from another process on this 2-core
/// machine slows both sides of the ratio alike instead of only one of them.
struct Timing {
    /// The median run, in milliseconds.
    var median: Double
    /// The fastest run, in milliseconds.
    var minimum: Double
    /// How many runs were measured.
    var runs: Int
}

/// Keeps results alive so the optimiser cannot drop the work that produced them.
nonisolated(unsafe) var blackHole = 0

/// Measures `bodies` interleaved: `warmUp` unmeasured rounds, then `runs` measured rounds, each
/// round running every body once in order.
func measureInterleaved(warmUp: Int, runs: Int, _ bodies: [() -> Int]) -> [Timing] {
    for _ in 0..<warmUp {
        for body in bodies { blackHole &+= body() }
    }
    let clock = ContinuousClock()
    var samples = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<runs {
        for (index, body) in bodies.enumerated() {
            var result = 0
            let elapsed = clock.measure { result = body() }
            blackHole &+= result
            samples[index].append(milliseconds(elapsed))
        }
    }
    return samples.map { times in
        let sorted = times.sorted()
        return Timing(median: sorted[sorted.count / 2], minimum: sorted[0], runs: sorted.count)
    }
}

/// A duration in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) / 1e15
}

/// A number with a fixed count of decimals, without Foundation's locale-dependent formatting.
func format(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard decimals > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
}
