import DataSourceRuntime

/// The two refusals ``ListViewRules/collectionView`` adds to UIKit's documented rules, checked by
/// ``HeadlessListHost`` in that mode after the documented rules passed.
enum CollectionViewBatchCheck {
    /// Throws when `update` reloads beside moves, or changes items inside a section it moves.
    static func validate(_ update: ListUpdate.Batch) throws(ListHostInconsistency) {
        guard !update.movedSections.isEmpty || !update.movedRows.isEmpty else { return }
        if let section = update.reloadedSections.min() { throw .reloadSectionBesideMoves(section) }
        if let path = update.reloadedRows.min() { throw .reloadItemBesideMoves(path) }
        guard !update.movedSections.isEmpty else { return }

        var destination: [Int: Int] = [:]
        var source: [Int: Int] = [:]
        for move in update.movedSections {
            destination[move.from] = move.to
            source[move.to] = move.from
        }
        for path in update.deletedRows.sorted() {
            if let to = destination[path.section] { throw .deleteItemInMovedSection(path, movedTo: to) }
        }
        for path in update.insertedRows.sorted() {
            if let from = source[path.section] { throw .insertItemInMovedSection(path, movedFrom: from) }
        }
        for move in update.movedRows.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) {
            if let to = destination[move.from.section] { throw .moveItemOutOfMovedSection(move.from, movedTo: to) }
            if let from = source[move.to.section] { throw .moveItemIntoMovedSection(move.to, movedFrom: from) }
        }
    }
}
