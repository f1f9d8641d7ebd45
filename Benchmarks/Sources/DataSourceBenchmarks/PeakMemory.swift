import AllocationCounter

/// Whether ``peakExtraBytes(_:)`` can measure here (Linux with glibc; see the AllocationCounter
/// target). Where it cannot, suites skip their memory goals instead of failing them.
let peakMemoryIsMeasurable = allocation_counter_is_available() != 0

/// The most heap memory `body` holds at once beyond what was allocated before it, in bytes: the
/// "extra memory" of an operation, its result included (it is freed only once `body` returns).
///
/// `body` runs once unmeasured first, so one-time allocations (type metadata, lazily built
/// globals) are not counted. One measured run is enough: allocation sizes do not depend on
/// timing, only (slightly) on the per-process hash seed.
func peakExtraBytes(_ body: () -> Int) -> Int {
    blackHole &+= body()
    allocation_counter_start()
    let result = body()
    let peak = allocation_counter_stop()
    blackHole &+= result
    return Int(peak)
}
