/// An open-addressing hash table from identifier to its first position in the old and the new
/// list, the heart of the Heckel-style matching.
///
/// It stores positions and hash values only, never the identifiers themselves: a key is compared
/// by asking the caller for the identifier at a stored position, which saves copying (and
/// reference counting) every identifier into a dictionary. Slots are 16 bytes and live in one
/// allocation sized once, so matching allocates nothing per element. Linear probing with a full
/// stored hash keeps probes short and skips identifier comparisons on mismatched hashes.
@usableFromInline
struct IdentityTable: ~Copyable {
    /// One slot; both positions `-1` marks it empty.
    @usableFromInline
    struct Slot {
        @usableFromInline var hash: Int
        @usableFromInline var old: Int32
        @usableFromInline var new: Int32

        @inlinable
        init(hash: Int, old: Int32, new: Int32) {
            self.hash = hash
            self.old = old
            self.new = new
        }

        /// Both positions are `-1` exactly when their bitwise AND is `-1`.
        @inlinable
        var isEmpty: Bool { old & new == -1 }
    }

    @usableFromInline let slots: UnsafeMutableBufferPointer<Slot>
    @usableFromInline let mask: Int

    /// Creates a table for up to `entries` identifiers, at most 80% full.
    @inlinable
    init(entries: Int) {
        let wanted = max(8, entries + entries / 4 + 1)
        var capacity = 8
        while capacity < wanted { capacity &<<= 1 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(hash: 0, old: -1, new: -1))
        mask = capacity &- 1
    }

    @inlinable
    deinit {
        slots.deallocate()
    }

    /// Records `position` of the old list under `hash` unless an old position with the same
    /// identifier is there already; returns that earlier position, or `nil` after recording.
    @inlinable
    func insertOld(hash: Int, position: Int32, isSameIdentifier: (_ oldPosition: Int32) -> Bool) -> Int32? {
        var index = hash & mask
        while true {
            let slot = slots[index]
            if slot.isEmpty {
                slots[index] = Slot(hash: hash, old: position, new: -1)
                return nil
            }
            // Only old positions are recorded before the first new one, so `slot.old` is set here.
            if slot.hash == hash && isSameIdentifier(slot.old) { return slot.old }
            index = (index &+ 1) & mask
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
    /// same identifier when there is one.
    @inlinable
    func insertNew(
        hash: Int, position: Int32, isSameIdentifier: (_ old: Int32, _ new: Int32) -> Bool
    ) -> NewOutcome {
        var index = hash & mask
        while true {
            let slot = slots[index]
            if slot.isEmpty {
                slots[index] = Slot(hash: hash, old: -1, new: position)
                return .unmatched
            }
            if slot.hash == hash && isSameIdentifier(slot.old, slot.new) {
                if slot.new >= 0 { return .duplicate(ofNew: slot.new) }
                slots[index].new = position
                return .matched(old: slot.old)
            }
            index = (index &+ 1) & mask
        }
    }

    /// Whether any recorded identifier has this hash value (a cheap, conservative membership test).
    @inlinable
    func containsHash(_ hash: Int) -> Bool {
        var index = hash & mask
        while true {
            let slot = slots[index]
            if slot.isEmpty { return false }
            if slot.hash == hash { return true }
            index = (index &+ 1) & mask
        }
    }
}
