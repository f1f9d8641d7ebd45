/// Turns a flat matching into batches: deletes, inserts, moves (items off a longest increasing
/// subsequence of the matched old positions) and reloads in place in the first batch; reloads of
/// moved items, and of items whose in-place reload UIKit would misplace (see
/// ``reloadTarget(of:deleted:inserted:)``), at their new positions in a second one; restaged by
/// ``stagedBatches(structural:reloads:rules:)`` for a collection view.
@usableFromInline
func stageFlat(
    _ matching: IdentityMatching, oldCount: Int, newCount: Int, section: Int, threshold: ReloadThreshold,
    rules: ListViewRules
) -> ListDiffer {
    let oldBase = matching.oldBase
    let newBase = matching.newBase
    let droppedOld = matching.droppedOld
    let droppedNew = matching.droppedNew
    var deleted: [ListIndexPath] = []
    var inserted: [ListIndexPath] = []
    var matchedOld: [Int32] = []
    matchedOld.reserveCapacity(matching.newToOld.count)

    matching.oldToNew.withUnsafeBufferPointer { oldToNew in
        for offset in oldToNew.indices where oldToNew[offset] == IdentityMatching.unmatched {
            deleted.append(ListIndexPath(row: rank(oldBase &+ offset, skipping: droppedOld), section: section))
        }
    }
    matching.newToOld.withUnsafeBufferPointer { newToOld in
        for offset in newToOld.indices {
            let oldPosition = newToOld[offset]
            if oldPosition >= 0 {
                matchedOld.append(oldPosition)
            } else if oldPosition == IdentityMatching.unmatched {
                inserted.append(ListIndexPath(row: rank(newBase &+ offset, skipping: droppedNew), section: section))
            }
        }
    }

    let keep = matchedOld.withUnsafeBufferPointer { longestIncreasingSubsequence($0) }
    let deletedRows = deleted.lazy.map(\.row)
    let insertedRows = inserted.lazy.map(\.row)
    var moved: [ListUpdate.Batch.Move<ListIndexPath>] = []
    moved.reserveCapacity(keep.count { !$0 })
    var reloadedInPlace: [ListIndexPath] = []
    var reloadedAfterMove: [ListIndexPath] = []
    matching.newToOld.withUnsafeBufferPointer { newToOld in
        var matchIndex = 0
        for offset in newToOld.indices where newToOld[offset] >= 0 {
            let oldPosition = Int(newToOld[offset])
            let newPosition = newBase &+ offset
            let changed = matching.changed[offset]
            if keep[matchIndex] {
                if changed {
                    let oldRow = rank(oldPosition, skipping: droppedOld)
                    let newRow = rank(newPosition, skipping: droppedNew)
                    if reloadTarget(of: oldRow, deleted: deletedRows, inserted: insertedRows) == newRow {
                        reloadedInPlace.append(ListIndexPath(row: oldRow, section: section))
                    } else {
                        reloadedAfterMove.append(ListIndexPath(row: newRow, section: section))
                    }
                }
            } else {
                let target = ListIndexPath(row: rank(newPosition, skipping: droppedNew), section: section)
                moved.append(
                    .init(
                        from: ListIndexPath(row: rank(oldPosition, skipping: droppedOld), section: section), to: target)
                )
                if changed { reloadedAfterMove.append(target) }
            }
            matchIndex &+= 1
        }
    }

    let dropped = ListDiffer.DroppedDuplicates(
        oldItems: droppedOld.map { ListIndexPath(row: $0, section: section) },
        newItems: droppedNew.map { ListIndexPath(row: $0, section: section) })
    let changes = deleted.count &+ inserted.count &+ moved.count &+ reloadedInPlace.count &+ reloadedAfterMove.count
    if threshold.requiresReload(
        changes: changes, oldSize: oldCount &- droppedOld.count, newSize: newCount &- droppedNew.count)
    {
        return ListDiffer(update: .reloadData, droppedDuplicates: dropped, changeCount: changes)
    }
    let batches = stagedBatches(
        structural: ListUpdate.Batch(
            deletedRows: deleted, insertedRows: inserted, movedRows: moved, reloadedRows: reloadedInPlace),
        reloads: ListUpdate.Batch(reloadedRows: reloadedAfterMove), rules: rules)
    return ListDiffer(update: .batches(batches), droppedDuplicates: dropped, changeCount: changes)
}
