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
@inlinable
func forEachHashBlock<Identity: DiffIdentity>(
    _ elements: UnsafeBufferPointer<Identity.Element>, _ positions: Range<Int>, identity: Identity,
    _ body: (_ first: Int, _ hashes: UnsafeMutableBufferPointer<Int>) -> Bool
) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: hashBlockSize) { buffer in
        var start = positions.lowerBound
        while start < positions.upperBound {
            let count = min(hashBlockSize, positions.upperBound &- start)
            for offset in 0..<count { buffer[offset] = identity.id(elements[start &+ offset]).hashValue }
            guard body(start, UnsafeMutableBufferPointer(rebasing: buffer[0..<count])) else { return }
            start &+= count
        }
    }
}
