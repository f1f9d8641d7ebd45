/// What one suite measured, by case name: the runs of its interleaved cases, and a single value
/// for each case measured once (slow cases in milliseconds, memory cases in bytes).
struct Measurements {
    /// Each interleaved case's runs in milliseconds; index `i` is round `i` for every case.
    var rounds: [String: [Double]] = [:]
    var values: [String: Double] = [:]

    /// A case's median run, or its single value; `nil` when no case has that name.
    func value(of name: String) -> Double? {
        if let runs = rounds[name] { return runs.sorted()[runs.count / 2] }
        return values[name]
    }
}

/// `numerator` over `denominator`; NaN (which fails every goal) when either case is missing.
///
/// Two interleaved cases give the median of their per-round ratios: the runs of one round are close
/// together in time, so a burst of load from another process or a slow phase of a shared machine
/// slows both sides of that round's ratio, where a ratio of two medians could take each median
/// from a different phase. Otherwise it is the ratio of the two values.
func ratio(_ measured: Measurements, _ numerator: String, _ denominator: String) -> Double {
    if let top = measured.rounds[numerator], let bottom = measured.rounds[denominator],
        top.count == bottom.count, !top.isEmpty
    {
        let ratios = zip(top, bottom).map { $0 / $1 }.sorted()
        return ratios[ratios.count / 2]
    }
    return (measured.value(of: numerator) ?? .nan) / (measured.value(of: denominator) ?? .nan)
}
