/// A set of hash values used to prove cheaply that the skipped common prefix and suffix of two
/// lists hold no repeated identifier.
///
/// Proving it exactly would mean comparing identifiers; proving it conservatively only needs the
/// hash values: distinct hashes imply distinct identifiers, and a repeated hash (a real duplicate
/// or, rarely, a collision) merely sends the diff down its exact, slower path. Each slot keeps 32
/// bits of the hash beyond those that chose the slot, so that long unchanged runs fit a table half
/// the size (four bytes a slot) and stay closer to the cache.
@usableFromInline
struct HashScreen: ~Copyable {
    @usableFromInline let slots: UnsafeMutableBufferPointer<UInt32>
    @usableFromInline let mask: Int

    /// Creates a screen for up to `entries` hash values, at most half full.
    @inlinable
    init(entries: Int) {
        var capacity = 8
        while capacity < entries &* 2 { capacity &<<= 1 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0)
        mask = capacity &- 1
    }

    @inlinable
    deinit {
        slots.deallocate()
    }

    /// Adds a hash value; returns false when it may have been added before, that is when probing
    /// meets a slot holding the same upper 32 bits (low bit forced on, since zero marks an empty
    /// slot). False therefore covers every repeat and, rarely, a distinct hash.
    @inlinable
    func insert(_ hash: Int) -> Bool {
        let stored = UInt32(truncatingIfNeeded: UInt(bitPattern: hash) &>> 32) | 1
        var index = hash & mask
        while true {
            let slot = slots[index]
            if slot == 0 {
                slots[index] = stored
                return true
            }
            if slot == stored { return false }
            index = (index &+ 1) & mask
        }
    }
}
