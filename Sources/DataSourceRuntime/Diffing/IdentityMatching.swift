/// Which old and new positions carry the same identifier, with later repeats set aside.
///
/// Positions are absolute; the arrays cover only the ranges that were matched (their first entry
/// belongs to `oldBase` / `newBase`), because the flat diff leaves the unchanged common prefix and
/// suffix out.
@usableFromInline
struct IdentityMatching {
    /// Marks an entry with no counterpart in the other list.
    @usableFromInline static let unmatched: Int32 = -1
    /// Marks a repeated identifier left out under ``DuplicateIdentifierPolicy/keepFirst``.
    @usableFromInline static let dropped: Int32 = -2

    /// The first old position covered by ``oldToNew``.
    @usableFromInline var oldBase: Int
    /// The first new position covered by ``newToOld``.
    @usableFromInline var newBase: Int
    /// For each old position from `oldBase`: its new position, ``unmatched`` or ``dropped``.
    @usableFromInline var oldToNew: [Int32]
    /// For each new position from `newBase`: its old position, ``unmatched`` or ``dropped``.
    @usableFromInline var newToOld: [Int32]
    /// The dropped old positions, ascending.
    @usableFromInline var droppedOld: [Int]
    /// The dropped new positions, ascending.
    @usableFromInline var droppedNew: [Int]

    @inlinable
    init(oldBase: Int, newBase: Int, oldToNew: [Int32], newToOld: [Int32], droppedOld: [Int], droppedNew: [Int]) {
        self.oldBase = oldBase
        self.newBase = newBase
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.droppedOld = droppedOld
        self.droppedNew = droppedNew
    }
}

/// A repeated identifier met under ``DuplicateIdentifierPolicy/reject``, in the positions of the
/// sequence that was matched; the caller translates it into a ``ListDifferError``.
@usableFromInline
struct DuplicateFound: Error {
    @usableFromInline var list: ListDifferError.List
    @usableFromInline var identifier: String
    @usableFromInline var first: Int
    @usableFromInline var duplicate: Int

    @inlinable
    init(list: ListDifferError.List, identifier: String, first: Int, duplicate: Int) {
        self.list = list
        self.identifier = identifier
        self.first = first
        self.duplicate = duplicate
    }
}

/// Pairs old and new positions by identifier (Heckel's two passes over one table): every old
/// position goes into `table`, then every new position looks its identifier up there. The first
/// occurrence of an identifier in each list takes part; later ones are dropped or, under
/// ``DuplicateIdentifierPolicy/reject``, refused with the first repeat found (old list first).
@inlinable
func matchIdentities<Elements: DiffElements, Identity: DiffIdentity>(
    in table: borrowing IdentityTable,
    old: Elements, _ oldRange: Range<Int>, new: Elements, _ newRange: Range<Int>,
    identity: Identity, policy: DuplicateIdentifierPolicy
) throws(DuplicateFound) -> IdentityMatching where Identity.Element == Elements.Element {
    let oldBase = oldRange.lowerBound
    let newBase = newRange.lowerBound
    var oldToNew = [Int32](repeating: IdentityMatching.unmatched, count: oldRange.count)
    var newToOld = [Int32](repeating: IdentityMatching.unmatched, count: newRange.count)
    var droppedOld: [Int] = []
    var droppedNew: [Int] = []
    var found: DuplicateFound?

    forEachHashBlock(old, oldRange, identity: identity) { first, hashes in
        for offset in hashes.indices {
            let position = first &+ offset
            let earlier = table.insertOld(hash: hashes[offset], position: Int32(truncatingIfNeeded: position)) {
                identity.id(old[Int($0)]) == identity.id(old[position])
            }
            guard let earlier else { continue }
            if policy == .reject {
                found = DuplicateFound(
                    list: .old, identifier: String(describing: identity.id(old[position])),
                    first: Int(earlier), duplicate: position)
                return false
            }
            oldToNew[position &- oldBase] = IdentityMatching.dropped
            droppedOld.append(position)
        }
        return true
    }
    if let found { throw found }

    forEachHashBlock(new, newRange, identity: identity) { first, hashes in
        for offset in hashes.indices {
            let position = first &+ offset
            let outcome = table.insertNew(hash: hashes[offset], position: Int32(truncatingIfNeeded: position)) {
                $0 >= 0
                    ? identity.id(old[Int($0)]) == identity.id(new[position])
                    : identity.id(new[Int($1)]) == identity.id(new[position])
            }
            switch outcome {
            case .unmatched:
                break
            case .matched(let oldPosition):
                newToOld[position &- newBase] = oldPosition
                oldToNew[Int(oldPosition) &- oldBase] = Int32(truncatingIfNeeded: position)
            case .duplicate(let earlier):
                if policy == .reject {
                    found = DuplicateFound(
                        list: .new, identifier: String(describing: identity.id(new[position])),
                        first: Int(earlier), duplicate: position)
                    return false
                }
                newToOld[position &- newBase] = IdentityMatching.dropped
                droppedNew.append(position)
            }
        }
        return true
    }
    if let found { throw found }
    return IdentityMatching(
        oldBase: oldBase, newBase: newBase, oldToNew: oldToNew, newToOld: newToOld,
        droppedOld: droppedOld, droppedNew: droppedNew)
}

/// The position `position` takes once the `dropped` positions (ascending) are left out.
@inlinable
func rank(_ position: Int, skipping dropped: [Int]) -> Int {
    if dropped.isEmpty { return position }
    var low = 0
    var high = dropped.count
    while low < high {
        let middle = (low &+ high) >> 1
        if dropped[middle] < position { low = middle &+ 1 } else { high = middle }
    }
    return position &- low
}

/// Whether positions up to `count` fit the 32-bit slots of ``IdentityTable`` and ``IdentityMatching``.
@inlinable
func fitsPositions(_ count: Int) -> Bool {
    count < Int(Int32.max)
}
