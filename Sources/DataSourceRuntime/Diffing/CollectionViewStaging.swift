/// The batches of a staged diff for the given rules: the structural batch and the reload-only
/// batch as staged for ``ListViewRules/tableView``, restaged for ``ListViewRules/collectionView``
/// when the structural batch moves anything. Empty batches are left out.
///
/// - Parameters:
///   - structural: Every structural change, plus reloads at old positions that UIKit places at
///     their true new positions (``reloadTarget(of:deleted:inserted:)``, moves ignored).
///   - reloads: Reloads only, at positions after `structural`.
func stagedBatches(structural: ListUpdate.Batch, reloads: ListUpdate.Batch, rules: ListViewRules) -> [ListUpdate.Batch]
{
    let moves = !structural.movedSections.isEmpty || !structural.movedRows.isEmpty
    guard rules == .collectionView, moves else { return [structural, reloads].filter { !$0.isEmpty } }
    return CollectionViewStaging(structural: structural, reloads: reloads).batches
}

/// Restages a table-view staging that moves sections or rows so that no batch has reloads beside
/// moves or row changes inside a moved section (see ``ListViewRules/collectionView``), as
/// IGListKit does:
///
/// - Every reload of the structural batch goes to the reload-only batch, at its new position.
///   Those reloads are the ones UIKit places correctly, so that position is where UIKit's own
///   rule (the old position shifted over the batch's deletes and inserts) puts them.
/// - A moved section with row changes is deleted and inserted instead: its rows are fetched anew.
///   A row moved out of it becomes an insert at the row's destination, a row moved into it a
///   delete at the row's source, and its other row changes and reloads are dropped (the insert
///   fetches them). Counts stay the same, since a move out or in counts as a delete or insert.
struct CollectionViewStaging {
    /// The restaged batches, empty ones left out.
    let batches: [ListUpdate.Batch]

    /// Restages `structural` (which moves something) and `reloads` as the type describes.
    init(structural: ListUpdate.Batch, reloads: ListUpdate.Batch) {
        let deletedSections = structural.deletedSections.sorted()
        let insertedSections = structural.insertedSections.sorted()
        let deletedRows = Self.rowsBySection(structural.deletedRows)
        let insertedRows = Self.rowsBySection(structural.insertedRows)
        var reloadedSections = reloads.reloadedSections
        var reloadedRows = reloads.reloadedRows
        for section in structural.reloadedSections {
            reloadedSections.append(reloadTarget(of: section, deleted: deletedSections, inserted: insertedSections))
        }
        // Reloads come section by section, so each section's rows are looked up once.
        var oldSection = -1
        var newSection = -1
        var deletedInSection: [Int] = []
        var insertedInSection: [Int] = []
        for path in structural.reloadedRows {
            if path.section != oldSection {
                oldSection = path.section
                newSection = reloadTarget(of: path.section, deleted: deletedSections, inserted: insertedSections)
                deletedInSection = deletedRows[oldSection] ?? []
                insertedInSection = insertedRows[newSection] ?? []
            }
            let row = reloadTarget(of: path.row, deleted: deletedInSection, inserted: insertedInSection)
            reloadedRows.append(ListIndexPath(row: row, section: newSection))
        }
        let replaced = Self.replacedSections(of: structural, deletedRows: deletedRows, insertedRows: insertedRows)
        let replacedOld = Set(replaced.map(\.from))
        let replacedNew = Set(replaced.map(\.to))

        var first = structural
        first.reloadedSections = []
        first.reloadedRows = []
        // With no section replaced, the row changes stay as they are, shared with `structural`
        // rather than copied one by one (a shuffle moves every row).
        if !replaced.isEmpty {
            first = ListUpdate.Batch(
                deletedSections: (structural.deletedSections + replaced.map(\.from)).sorted(),
                insertedSections: (structural.insertedSections + replaced.map(\.to)).sorted(),
                movedSections: structural.movedSections.filter { !replacedOld.contains($0.from) },
                deletedRows: structural.deletedRows.filter { !replacedOld.contains($0.section) },
                insertedRows: structural.insertedRows.filter { !replacedNew.contains($0.section) })
            for move in structural.movedRows {
                switch (replacedOld.contains(move.from.section), replacedNew.contains(move.to.section)) {
                case (false, false): first.movedRows.append(move)
                case (true, false): first.insertedRows.append(move.to)
                case (false, true): first.deletedRows.append(move.from)
                case (true, true): break
                }
            }
        }
        first.deletedRows.sort()
        first.insertedRows.sort()
        if !replacedNew.isEmpty {
            reloadedSections.removeAll { replacedNew.contains($0) }
            reloadedRows.removeAll { replacedNew.contains($0.section) }
        }
        let second = ListUpdate.Batch(reloadedSections: reloadedSections.sorted(), reloadedRows: reloadedRows.sorted())
        batches = [first, second].filter { !$0.isEmpty }
    }

    /// The moved sections of `structural` with row changes (rows deleted, inserted or moved in or
    /// out), which are deleted and inserted instead.
    private static func replacedSections(
        of structural: ListUpdate.Batch, deletedRows: [Int: [Int]], insertedRows: [Int: [Int]]
    ) -> [ListUpdate.Batch.Move<Int>] {
        guard !structural.movedSections.isEmpty else { return [] }
        var changedOld = Set(deletedRows.keys)
        var changedNew = Set(insertedRows.keys)
        for move in structural.movedRows {
            changedOld.insert(move.from.section)
            changedNew.insert(move.to.section)
        }
        return structural.movedSections.filter { changedOld.contains($0.from) || changedNew.contains($0.to) }
    }

    /// The rows of `paths` per section, ascending: one dictionary entry per section rather than
    /// one update per path, since a flat list's thousands of changes share one section.
    private static func rowsBySection(_ paths: [ListIndexPath]) -> [Int: [Int]] {
        let sorted = paths.sorted()
        var rows: [Int: [Int]] = [:]
        var start = 0
        while start < sorted.count {
            let section = sorted[start].section
            var end = start &+ 1
            while end < sorted.count && sorted[end].section == section { end &+= 1 }
            rows[section] = sorted[start..<end].map(\.row)
            start = end
        }
        return rows
    }
}
