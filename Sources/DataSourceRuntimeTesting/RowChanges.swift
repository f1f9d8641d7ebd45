import DataSourceRuntime

/// The row half of a ``ListUpdate/Batch``, checked against UIKit's rules for rows.
///
/// As in UIKit, a row deleted inside a deleted (or reloaded) section and a row inserted inside an
/// inserted (or reloaded) section are absorbed by the section operation after their index has
/// been checked. A reloaded row becomes a delete at its old position plus an insert at the
/// position ``SectionChanges/target(of:deleted:inserted:)`` gives in the section
/// ``SectionChanges/reloadTarget(of:)`` gives: moves are ignored there, exactly as UIKit ignores them.
struct RowChanges {
    /// Per old section: how many rows UIKit counts as deleted (explicit deletes plus reloads).
    private(set) var deletedCount: [Int: Int] = [:]
    /// Per old section: the rows that leave it (deleted, reloaded or moved away).
    private(set) var vacated: [Int: Set<Int>] = [:]
    /// Per new section: the rows fetched from the data source (inserts and reload targets).
    private(set) var fresh: [Int: Set<Int>] = [:]
    /// Row moves, old position → new position.
    let moves: [ListIndexPath: ListIndexPath]

    /// Validates the row operations of `update`; throws the first problem UIKit would raise.
    ///
    /// - Parameters:
    ///   - oldCounts: rows per section before the update.
    ///   - newCounts: rows per section the data source reports after the update.
    init(
        _ update: ListUpdate.Batch, sections: SectionChanges, oldCounts: [Int], newCounts: [Int]
    ) throws(ListHostInconsistency) {
        let deletes = try Self.sortedUnique(update.deletedRows, verb: "delete")
        let inserts = try Self.sortedUnique(update.insertedRows, verb: "insert")
        let reloads = try Self.sortedUnique(update.reloadedRows, verb: "reload")
        let deleteSet = Set(deletes)
        let sortedMoves = update.movedRows.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        let moveSources = Set(sortedMoves.map(\.from))
        let moveDestinations = Set(sortedMoves.map(\.to))

        if let path = reloads.first(where: deleteSet.contains) { throw .deleteAndReloadRow(path) }
        for path in deletes.reversed() {
            if moveSources.contains(path) { throw .deleteAndMoveRow(path) }
            guard oldCounts.indices.contains(path.section) else {
                throw .deleteRowSectionOutOfRange(path, count: oldCounts.count)
            }
            guard (0..<oldCounts[path.section]).contains(path.row) else {
                throw .deleteRowOutOfRange(path, count: oldCounts[path.section])
            }
            guard !sections.removed.contains(path.section) else { continue }
            deletedCount[path.section, default: 0] += 1
            vacated[path.section, default: []].insert(path.row)
        }
        var deletedRowsBySection: [Int: [Int]] = [:]
        for path in deletes where !sections.removed.contains(path.section) {
            deletedRowsBySection[path.section, default: []].append(path.row)
        }
        var liveReloads: [ListIndexPath] = []
        for path in reloads {
            if moveSources.contains(path) { throw .reloadAndMoveRow(path) }
            guard oldCounts.indices.contains(path.section) else {
                throw .reloadRowSectionOutOfRange(path, count: oldCounts.count)
            }
            guard (0..<oldCounts[path.section]).contains(path.row) else {
                throw .reloadRowOutOfRange(path, count: oldCounts[path.section])
            }
            guard !sections.reloaded.contains(path.section) else { continue }
            if sections.removed.contains(path.section) { throw .reloadRowInDeletedSection(path) }
            liveReloads.append(path)
            deletedCount[path.section, default: 0] += 1
            vacated[path.section, default: []].insert(path.row)
        }
        var insertedRowsBySection: [Int: [Int]] = [:]
        for path in inserts {
            if moveDestinations.contains(path) { throw .insertAndMoveRow(path) }
            guard newCounts.indices.contains(path.section) else {
                throw .insertRowSectionOutOfRange(path, count: sections.newCount)
            }
            guard (0..<max(newCounts[path.section], 0)).contains(path.row) else {
                throw .insertRowOutOfRange(path, count: newCounts[path.section])
            }
            guard !sections.fresh.contains(path.section) else { continue }
            insertedRowsBySection[path.section, default: []].append(path.row)
            fresh[path.section, default: []].insert(path.row)
        }
        moves = try Self.validatedMoves(
            sortedMoves, sections: sections, oldCounts: oldCounts, newCounts: newCounts)
        for (from, _) in moves { vacated[from.section, default: []].insert(from.row) }

        for path in liveReloads {
            let section = sections.reloadTarget(of: path.section)
            let target = ListIndexPath(
                row: SectionChanges.target(
                    of: path.row, deleted: deletedRowsBySection[path.section] ?? [],
                    inserted: insertedRowsBySection[section] ?? []),
                section: section)
            if moveDestinations.contains(target) { throw .reloadTargetAndMoveRow(path, target: target) }
            guard newCounts.indices.contains(section) else {
                throw .reloadRowTargetSectionOutOfRange(path, target: target, count: sections.newCount)
            }
            guard target.row < newCounts[section] else {
                throw .reloadRowTargetOutOfRange(path, target: target, count: newCounts[section])
            }
            guard !sections.fresh.contains(section) else { continue }
            if fresh[section, default: []].insert(target.row).inserted == false {
                throw .twoAnimationsForCell(target)
            }
        }
    }

    private static func sortedUnique(
        _ paths: [ListIndexPath], verb: String
    ) throws(ListHostInconsistency) -> [ListIndexPath] {
        let sorted = paths.sorted()
        for (previous, next) in zip(sorted, sorted.dropFirst()) where previous == next {
            throw .rowTwice(verb, next)
        }
        return sorted
    }

    private static func validatedMoves(
        _ moves: [ListUpdate.Batch.Move<ListIndexPath>], sections: SectionChanges, oldCounts: [Int], newCounts: [Int]
    ) throws(ListHostInconsistency) -> [ListIndexPath: ListIndexPath] {
        var destinationOf: [ListIndexPath: ListIndexPath] = [:]
        var sourceOf: [ListIndexPath: ListIndexPath] = [:]
        for move in moves {
            let (from, to) = (move.from, move.to)
            if sections.removed.contains(from.section) { throw .moveRowFromDeletedSection(from.section) }
            if sections.fresh.contains(to.section) { throw .moveRowIntoInsertedSection(to.section) }
            guard oldCounts.indices.contains(from.section) else {
                throw .moveRowSourceSectionOutOfRange(from, count: oldCounts.count)
            }
            guard (0..<oldCounts[from.section]).contains(from.row) else {
                throw .moveRowSourceOutOfRange(from, count: oldCounts[from.section])
            }
            guard newCounts.indices.contains(to.section) else {
                throw .moveRowDestinationSectionOutOfRange(from, to: to, count: sections.newCount)
            }
            guard (0..<max(newCounts[to.section], 0)).contains(to.row) else {
                throw .moveRowDestinationOutOfRange(from, to: to, count: newCounts[to.section])
            }
            if let earlier = destinationOf[from] {
                throw earlier == to ? .moveRowTwice(from, to: to) : .moveRowToBoth(from, earlier, to)
            }
            if let earlier = sourceOf[to] { throw .moveBothRows(earlier, from, to: to) }
            destinationOf[from] = to
            sourceOf[to] = from
        }
        return destinationOf
    }
}
