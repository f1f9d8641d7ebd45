extension Array {
    /// True when `index` is a valid position.
    ///
    /// Written as two comparisons on purpose: in generic code the compiler does not specialise
    /// across modules, `indices.contains` made runtime metadata and witness calls on every lookup
    /// and measured over 100× slower than a subscript (see `Benchmarks/`, index-map suites).
    @inline(__always)
    func hasIndex(_ index: Int) -> Bool {
        index >= 0 && index < count
    }
}
