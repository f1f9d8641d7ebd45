/// An open-addressing hash table whose slots hold positions into an identifier array kept by the
/// owner, instead of the identifiers themselves.
///
/// Why not `[ID: Int]`: a dictionary stores a second copy of every identifier next to the array the
/// map must keep anyway for position → identifier lookups. Here the identifiers live only in the
/// owner's array and each slot is one `UInt64`:
///
/// - low 32 bits: position + 1 (`0` marks an empty slot, so a fresh table is all zeros);
/// - high 32 bits: the payload — the section number in its low bits (as many as the owner's
///   `sectionMask` covers; none for a flat map) and hash bits in the others, which let a probe
///   skip most unequal identifiers without touching the array.
///
/// Linear probing over a power-of-two table kept at most half full: probes stay short, and there
/// is always an empty slot, so every probe loop ends even if a key's `Hashable` is inconsistent.
@usableFromInline
struct PositionSlotTable: Sendable {
    /// Mask for the position part of a slot.
    @inlinable
    static var positionMask: UInt64 { 0xFFFF_FFFF }

    /// The slots; see the type's documentation for the encoding.
    @usableFromInline private(set) var slots: [UInt64]
    /// `slots.count - 1`; the count is a power of two.
    @usableFromInline let mask: Int

    /// A table sized for `count` entries at a load factor of at most 0.5.
    init(capacityFor count: Int) {
        var capacity = 2
        while capacity / 2 < count { capacity &<<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// Packs a position and a payload into a slot value.
    @inlinable @inline(__always)
    static func entry(position: Int, payload: UInt32) -> UInt64 {
        UInt64(payload) &<< 32 | UInt64(truncatingIfNeeded: position &+ 1)
    }

    /// The position stored in a non-empty slot value.
    @inlinable @inline(__always)
    static func position(of entry: UInt64) -> Int {
        Int(truncatingIfNeeded: entry & positionMask) &- 1
    }

    /// The payload stored in a slot value.
    @inlinable @inline(__always)
    static func payload(of entry: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: entry &>> 32)
    }

    /// Hash bits used as a probe filter, independent of the bits that choose the start slot.
    @inlinable @inline(__always)
    static func tag(ofHash hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) &>> 32)
    }

    /// The payload bits holding section numbers below `sectionCount` (0 for a flat map).
    static func sectionMask(sectionCount: Int) -> UInt32 {
        guard sectionCount > 1 else { return 0 }
        let bits = Int.bitWidth - (sectionCount - 1).leadingZeroBitCount
        return bits >= 32 ? .max : (1 &<< UInt32(bits)) &- 1
    }

    /// The payload of an identifier with hash `hash` in `section`: the section in the bits of
    /// `sectionMask`, hash bits in the others.
    @inlinable @inline(__always)
    static func payload(section: UInt32, hash: Int, sectionMask: UInt32) -> UInt32 {
        section & sectionMask | (tag(ofHash: hash) &<< UInt32(sectionMask.nonzeroBitCount)) & ~sectionMask
    }

    /// Finds the slot holding an identifier equal to `id`, or the empty slot where it belongs.
    ///
    /// - Parameters:
    ///   - sectionMask: the payload bits holding section numbers; only slots whose other payload
    ///     bits match `id`'s hash bits are compared.
    ///   - identifiers: the owner's identifier array the positions point into.
    /// - Returns: the slot index and its value (`0` when the identifier is absent).
    @inlinable @inline(__always)
    func probe<ID: Hashable>(
        for id: ID, hash: Int, sectionMask: UInt32, identifiers: [ID]
    ) -> (slot: Int, entry: UInt64) {
        let tag = Self.payload(section: 0, hash: hash, sectionMask: sectionMask)
        var index = hash & mask
        while true {
            let entry = slots[index]
            if entry == 0 { return (index, 0) }
            if Self.payload(of: entry) & ~sectionMask == tag,
                identifiers[Self.position(of: entry)] == id
            {
                return (index, entry)
            }
            index = (index &+ 1) & mask
        }
    }

    /// Replaces the payload of every occupied slot by `transform(payload)`.
    mutating func rewritePayloads(_ transform: (UInt32) -> UInt32) {
        for index in slots.indices where slots[index] != 0 {
            let entry = slots[index]
            slots[index] = UInt64(transform(Self.payload(of: entry))) &<< 32 | (entry & Self.positionMask)
        }
    }

    /// Stores `entry` in a slot that `probe` returned as empty.
    @inline(__always)
    mutating func fill(slot: Int, with entry: UInt64) {
        slots[slot] = entry
    }
}
