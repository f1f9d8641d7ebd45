import DataSourceRuntime

/// The section half of a ``ListUpdate/Batch``, checked against UIKit's rules for sections.
///
/// Follows `-[UITableView _endCellAnimationsWithContext:]`: a reloaded section is a delete of its
/// old index plus an insert at ``reloadTarget(of:)``; deletes, reloads and move sources are
/// checked against the counts before the update, inserts and move destinations against the
/// counts after it. The section-count rule is checked later, by ``sectionOrigins()``, because
/// UIKit checks every index first and the counts last.
struct SectionChanges {
    /// The number of sections before the update.
    let oldCount: Int
    /// The number of sections the data source reports after the update.
    let newCount: Int
    /// Explicitly deleted sections (old indices), ascending.
    let deleted: [Int]
    /// Explicitly inserted sections (new indices), ascending.
    let inserted: [Int]
    /// Reloaded sections (old indices).
    let reloaded: Set<Int>
    /// Old indices that are gone after the update: deleted or reloaded.
    let removed: Set<Int>
    /// New indices filled from the data source: inserted, or the insert half of a reload.
    let fresh: Set<Int>
    /// Section moves, old index → new index.
    let moves: [Int: Int]

    /// Validates the section operations of `update`; throws the first problem UIKit would raise.
    init(_ update: ListUpdate.Batch, oldCount: Int, newCount: Int) throws(ListHostInconsistency) {
        self.oldCount = oldCount
        self.newCount = newCount
        deleted = try Self.sortedUnique(update.deletedSections, verb: "delete")
        inserted = try Self.sortedUnique(update.insertedSections, verb: "insert")
        let reloadedSorted = try Self.sortedUnique(update.reloadedSections, verb: "reload")
        reloaded = Set(reloadedSorted)
        let deletedSet = Set(deleted)
        let sortedMoves = update.movedSections.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        let moveSources = Set(sortedMoves.map(\.from))
        let moveDestinations = Set(sortedMoves.map(\.to))

        if let section = reloadedSorted.first(where: deletedSet.contains) {
            throw .deleteAndReloadSection(section)
        }
        for section in deleted.reversed() {
            if moveSources.contains(section) { throw .deleteAndMoveSection(section) }
            if !(0..<oldCount).contains(section) { throw .deleteSectionOutOfRange(section, count: oldCount) }
        }
        for section in reloadedSorted {
            if moveSources.contains(section) { throw .reloadAndMoveSection(section) }
            if !(0..<oldCount).contains(section) { throw .reloadSectionOutOfRange(section, count: oldCount) }
        }
        for section in inserted {
            if moveDestinations.contains(section) { throw .insertAndMoveSection(section) }
            if !(0..<max(newCount, 0)).contains(section) { throw .insertSectionOutOfRange(section, count: newCount) }
        }
        moves = try Self.validatedMoves(sortedMoves, oldCount: oldCount, newCount: newCount)
        removed = deletedSet.union(reloaded)

        var fresh = Set(inserted)
        for section in reloadedSorted {
            let target = Self.target(of: section, deleted: deleted, inserted: inserted)
            if moveDestinations.contains(target) { throw .reloadTargetAndMoveSection(section, target: target) }
            if target >= newCount { throw .reloadSectionTargetOutOfRange(section, target: target, count: newCount) }
            fresh.insert(target)
        }
        self.fresh = fresh
    }

    /// Where UIKit puts the insert half of a reload of old section `section` (and of a reload of
    /// any row in it): the old index shifted by the explicit deletes and inserts only. Moves are
    /// not taken into account, which is why UIKit miscounts a reload inside a moved section.
    func reloadTarget(of section: Int) -> Int {
        Self.target(of: section, deleted: deleted, inserted: inserted)
    }

    /// For each new section, the old section it shows (`nil`: filled from the data source).
    ///
    /// Throws UIKit's "invalid number of sections" inconsistency when the data source's count is
    /// not the old count minus deletes plus inserts; reloads count as both, as in UIKit's text.
    func sectionOrigins() throws(ListHostInconsistency) -> [Int?] {
        let expected = oldCount - deleted.count + inserted.count
        guard newCount == expected else {
            throw .sectionCount(
                after: newCount, before: oldCount,
                inserted: inserted.count + reloaded.count, deleted: deleted.count + reloaded.count)
        }
        var origins = [Int?](repeating: nil, count: newCount)
        for (from, to) in moves { origins[to] = from }
        // Untouched sections keep their order and fill the slots nobody else claimed.
        let openSlots = (0..<newCount).filter { !fresh.contains($0) && origins[$0] == nil }
        let untouched = (0..<oldCount).filter { !removed.contains($0) && moves[$0] == nil }
        guard openSlots.count == untouched.count else {
            throw .sectionCount(
                after: newCount, before: oldCount,
                inserted: inserted.count + reloaded.count, deleted: deleted.count + reloaded.count)
        }
        for (slot, old) in zip(openSlots, untouched) { origins[slot] = old }
        return origins
    }

    /// The shift UIKit applies to a surviving position: compact past the deletes below it, then
    /// step over every insert at or before it (ascending), so the result is never an insert.
    static func target(of position: Int, deleted: [Int], inserted: [Int]) -> Int {
        var result = position - deleted.prefix { $0 < position }.count
        for insert in inserted {
            guard insert <= result else { break }
            result += 1
        }
        return result
    }

    private static func sortedUnique(_ sections: [Int], verb: String) throws(ListHostInconsistency) -> [Int] {
        let sorted = sections.sorted()
        for (previous, next) in zip(sorted, sorted.dropFirst()) where previous == next {
            throw .sectionTwice(verb, next)
        }
        return sorted
    }

    private static func validatedMoves(
        _ moves: [ListUpdate.Batch.Move<Int>], oldCount: Int, newCount: Int
    ) throws(ListHostInconsistency) -> [Int: Int] {
        var destinationOf: [Int: Int] = [:]
        var sourceOf: [Int: Int] = [:]
        for move in moves {
            if !(0..<oldCount).contains(move.from) { throw .moveSectionSourceOutOfRange(move.from, count: oldCount) }
            if !(0..<max(newCount, 0)).contains(move.to) {
                throw .moveSectionDestinationOutOfRange(move.from, to: move.to, count: newCount)
            }
            if let earlier = destinationOf[move.from] {
                throw earlier == move.to
                    ? .moveSectionTwice(move.from, to: move.to) : .moveSectionToBoth(move.from, earlier, move.to)
            }
            if let earlier = sourceOf[move.to] { throw .moveBothSections(earlier, move.from, to: move.to) }
            destinationOf[move.from] = move.to
            sourceOf[move.to] = move.from
        }
        return destinationOf
    }
}
