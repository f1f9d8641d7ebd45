/// The flat diff behind the flat ``ListDiffer`` initializers.
@inlinable
func diffFlat<Identity: DiffIdentity>(
    old: [Identity.Element], new: [Identity.Element], section: Int, identity: Identity,
    policy: DuplicateIdentifierPolicy, threshold: ReloadThreshold, rules: ListViewRules
) -> Result<ListDiffer, DuplicateIdentifierPolicy.Rejection> {
    precondition(
        fitsPositions(old.count) && fitsPositions(new.count), "ListDiffer takes lists of fewer than 2³¹ elements")
    return old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
            diffFlat(
                old: old, new: new, section: section, identity: identity, policy: policy, threshold: threshold,
                rules: rules)
        }
    }
}

/// The flat diff on the lists' storage, so that the hot loops read elements in place.
@inlinable
func diffFlat<Identity: DiffIdentity>(
    old: UnsafeBufferPointer<Identity.Element>, new: UnsafeBufferPointer<Identity.Element>,
    section: Int, identity: Identity, policy: DuplicateIdentifierPolicy, threshold: ReloadThreshold,
    rules: ListViewRules
) -> Result<ListDiffer, DuplicateIdentifierPolicy.Rejection> {
    let oldCount = old.count
    let newCount = new.count
    let shorter = min(oldCount, newCount)
    var prefix = 0
    while prefix < shorter, identity.id(old[prefix]) == identity.id(new[prefix]),
        identity.isContentEqual(old[prefix], new[prefix])
    {
        prefix &+= 1
    }
    if prefix == oldCount && prefix == newCount {
        return .success(ListDiffer(update: .batches([]), changeCount: 0))
    }
    var suffix = 0
    while suffix < shorter &- prefix {
        let oldPosition = oldCount &- 1 &- suffix
        let newPosition = newCount &- 1 &- suffix
        guard identity.id(old[oldPosition]) == identity.id(new[newPosition]),
            identity.isContentEqual(old[oldPosition], new[newPosition])
        else { break }
        suffix &+= 1
    }

    let matching: IdentityMatching
    do {
        matching = try matchFlat(old: old, new: new, prefix: prefix, suffix: suffix, identity: identity, policy: policy)
    } catch {
        return .failure(
            DuplicateIdentifierPolicy.Rejection(
                identifier: error.identifier, firstPosition: error.first, duplicatePosition: error.duplicate,
                isInOldList: error.isInOldList, firstIndexPath: ListIndexPath(row: error.first, section: section),
                duplicateIndexPath: ListIndexPath(row: error.duplicate, section: section)))
    }
    return .success(
        stageFlat(
            matching, oldCount: old.count, newCount: new.count, section: section, threshold: threshold, rules: rules))
}

/// Matches the part of the lists between the common prefix and suffix, then proves that the
/// skipped runs hold no identifier repeated anywhere in either list; if that proof fails (a
/// duplicate involves the skipped runs), matches the whole lists so duplicates are dropped exactly
/// where ``DuplicateIdentifierPolicy/keepFirst`` says.
///
/// The proof hashes each skipped element once (the runs are identical in both lists) into a
/// compact ``HashScreen`` and checks it against the middle's table; it never compares identifiers
/// and never records positions, which keeps a one-row change in a long list far below the cost of
/// building an identifier index.
@inlinable
func matchFlat<Identity: DiffIdentity>(
    old: UnsafeBufferPointer<Identity.Element>, new: UnsafeBufferPointer<Identity.Element>,
    prefix: Int, suffix: Int, identity: Identity, policy: DuplicateIdentifierPolicy
) throws(DuplicateFound) -> IdentityMatching {
    let oldMiddle = prefix..<(old.count &- suffix)
    let newMiddle = prefix..<(new.count &- suffix)
    let table = IdentityTable(entries: oldMiddle.count &+ newMiddle.count)
    let matching = try matchIdentities(
        in: table, old: old, oldMiddle, new: new, newMiddle, identity: identity, policy: policy)
    if prefix &+ suffix == 0 { return matching }

    let screen = HashScreen(entries: prefix &+ suffix)
    var distinct = true
    let screenBlock = { (_: Int, hashes: UnsafeMutableBufferPointer<Int>) -> Bool in
        for hash in hashes where table.containsHash(hash) || !screen.insert(hash) {
            distinct = false
            return false
        }
        return true
    }
    forEachHashBlock(old, 0..<prefix, identity: identity, screenBlock)
    if distinct {
        forEachHashBlock(old, oldMiddle.upperBound..<old.count, identity: identity, screenBlock)
    }
    if distinct { return matching }

    let fullTable = IdentityTable(entries: old.count &+ new.count)
    return try matchIdentities(
        in: fullTable, old: old, 0..<old.count, new: new, 0..<new.count, identity: identity, policy: policy)
}
