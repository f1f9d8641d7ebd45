import Foundation

/// The timing harness: warm-up runs, then repeated measured runs summarised by median and minimum.
///
/// No benchmark library on purpose (the project has no dependencies): a CPU-time clock, a fixed
/// number of runs and the median are all the goals need. Cases compared by a ratio are measured
/// interleaved, one run of each in turn, so a burst of load from another process on this 2-core
/// machine slows both sides of the ratio alike instead of only one of them.
///
/// Runs are timed by the CPU time of the measuring thread, not by the wall clock: on this machine
/// other processes compile in parallel, and a run of a few milliseconds is either not preempted
/// at all or loses a whole scheduler slice of several milliseconds, which made wall-clock medians
/// of short cases jump by 2× from one run of the program to the next. CPU time leaves out the
/// time spent descheduled; what other processes still cost (shared caches) hits both sides.
struct Timing {
    /// The median run, in milliseconds.
    var median: Double
    /// The fastest run, in milliseconds.
    var minimum: Double
    /// Every run, in milliseconds, in the order measured: run `i` of two cases measured
    /// together was round `i` for both.
    var samples: [Double]

    var runs: Int { samples.count }
}

/// Keeps results alive so the optimiser cannot drop the work that produced them.
nonisolated(unsafe) var blackHole = 0

/// Measures `bodies` interleaved: `warmUp` unmeasured rounds, then `runs` measured rounds, each
/// round running every body once in order.
///
/// `prepare[i]`, when present and not `nil`, runs unmeasured before every run of `bodies[i]`:
/// it puts shared state back where the measured step starts (a picker's previous query, say).
func measureInterleaved(
    warmUp: Int, runs: Int, _ bodies: [() -> Int], prepare: [(() -> Void)?] = []
) -> [Timing] {
    func prepareBody(_ index: Int) {
        if index < prepare.count, let step = prepare[index] { step() }
    }
    for _ in 0..<warmUp {
        for (index, body) in bodies.enumerated() {
            prepareBody(index)
            blackHole &+= body()
        }
    }
    var samples = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<runs {
        for (index, body) in bodies.enumerated() {
            prepareBody(index)
            let start = threadCPUTime()
            let result = body()
            let elapsed = threadCPUTime() - start
            blackHole &+= result
            samples[index].append(elapsed)
        }
    }
    return samples.map { times in
        let sorted = times.sorted()
        return Timing(median: sorted[sorted.count / 2], minimum: sorted[0], samples: times)
    }
}

/// The CPU time the calling thread has used, in milliseconds.
func threadCPUTime() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else {
        preconditionFailure("CLOCK_THREAD_CPUTIME_ID is unavailable")
    }
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
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

extension Int {
    /// The number with thousands separators ("100,000"), without Foundation's locale.
    var formatted: String {
        let digits = Array(String(self))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
