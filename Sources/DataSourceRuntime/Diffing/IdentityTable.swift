/// An open-addressing hash table from identifier to where it first occurs, the heart of the
/// Heckel-style matching.
///
/// It stores positions and hash bits only, never the identifiers themselves: a key is compared by
/// asking the caller for the identifier at a stored position, which saves copying (and reference
/// counting) every identifier into a dictionary. A slot is eight bytes, so the table costs less
/// than the `[String: Int]` any identifier index needs, and its size is the entry count times a
/// fixed factor rather than rounded up to a power of two, so memory grows linearly with the lists.
/// Linear probing with 32 stored hash bits keeps probes short and skips identifier comparisons
/// on mismatched hashes.
///
/// A slot holds one identifier, first at its old position; when a new position matches it, the
/// slot takes the new position instead (the pair is then recorded in ``IdentityMatching``), so a
/// later repeat in the new list finds the earlier new occurrence either way.
@usableFromInline
struct IdentityTable: ~Copyable {
    /// One slot; a zero tag marks it empty.
    @usableFromInline
    struct Slot {
        /// The low 32 bits of the hash value with the lowest bit set, so never zero.
        @usableFromInline var tag: UInt32
        /// An old position, or a new position `p` stored as `~p` (negative).
        @usableFromInline var position: Int32

        @inlinable
        init(tag: UInt32, position: Int32) {
            self.tag = tag
            self.position = position
        }
    }

    @usableFromInline let slots: UnsafeMutableBufferPointer<Slot>

    /// Creates a table for up to `entries` identifiers, at most 80% full.
    @inlinable
    init(entries: Int) {
        slots = .allocate(capacity: max(8, entries &+ entries / 4 &+ 1))
        slots.initialize(repeating: Slot(tag: 0, position: 0))
    }

    @inlinable
    deinit {
        slots.deallocate()
    }

    /// Records `position` of the old list under `hash` unless an old position with the same
    /// identifier is there already; returns that earlier position, or `nil` after recording.
    @inlinable
    func insertOld(hash: Int, position: Int32, isSameIdentifier: (_ oldPosition: Int32) -> Bool) -> Int32? {
        let tag = slotTag(hash)
        var index = homeSlot(hash, slots.count)
        while true {
            let slot = slots[index]
            if slot.tag == 0 {
                slots[index] = Slot(tag: tag, position: position)
                return nil
            }
            // Only old positions are recorded before the first new one.
            if slot.tag == tag && isSameIdentifier(slot.position) { return slot.position }
            index = nextSlot(index, slots.count)
        }
    }

    /// What ``insertNew(hash:position:isSameIdentifier:)`` found.
    @usableFromInline
    enum NewOutcome {
        /// The identifier is new to both lists so far.
        case unmatched
        /// The identifier's first old occurrence.
        case matched(old: Int32)
        /// An earlier new position holds the same identifier.
        case duplicate(ofNew: Int32)
    }

    /// Records `position` of the new list under `hash`, pairing it with the old occurrence of the
    /// same identifier when there is one. `isSameIdentifier` is asked about a stored position:
    /// an old one as is, a new one `p` as `~p`.
    @inlinable
    func insertNew(hash: Int, position: Int32, isSameIdentifier: (_ stored: Int32) -> Bool) -> NewOutcome {
        let tag = slotTag(hash)
        var index = homeSlot(hash, slots.count)
        while true {
            let slot = slots[index]
            if slot.tag == 0 {
                slots[index] = Slot(tag: tag, position: ~position)
                return .unmatched
            }
            if slot.tag == tag && isSameIdentifier(slot.position) {
                if slot.position < 0 { return .duplicate(ofNew: ~slot.position) }
                slots[index].position = ~position
                return .matched(old: slot.position)
            }
            index = nextSlot(index, slots.count)
        }
    }

    /// Reads the home slot of each of `hashes` ahead of probing with them: the reads are
    /// independent, so the processor overlaps their cache misses, which probes interleaved with
    /// identifier comparisons (each waiting on the slot it read) cannot. Returns what it read.
    @inlinable
    func readHomeSlots(of hashes: UnsafeBufferPointer<Int>) -> UInt32 {
        var read: UInt32 = 0
        for hash in hashes { read &+= slots[homeSlot(hash, slots.count)].tag }
        return read
    }

    /// Whether any recorded identifier may have this hash value (a cheap, conservative
    /// membership test: it compares the stored 32 bits only).
    @inlinable
    func containsHash(_ hash: Int) -> Bool {
        let tag = slotTag(hash)
        var index = homeSlot(hash, slots.count)
        while true {
            let slot = slots[index]
            if slot.tag == 0 { return false }
            if slot.tag == tag { return true }
            index = nextSlot(index, slots.count)
        }
    }
}

/// The bits of `hash` a slot keeps: the low 32, lowest forced on so that zero can mark an empty
/// slot. The slot itself is chosen by the high bits (``homeSlot(_:_:)``), so the two together
/// still tell apart nearly every pair of distinct hash values.
@inlinable
func slotTag(_ hash: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: hash) | 1
}

/// The first slot to probe for `hash` among `count`: the hash read as a fraction of the table
/// (the high half of a 128-bit product), which spreads hash values over a table of any size
/// without a division.
@inlinable
func homeSlot(_ hash: Int, _ count: Int) -> Int {
    Int(truncatingIfNeeded: UInt64(UInt(bitPattern: hash)).multipliedFullWidth(by: UInt64(count)).high)
}

/// The slot probed after `index` among `count`, wrapping around.
@inlinable
func nextSlot(_ index: Int, _ count: Int) -> Int {
    let next = index &+ 1
    return next == count ? 0 : next
}
