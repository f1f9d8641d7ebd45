/// Turns the section and item matchings of a sectioned diff into batches.
///
/// First batch: section deletes, inserts and moves (sections off a longest increasing
/// subsequence); row deletes, inserts and moves (rows that changed section, or left the longest
/// increasing subsequence of their section); reloads of changed rows that stayed in place in a
/// section that did not move, at their old index paths; reloads of changed sections that did not
/// move and that no row operation touches, at their old indices — each only where UIKit's
/// reload position (``reloadTarget(of:deleted:inserted:)``, which ignores moves) is the true new
/// one. Second batch: every other reload, at its new index path or section index, which the first
/// batch has made final. Rows of a reloaded section are not reloaded one by one: the section
/// reload fetches them all. For a collection view, ``stagedBatches(structural:reloads:rules:)``
/// restages both.
@usableFromInline
struct SectionedStaging<Item> {
    @usableFromInline let old: FlattenedSections<Item>
    @usableFromInline let new: FlattenedSections<Item>
    @usableFromInline let itemOldToNew: [Int32]
    @usableFromInline let itemNewToOld: [Int32]
    @usableFromInline let oldRow: [Int32]
    @usableFromInline let newRow: [Int32]
    /// Kept old section → kept new section, or -1 when deleted.
    @usableFromInline var sectionOldToNew: [Int]
    /// Kept new section → kept old section, or -1 when inserted.
    @usableFromInline var sectionNewToOld: [Int]
    /// Per kept new section: its model changed.
    @usableFromInline let sectionChanged: [Bool]
    /// Per kept new section: it is moved explicitly.
    @usableFromInline var sectionMoved: [Bool]
    @usableFromInline var movedSections: [BatchUpdate.Move<Int>] = []
    /// The kept old sections that are deleted, ascending.
    @usableFromInline var deletedSections: [Int] = []
    /// The kept new sections that are inserted, ascending.
    @usableFromInline var insertedSections: [Int] = []
    /// Per kept new section: UIKit would place an in-place reload of its old section (or of a row
    /// in it) in this very section, because no section move shifts it.
    @usableFromInline var reloadLandsInPlace: [Bool] = []
    /// Per kept old section: the rows deleted from it explicitly, ascending.
    @usableFromInline var deletedRowsBySection: [[Int]] = []
    /// Per kept new section: the rows inserted into it explicitly, ascending.
    @usableFromInline var insertedRowsBySection: [[Int]] = []
    @usableFromInline var touchedOld: [Bool]
    @usableFromInline var touchedNew: [Bool]
    @usableFromInline var deletedRows: [ListIndexPath] = []
    @usableFromInline var insertedRows: [ListIndexPath] = []
    @usableFromInline var movedRows: [BatchUpdate.Move<ListIndexPath>] = []
    @usableFromInline var reloadedInPlace: [ListIndexPath] = []
    @usableFromInline var reloadedAfterMove: [ListIndexPath] = []
    /// Changes counted for ``ReloadThreshold`` beyond the explicit row operations: updated items
    /// and the items of deleted and inserted sections.
    @usableFromInline var implicitItemChanges = 0

    @inlinable
    init(
        old: FlattenedSections<Item>, new: FlattenedSections<Item>,
        sectionMatching: IdentityMatching, itemMatching: IdentityMatching, sectionChanged: [Bool]
    ) {
        self.old = old
        self.new = new
        itemOldToNew = itemMatching.oldToNew
        itemNewToOld = itemMatching.newToOld
        oldRow = old.rows(skippingDroppedIn: itemMatching.oldToNew)
        newRow = new.rows(skippingDroppedIn: itemMatching.newToOld)
        self.sectionChanged = sectionChanged
        var keptNewIndex = [Int](repeating: -1, count: sectionMatching.newToOld.count)
        for (kept, input) in new.keptSections.enumerated() { keptNewIndex[input] = kept }
        var keptOldIndex = [Int](repeating: -1, count: sectionMatching.oldToNew.count)
        for (kept, input) in old.keptSections.enumerated() { keptOldIndex[input] = kept }
        sectionOldToNew = old.keptSections.map { input in
            let match = Int(sectionMatching.oldToNew[input])
            return match >= 0 ? keptNewIndex[match] : -1
        }
        sectionNewToOld = new.keptSections.map { input in
            let match = Int(sectionMatching.newToOld[input])
            return match >= 0 ? keptOldIndex[match] : -1
        }
        sectionMoved = [Bool](repeating: false, count: new.keptSections.count)
        touchedOld = [Bool](repeating: false, count: old.keptSections.count)
        touchedNew = [Bool](repeating: false, count: new.keptSections.count)
        deletedRowsBySection = [[Int]](repeating: [], count: old.keptSections.count)
        insertedRowsBySection = [[Int]](repeating: [], count: new.keptSections.count)
        deletedSections = sectionOldToNew.indices.filter { sectionOldToNew[$0] < 0 }
        insertedSections = sectionNewToOld.indices.filter { sectionNewToOld[$0] < 0 }
        reloadLandsInPlace = sectionNewToOld.enumerated().map { newSection, oldSection in
            oldSection >= 0
                && reloadTarget(of: oldSection, deleted: deletedSections, inserted: insertedSections) == newSection
        }
        stageSectionMoves()
    }

    /// Moves the matched sections off a longest increasing subsequence of their old indices.
    @inlinable
    mutating func stageSectionMoves() {
        let matched = sectionNewToOld.filter { $0 >= 0 }.map { Int32($0) }
        let keep = matched.withUnsafeBufferPointer { longestIncreasingSubsequence($0) }
        var index = 0
        for (newSection, oldSection) in sectionNewToOld.enumerated() where oldSection >= 0 {
            if !keep[index] {
                sectionMoved[newSection] = true
                movedSections.append(.init(from: oldSection, to: newSection))
            }
            index &+= 1
        }
    }

    /// Whether the old item at `position` and its new counterpart both sit in surviving sections,
    /// so the row is moved or kept rather than deleted and inserted.
    @inlinable
    func isPaired(old position: Int) -> Bool {
        let match = Int(itemOldToNew[position])
        return match >= 0 && sectionOldToNew[Int(old.section[position])] >= 0
            && sectionNewToOld[Int(new.section[match])] >= 0
    }

    /// Stages every row operation.
    @inlinable
    mutating func stageItems<Identity: DiffIdentity>(_ identity: Identity) where Identity.Element == Item {
        for position in 0..<old.items.count where itemOldToNew[position] != IdentityMatching.dropped {
            let section = Int(old.section[position])
            if sectionOldToNew[section] < 0 {
                implicitItemChanges &+= 1
            } else if !isPaired(old: position) {
                deletedRows.append(ListIndexPath(row: Int(oldRow[position]), section: section))
                deletedRowsBySection[section].append(Int(oldRow[position]))
                touchedOld[section] = true
            }
        }
        for position in 0..<new.items.count {
            let match = Int(itemNewToOld[position])
            guard match != Int(IdentityMatching.dropped) else { continue }
            let section = Int(new.section[position])
            if sectionNewToOld[section] < 0 {
                implicitItemChanges &+= 1
            } else if match < 0 || !isPaired(old: match) {
                insertedRows.append(ListIndexPath(row: Int(newRow[position]), section: section))
                insertedRowsBySection[section].append(Int(newRow[position]))
                touchedNew[section] = true
            }
        }
        for newSection in sectionNewToOld.indices where sectionNewToOld[newSection] >= 0 {
            stagePairs(inNewSection: newSection, identity)
        }
        reloadedInPlace.sort()
    }

    /// Stages the paired rows of one new section: moves for rows that came from another section
    /// or left the section's longest increasing subsequence, and reloads for changed rows.
    @inlinable
    mutating func stagePairs<Identity: DiffIdentity>(inNewSection newSection: Int, _ identity: Identity)
    where Identity.Element == Item {
        let oldSection = sectionNewToOld[newSection]
        let rows = new.sectionStart[newSection]..<new.sectionStart[newSection &+ 1]
        var stayingCandidates: [Int32] = []
        for position in rows {
            let match = Int(itemNewToOld[position])
            if match >= 0 && isPaired(old: match) && Int(old.section[match]) == oldSection {
                stayingCandidates.append(oldRow[match])
            }
        }
        let keep = stayingCandidates.withUnsafeBufferPointer { longestIncreasingSubsequence($0) }
        var candidate = 0
        for position in rows {
            let match = Int(itemNewToOld[position])
            guard match >= 0 && isPaired(old: match) else { continue }
            let matchSection = Int(old.section[match])
            var stays = false
            if matchSection == oldSection {
                stays = keep[candidate]
                candidate &+= 1
            }
            let from = ListIndexPath(row: Int(oldRow[match]), section: matchSection)
            let to = ListIndexPath(row: Int(newRow[position]), section: newSection)
            if !stays {
                movedRows.append(.init(from: from, to: to))
                touchedOld[matchSection] = true
                touchedNew[newSection] = true
            }
            guard !identity.isContentEqual(old.items[match], new.items[position]) else { continue }
            implicitItemChanges &+= 1
            if sectionChanged[newSection] { continue }
            if stays && !sectionMoved[newSection] && reloadLandsInPlace[newSection]
                && reloadTarget(
                    of: from.row, deleted: deletedRowsBySection[oldSection],
                    inserted: insertedRowsBySection[newSection]) == to.row
            {
                reloadedInPlace.append(from)
            } else {
                reloadedAfterMove.append(to)
            }
        }
    }

    /// The batches staged for `rules`, or a full reload past `threshold`.
    @inlinable
    func result(dropped: DroppedDuplicates, threshold: ReloadThreshold, rules: ListViewRules) -> ListDiffer {
        var reloadedSectionsInPlace: [Int] = []
        var reloadedSectionsAfterMove: [Int] = []
        for newSection in sectionNewToOld.indices where sectionChanged[newSection] {
            let oldSection = sectionNewToOld[newSection]
            if !sectionMoved[newSection] && reloadLandsInPlace[newSection] && !touchedOld[oldSection]
                && !touchedNew[newSection]
            {
                reloadedSectionsInPlace.append(oldSection)
            } else {
                reloadedSectionsAfterMove.append(newSection)
            }
        }
        reloadedSectionsInPlace.sort()

        let sectionChanges = deletedSections.count &+ insertedSections.count &+ movedSections.count
            &+ reloadedSectionsInPlace.count &+ reloadedSectionsAfterMove.count
        let changes = sectionChanges &+ deletedRows.count &+ insertedRows.count &+ movedRows.count
            &+ implicitItemChanges
        let oldSize = old.keptSections.count &+ old.items.count &- dropped.oldItems.count
        let newSize = new.keptSections.count &+ new.items.count &- dropped.newItems.count
        if threshold.requiresReload(changes: changes, oldSize: oldSize, newSize: newSize) {
            return ListDiffer(update: .reloadData, droppedDuplicates: dropped, changeCount: changes)
        }
        let structural = BatchUpdate(
            deletedSections: deletedSections, insertedSections: insertedSections, movedSections: movedSections,
            reloadedSections: reloadedSectionsInPlace, deletedRows: deletedRows, insertedRows: insertedRows,
            movedRows: movedRows, reloadedRows: reloadedInPlace)
        let reloads = BatchUpdate(reloadedSections: reloadedSectionsAfterMove, reloadedRows: reloadedAfterMove)
        let batches = stagedBatches(structural: structural, reloads: reloads, rules: rules)
        return ListDiffer(update: .batches(batches), droppedDuplicates: dropped, changeCount: changes)
    }
}
