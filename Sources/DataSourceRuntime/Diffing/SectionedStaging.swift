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
struct SectionedStaging {
    let old: FlattenedLayout
    let new: FlattenedLayout
    let itemOldToNew: [Int32]
    let itemNewToOld: [Int32]
    /// Per new item: matched, with content that differs from its old match's.
    let itemChanged: [Bool]
    /// The old and new item positions left out as repeats, ascending; rows do not count them.
    let droppedOld: [Int]
    let droppedNew: [Int]
    /// Kept old section → kept new section, or -1 when deleted.
    var sectionOldToNew: [Int]
    /// Kept new section → kept old section, or -1 when inserted.
    var sectionNewToOld: [Int]
    /// Per kept new section: its model changed.
    let sectionChanged: [Bool]
    /// Per kept new section: it is moved explicitly.
    var sectionMoved: [Bool]
    var movedSections: [ListUpdate.Batch.Move<Int>] = []
    /// The kept old sections that are deleted, ascending.
    var deletedSections: [Int] = []
    /// The kept new sections that are inserted, ascending.
    var insertedSections: [Int] = []
    /// Per kept new section: UIKit would place an in-place reload of its old section (or of a row
    /// in it) in this very section, because no section move shifts it.
    var reloadLandsInPlace: [Bool] = []
    var touchedOld: [Bool]
    var touchedNew: [Bool]
    /// Explicit row deletes, section by section and ascending within each (the order of the old
    /// positions), so that one section's deletes are the slice ``deletedRowStart`` bounds.
    var deletedRows: [ListIndexPath] = []
    /// Explicit row inserts, ordered like ``deletedRows`` by new position.
    var insertedRows: [ListIndexPath] = []
    /// Where each kept old section's deletes start in ``deletedRows``, plus the total at the end.
    var deletedRowStart: [Int] = []
    /// Where each kept new section's inserts start in ``insertedRows``, plus the total at the end.
    var insertedRowStart: [Int] = []
    var movedRows: [ListUpdate.Batch.Move<ListIndexPath>] = []
    var reloadedInPlace: [ListIndexPath] = []
    var reloadedAfterMove: [ListIndexPath] = []
    /// Changes counted for ``ReloadThreshold`` beyond the explicit row operations: updated items
    /// and the items of deleted and inserted sections.
    var implicitItemChanges = 0

    init(
        old: FlattenedLayout, new: FlattenedLayout,
        sectionMatching: IdentityMatching, itemMatching: IdentityMatching, sectionChanged: [Bool]
    ) {
        self.old = old
        self.new = new
        itemOldToNew = itemMatching.oldToNew
        itemNewToOld = itemMatching.newToOld
        itemChanged = itemMatching.changed
        droppedOld = itemMatching.droppedOld
        droppedNew = itemMatching.droppedNew
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
        deletedSections = sectionOldToNew.indices.filter { sectionOldToNew[$0] < 0 }
        insertedSections = sectionNewToOld.indices.filter { sectionNewToOld[$0] < 0 }
        reloadLandsInPlace = sectionNewToOld.enumerated().map { newSection, oldSection in
            oldSection >= 0
                && reloadTarget(of: oldSection, deleted: deletedSections, inserted: insertedSections) == newSection
        }
        stageSectionMoves()
    }

    /// Moves the matched sections off a longest increasing subsequence of their old indices.
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

    /// The row of the old item at flat position `position` in its kept section `section`, once
    /// repeats are left out.
    func oldRow(_ position: Int, in section: Int) -> Int {
        let start = old.sectionStart[section]
        if droppedOld.isEmpty { return position &- start }
        return rank(position, skipping: droppedOld) &- rank(start, skipping: droppedOld)
    }

    /// The row of the new item at flat position `position` in its kept section `section`.
    func newRow(_ position: Int, in section: Int) -> Int {
        let start = new.sectionStart[section]
        if droppedNew.isEmpty { return position &- start }
        return rank(position, skipping: droppedNew) &- rank(start, skipping: droppedNew)
    }

    /// Stages every row operation.
    mutating func stageItems() {
        deletedRowStart = [0]
        deletedRowStart.reserveCapacity(old.keptSections.count &+ 1)
        for section in old.keptSections.indices {
            let positions = old.sectionStart[section]..<old.sectionStart[section &+ 1]
            if sectionOldToNew[section] < 0 {
                for position in positions where itemOldToNew[position] != IdentityMatching.dropped {
                    implicitItemChanges &+= 1
                }
            } else {
                // The section is kept, so a row is paired when its match's section is kept too.
                for position in positions where itemOldToNew[position] != IdentityMatching.dropped {
                    let match = Int(itemOldToNew[position])
                    guard match < 0 || sectionNewToOld[Int(new.section[match])] < 0 else { continue }
                    deletedRows.append(ListIndexPath(row: oldRow(position, in: section), section: section))
                    touchedOld[section] = true
                }
            }
            deletedRowStart.append(deletedRows.count)
        }
        insertedRowStart = [0]
        insertedRowStart.reserveCapacity(new.keptSections.count &+ 1)
        for section in new.keptSections.indices {
            let inserted = sectionNewToOld[section] < 0
            for position in new.sectionStart[section]..<new.sectionStart[section &+ 1] {
                let match = Int(itemNewToOld[position])
                guard match != Int(IdentityMatching.dropped) else { continue }
                if inserted {
                    implicitItemChanges &+= 1
                } else if match < 0 || sectionOldToNew[Int(old.section[match])] < 0 {
                    insertedRows.append(ListIndexPath(row: newRow(position, in: section), section: section))
                    touchedNew[section] = true
                }
            }
            insertedRowStart.append(insertedRows.count)
        }
        var candidates: [Int32] = []
        for newSection in sectionNewToOld.indices where sectionNewToOld[newSection] >= 0 {
            stagePairs(inNewSection: newSection, candidates: &candidates)
        }
        reloadedInPlace.sort()
    }

    /// Stages the paired rows of one new section: moves for rows that came from another section
    /// or left the section's longest increasing subsequence, and reloads for changed rows.
    /// `candidates` is scratch space, passed in so that sections share one allocation.
    mutating func stagePairs(inNewSection newSection: Int, candidates: inout [Int32]) {
        let oldSection = sectionNewToOld[newSection]
        let positions = new.sectionStart[newSection]..<new.sectionStart[newSection &+ 1]
        // The rows that may stay: paired (both sections survive) and from this very section. Old
        // positions order them as their rows do.
        candidates.removeAll(keepingCapacity: true)
        for position in positions {
            let match = Int(itemNewToOld[position])
            if match >= 0 && Int(old.section[match]) == oldSection { candidates.append(Int32(match)) }
        }
        let keep = candidates.withUnsafeBufferPointer { longestIncreasingSubsequence($0) }
        var candidate = 0
        for position in positions {
            let match = Int(itemNewToOld[position])
            guard match >= 0 else { continue }
            // This section is kept, so the row is paired when its match's section is kept too.
            let matchSection = Int(old.section[match])
            guard sectionOldToNew[matchSection] >= 0 else { continue }
            var stays = false
            if matchSection == oldSection {
                stays = keep[candidate]
                candidate &+= 1
            }
            if !stays {
                movedRows.append(
                    .init(
                        from: ListIndexPath(row: oldRow(match, in: matchSection), section: matchSection),
                        to: ListIndexPath(row: newRow(position, in: newSection), section: newSection)))
                touchedOld[matchSection] = true
                touchedNew[newSection] = true
            }
            guard itemChanged[position] else { continue }
            implicitItemChanges &+= 1
            if sectionChanged[newSection] { continue }
            let from = ListIndexPath(row: oldRow(match, in: matchSection), section: matchSection)
            let to = ListIndexPath(row: newRow(position, in: newSection), section: newSection)
            if stays && !sectionMoved[newSection] && reloadLandsInPlace[newSection]
                && reloadTarget(
                    of: from.row,
                    deleted: deletedRows[deletedRowStart[oldSection]..<deletedRowStart[oldSection &+ 1]].lazy.map(
                        \.row),
                    inserted: insertedRows[insertedRowStart[newSection]..<insertedRowStart[newSection &+ 1]].lazy.map(
                        \.row))
                    == to.row
            {
                reloadedInPlace.append(from)
            } else {
                reloadedAfterMove.append(to)
            }
        }
    }
}
