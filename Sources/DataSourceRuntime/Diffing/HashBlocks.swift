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
                for index in 0..<take { buffer[filled &+ index] = hashValue(of: identity.id(run[offset &+ index])) }
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

/// The identifier hash values of a pass over `elements` that skips some positions (those matched
/// without a lookup): computed ahead in blocks, for the reason ``hashBlockSize`` gives, but in
/// short blocks again after a skip, so that a long skipped run wastes few of them.
@usableFromInline
struct HashesAhead<Elements: DiffElements, Identity: DiffIdentity>: ~Copyable
where Identity.Element == Elements.Element {
    @usableFromInline let elements: Elements
    @usableFromInline let identity: Identity
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Int>
    /// The positions whose hash values ``buffer`` holds, from its start.
    @usableFromInline var held: Range<Int> = 0..<0
    /// How many positions the next block covers.
    @usableFromInline var blockSize = shortHashBlockSize
    /// What reading the table's home slots of each block gave (``IdentityTable/readHomeSlots(of:)``),
    /// kept so that the reads are not optimized away.
    @usableFromInline var warmed: UInt32 = 0

    @inlinable
    init(elements: Elements, identity: Identity) {
        self.elements = elements
        self.identity = identity
        buffer = .allocate(capacity: hashBlockSize)
    }

    @inlinable
    deinit {
        buffer.deallocate()
        keepRead(warmed)
    }

    /// The hash value at `position`; positions are asked for in increasing order, none at or past
    /// `end`.
    @inlinable
    mutating func hash(at position: Int, upTo end: Int, probing table: borrowing IdentityTable) -> Int {
        if !held.contains(position) {
            held = position..<min(position &+ blockSize, end)
            blockSize = min(blockSize &* 2, hashBlockSize)
            var filled = 0
            elements.forEachRun(in: held) { _, run in
                for element in run {
                    buffer[filled] = hashValue(of: identity.id(element))
                    filled &+= 1
                }
                return true
            }
            warmed &+= table.readHomeSlots(of: UnsafeBufferPointer(rebasing: buffer[0..<filled]))
        }
        return buffer[position &- held.lowerBound]
    }

    /// Notes that a position was matched without its hash value.
    @inlinable
    mutating func skipped() {
        blockSize = shortHashBlockSize
    }
}

/// The block a ``HashesAhead`` starts with, and starts again with after a skip.
@usableFromInline
let shortHashBlockSize = 8

/// Does nothing with `value`, opaquely, so that the memory reads that computed it stay.
@usableFromInline @_optimize(none)
func keepRead(_ value: UInt32) {}
