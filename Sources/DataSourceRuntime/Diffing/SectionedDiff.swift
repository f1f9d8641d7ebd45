/// The sectioned diff behind the sectioned ``ListDiffer`` initializers: sections are matched among
/// themselves, items across all kept sections, and `stageSectioned` turns both into batches.
@inlinable
func diffSectioned<Sections: DiffIdentity, Items: DiffIdentity>(
    old: [Sections.Element], new: [Sections.Element], items: (Sections.Element) -> [Items.Element],
    sections sectionIdentity: Sections, items itemIdentity: Items,
    policy: DuplicateIdentifierPolicy, threshold: ReloadThreshold, rules: ListViewRules
) -> Result<ListDiffer, DuplicateIdentifierPolicy.Rejection> {
    if sectionsAreIdentical(old, new, items: items, sections: sectionIdentity, items: itemIdentity) {
        return .success(ListDiffer(update: .batches([]), changeCount: 0))
    }

    precondition(fitsPositions(old.count) && fitsPositions(new.count), "ListDiffer takes fewer than 2³¹ sections")
    let sectionMatching: IdentityMatching
    let sectionResult = old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in matchAll(old, new, identity: sectionIdentity, policy: policy) }
    }
    switch sectionResult {
    case .success(let matching): sectionMatching = matching
    case .failure(let found):
        return .failure(
            DuplicateIdentifierPolicy.Rejection(
                identifier: found.identifier, firstPosition: found.first, duplicatePosition: found.duplicate,
                isInOldList: found.isInOldList))
    }
    let oldItems = FlattenedSections(old, kept: sectionMatching.oldToNew, items: items)
    let newItems = FlattenedSections(new, kept: sectionMatching.newToOld, items: items)

    let itemMatching: IdentityMatching
    switch matchAll(oldItems, newItems, identity: itemIdentity, policy: policy) {
    case .success(let matching): itemMatching = matching
    case .failure(let found):
        let side = found.isInOldList ? oldItems : newItems
        return .failure(
            DuplicateIdentifierPolicy.Rejection(
                identifier: found.identifier, firstPosition: found.first, duplicatePosition: found.duplicate,
                isInOldList: found.isInOldList, firstIndexPath: side.inputIndexPath(ofItem: found.first),
                duplicateIndexPath: side.inputIndexPath(ofItem: found.duplicate)))
    }

    var sectionChanged = [Bool](repeating: false, count: newItems.layout.keptSections.count)
    for (newSection, input) in newItems.layout.keptSections.enumerated() {
        let oldInput = Int(sectionMatching.newToOld[input])
        if oldInput >= 0 { sectionChanged[newSection] = !sectionIdentity.isContentEqual(old[oldInput], new[input]) }
    }
    let dropped = ListDiffer.DroppedDuplicates(
        oldSections: sectionMatching.droppedOld, newSections: sectionMatching.droppedNew,
        oldItems: itemMatching.droppedOld.map { oldItems.inputIndexPath(ofItem: $0) },
        newItems: itemMatching.droppedNew.map { newItems.inputIndexPath(ofItem: $0) })
    return .success(
        stageSectioned(
            old: oldItems.layout, new: newItems.layout, sectionMatching: sectionMatching, itemMatching: itemMatching,
            sectionChanged: sectionChanged, dropped: dropped, threshold: threshold, rules: rules))
}

/// Whether two sectioned lists are the same section by section and item by item; one pass, no
/// hashing.
@inlinable
func sectionsAreIdentical<Sections: DiffIdentity, Items: DiffIdentity>(
    _ old: [Sections.Element], _ new: [Sections.Element], items: (Sections.Element) -> [Items.Element],
    sections sectionIdentity: Sections, items itemIdentity: Items
) -> Bool {
    guard old.count == new.count else { return false }
    for index in old.indices {
        guard sectionIdentity.id(old[index]) == sectionIdentity.id(new[index]),
            sectionIdentity.isContentEqual(old[index], new[index])
        else { return false }
        let oldItems = items(old[index])
        let newItems = items(new[index])
        guard oldItems.count == newItems.count else { return false }
        for row in oldItems.indices {
            guard itemIdentity.id(oldItems[row]) == itemIdentity.id(newItems[row]),
                itemIdentity.isContentEqual(oldItems[row], newItems[row])
            else { return false }
        }
    }
    return true
}

/// Matches two whole lists by identifier.
@inlinable
func matchAll<Elements: DiffElements, Identity: DiffIdentity>(
    _ old: Elements, _ new: Elements, identity: Identity, policy: DuplicateIdentifierPolicy
) -> Result<IdentityMatching, DuplicateFound> where Identity.Element == Elements.Element {
    let table = IdentityTable(entries: old.count &+ new.count)
    do throws(DuplicateFound) {
        return .success(
            try matchIdentities(
                in: table, old: old, 0..<old.count, new: new, 0..<new.count, identity: identity, policy: policy))
    } catch {
        return .failure(error)
    }
}
