/// How many hash values are computed before the table is probed with them.
///
/// Probing a table larger than the cache is bound by memory latency. Computing a block of hashes
/// first and then probing with all of them lets the processor overlap the cache misses of
/// neighbouring probes, which an interleaved hash-probe-hash loop prevents (the hash function's
/// instructions fill the reorder window between two probes).
@usableFromInline
let hashBlockSize = 64

/// Calls `body` with the identifier hash values of consecutive blocks of `elements[positions]`,
/// each block with its first position, until `body` returns false.
///
/// A block may span runs of storage (sections), so short sections still probe in full blocks.
@inlinable
func forEachHashBlock<Elements: DiffElements, Identity: DiffIdentity>(
    _ elements: Elements, _ positions: Range<Int>, identity: Identity,
    _ body: (_ first: Int, _ hashes: UnsafeMutableBufferPointer<Int>) -> Bool
) where Identity.Element == Elements.Element {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: hashBlockSize) { buffer in
        var first = positions.lowerBound
        var filled = 0
        var going = true
        elements.forEachRun(in: positions) { _, run in
            var offset = 0
            while offset < run.count {
                let take = min(hashBlockSize &- filled, run.count &- offset)
                for index in 0..<take { buffer[filled &+ index] = identity.id(run[offset &+ index]).hashValue }
                filled &+= take
                offset &+= take
                if filled == hashBlockSize {
                    going = body(first, buffer)
                    guard going else { return false }
                    first &+= filled
                    filled = 0
                }
            }
            return true
        }
        if going && filled > 0 { _ = body(first, UnsafeMutableBufferPointer(rebasing: buffer[0..<filled])) }
    }
}
