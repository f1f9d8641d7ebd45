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
    var oldBase: Int
    /// The first new position covered by ``newToOld``.
    var newBase: Int
    /// For each old position from `oldBase`: its new position, ``unmatched`` or ``dropped``.
    @usableFromInline var oldToNew: [Int32]
    /// For each new position from `newBase`: its old position, ``unmatched`` or ``dropped``.
    @usableFromInline var newToOld: [Int32]
    /// For each new position from `newBase`: whether it is matched and its content differs from
    /// its old match's. Compared while matching, when both elements are at hand, so that staging
    /// need not read the old list again in new order.
    var changed: [Bool]
    /// The dropped old positions, ascending.
    @usableFromInline var droppedOld: [Int]
    /// The dropped new positions, ascending.
    @usableFromInline var droppedNew: [Int]

    @usableFromInline
    init(
        oldBase: Int, newBase: Int, oldToNew: [Int32], newToOld: [Int32], changed: [Bool],
        droppedOld: [Int], droppedNew: [Int]
    ) {
        self.oldBase = oldBase
        self.newBase = newBase
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.changed = changed
        self.droppedOld = droppedOld
        self.droppedNew = droppedNew
    }
}

/// A repeated identifier met under ``DuplicateIdentifierPolicy/reject``, in the positions of the
/// sequence that was matched; the caller translates it into a ``DuplicateIdentifierPolicy/Rejection``.
@usableFromInline
struct DuplicateFound: Error {
    /// True when the repeat is in the old list.
    @usableFromInline var isInOldList: Bool
    @usableFromInline var identifier: String
    @usableFromInline var first: Int
    @usableFromInline var duplicate: Int

    @inlinable
    init(isInOldList: Bool, identifier: String, first: Int, duplicate: Int) {
        self.isInOldList = isInOldList
        self.identifier = identifier
        self.first = first
        self.duplicate = duplicate
    }
}

/// Pairs old and new positions by identifier (Heckel's two passes over one table): every old
/// position goes into `table`, then every new position looks its identifier up there. The first
/// occurrence of an identifier in each list takes part; later ones are dropped or, under
/// ``DuplicateIdentifierPolicy/reject``, refused with the first repeat found (old list first).
///
/// Runs of rows that kept their order are most of a typical change, so once two new positions in
/// a row have matched consecutive old ones, the next new position is compared with the next old
/// position directly, without hashing or probing. Such a match leaves the old position's slot in
/// the table as it was; a later repeat of the identifier still finds that slot and is told apart
/// by `oldToNew`, which the match has set.
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
    var changed = [Bool](repeating: false, count: newRange.count)
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
                    isInOldList: true, identifier: String(describing: identity.id(old[position])),
                    first: Int(earlier), duplicate: position)
                return false
            }
            oldToNew[position &- oldBase] = IdentityMatching.dropped
            droppedOld.append(position)
        }
        return true
    }
    if let found { throw found }

    func pair(old oldPosition: Int, new position: Int) {
        newToOld[position &- newBase] = Int32(truncatingIfNeeded: oldPosition)
        oldToNew[oldPosition &- oldBase] = Int32(truncatingIfNeeded: position)
        changed[position &- newBase] = !identity.isContentEqual(old[oldPosition], new[position])
    }
    var hashes = HashesAhead(elements: new, identity: identity)
    // How many positions just before this one matched consecutive old positions, and the old
    // position after the last match. Two, not one, before comparing directly: after a lone match
    // (every match of a shuffled list) the next old identifier is unrelated, and comparing with
    // it would only fetch it from memory.
    var run = 0
    var nextOld = oldRange.lowerBound
    for position in newRange {
        if run >= 2, nextOld < oldRange.upperBound, oldToNew[nextOld &- oldBase] == IdentityMatching.unmatched,
            identity.id(old[nextOld]) == identity.id(new[position])
        {
            pair(old: nextOld, new: position)
            nextOld &+= 1
            run &+= 1
            hashes.skipped()
            continue
        }
        let outcome = table.insertNew(
            hash: hashes.hash(at: position, upTo: newRange.upperBound, probing: table),
            position: Int32(truncatingIfNeeded: position)
        ) {
            $0 >= 0
                ? identity.id(old[Int($0)]) == identity.id(new[position])
                : identity.id(new[Int(~$0)]) == identity.id(new[position])
        }
        let earlier: Int32
        switch outcome {
        case .unmatched:
            run = 0
            continue
        case .matched(let oldPosition):
            let matchedBefore = oldToNew[Int(oldPosition) &- oldBase]
            guard matchedBefore >= 0 else {
                pair(old: Int(oldPosition), new: position)
                run = Int(oldPosition) == nextOld ? run &+ 1 : 1
                nextOld = Int(oldPosition) &+ 1
                continue
            }
            earlier = matchedBefore
        case .duplicate(let newPosition):
            earlier = newPosition
        }
        if policy == .reject {
            throw DuplicateFound(
                isInOldList: false, identifier: String(describing: identity.id(new[position])),
                first: Int(earlier), duplicate: position)
        }
        newToOld[position &- newBase] = IdentityMatching.dropped
        droppedNew.append(position)
        run = 0
    }
    return IdentityMatching(
        oldBase: oldBase, newBase: newBase, oldToNew: oldToNew, newToOld: newToOld, changed: changed,
        droppedOld: droppedOld, droppedNew: droppedNew)
}

/// The position `position` takes once the `dropped` positions (ascending) are left out.
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
