import DataSourceRuntime

/// Where every row shown after a valid batch update comes from, worked out before a single cell
/// is fetched so that a refused batch leaves the host untouched.
struct BatchUpdateLayout {
    /// Where one row after the update comes from.
    enum RowSource: Equatable {
        /// Asked from the data source (an inserted or reloaded row).
        case fetch
        /// The cell already shown at this position before the update (an untouched or moved row).
        case kept(ListIndexPath)
    }

    /// Where one section after the update comes from.
    enum SectionSource: Equatable {
        /// Asked from the data source in full (an inserted or reloaded section).
        case fetch(rowCount: Int)
        /// The section shown at `oldIndex` before the update, rearranged row by row.
        case kept(oldIndex: Int, rows: [RowSource])
    }

    /// One entry per section after the update.
    let sections: [SectionSource]

    /// Validates `update` and lays it out, or throws what UIKit would raise.
    ///
    /// - Parameters:
    ///   - oldCounts: rows per section the host shows before the update.
    ///   - newSectionCount: the data source's section count after the update.
    ///   - newCounts: the data source's row counts after the update (none when the section count is negative).
    init(
        _ update: ListUpdate.Batch, oldCounts: [Int], newSectionCount: Int, newCounts: [Int]
    ) throws(ListHostInconsistency) {
        let sectionChanges = try SectionChanges(update, oldCount: oldCounts.count, newCount: newSectionCount)
        let rowChanges = try RowChanges(update, sections: sectionChanges, oldCounts: oldCounts, newCounts: newCounts)
        let origins = try sectionChanges.sectionOrigins()

        var newIndexOfOld: [Int: Int] = [:]
        for (newIndex, old) in origins.enumerated() {
            if let old { newIndexOfOld[old] = newIndex }
        }
        // A row move only counts as "moved in/out" when it leaves the section its old section
        // becomes, so a section move carries its rows with it (UIKit's rule).
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var arrivals: [Int: [(row: Int, from: ListIndexPath)]] = [:]
        for (from, to) in rowChanges.moves.sorted(by: { $0.key < $1.key }) {
            arrivals[to.section, default: []].append((to.row, from))
            if newIndexOfOld[from.section] != to.section {
                movedOut[from.section, default: 0] += 1
                movedIn[to.section, default: 0] += 1
            }
        }

        var sections: [SectionSource] = []
        for (section, origin) in origins.enumerated() {
            guard let old = origin else {
                guard newCounts[section] >= 0 else {
                    throw .negativeRowCount(section: section, count: newCounts[section])
                }
                sections.append(.fetch(rowCount: newCounts[section]))
                continue
            }
            let fresh = rowChanges.fresh[section] ?? []
            let countMismatch = ListHostInconsistency.rowCount(
                section: section, after: newCounts[section], before: oldCounts[old],
                inserted: fresh.count, deleted: rowChanges.deletedCount[old] ?? 0,
                movedIn: movedIn[section] ?? 0, movedOut: movedOut[old] ?? 0)
            let expected =
                oldCounts[old] + fresh.count - (rowChanges.deletedCount[old] ?? 0)
                + (movedIn[section] ?? 0) - (movedOut[old] ?? 0)
            guard newCounts[section] == expected else { throw countMismatch }

            var rows = [RowSource?](repeating: nil, count: expected)
            for row in fresh { rows[row] = .fetch }
            for arrival in arrivals[section] ?? [] {
                guard rows[arrival.row] == nil else {
                    throw .twoAnimationsForCell(ListIndexPath(row: arrival.row, section: section))
                }
                rows[arrival.row] = .kept(arrival.from)
            }
            // Untouched rows keep their order and fill the positions nobody else claimed.
            let vacated = rowChanges.vacated[old] ?? []
            var untouched = (0..<oldCounts[old]).lazy.filter { !vacated.contains($0) }.makeIterator()
            for index in rows.indices where rows[index] == nil {
                guard let row = untouched.next() else { throw countMismatch }
                rows[index] = .kept(ListIndexPath(row: row, section: old))
            }
            guard untouched.next() == nil else { throw countMismatch }
            sections.append(.kept(oldIndex: old, rows: rows.compactMap { $0 }))
        }
        self.sections = sections
    }
}
