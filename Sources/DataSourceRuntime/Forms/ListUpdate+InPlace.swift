extension ListUpdate {
    /// This update without the reload of one row, and whether it had one. `before` is the row's
    /// position before the update, `after` its position after it: a first batch names reloads by
    /// their position before it (as `performBatchUpdates` does), a later batch by their final one.
    ///
    /// A form cell being edited must not be reloaded: a reload replaces the cell, and the
    /// keyboard goes with it. When an edit changes what the edited row shows besides its value
    /// (its message), the form's table view drops that reload and reconfigures the visible cell
    /// in place. Leaving out a reload keeps a batch valid: reloads do not change counts.
    package func removingReload(ofRowAt before: ListIndexPath, after: ListIndexPath) -> (
        update: ListUpdate, removed: Bool
    ) {
        guard case .batches(var batches) = self else { return (self, false) }
        var removed = false
        for index in batches.indices {
            let position = index == 0 ? before : after
            guard batches[index].reloadedRows.contains(position) else { continue }
            batches[index].reloadedRows.removeAll { $0 == position }
            removed = true
        }
        return (.batches(batches.filter { !$0.isEmpty }), removed)
    }
}
