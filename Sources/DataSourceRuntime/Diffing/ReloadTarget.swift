/// Where UIKit shows a row (or section) reloaded in a batch that also deletes and inserts.
///
/// UIKit performs a reload as a delete at the old position plus an insert at a new position it
/// derives by shifting the old one over the batch's explicit deletes and inserts only — moves of
/// rows or sections are not taken into account. A reload staged in the structural batch is
/// therefore correct only where this position is the element's true new position; the differ
/// checks exactly that and moves every other reload to the following, reload-only batch.
///
/// - Parameters:
///   - position: The old position.
///   - deleted: The old positions deleted in the same section (or the deleted sections), ascending.
///   - inserted: The new positions inserted in the target section (or the inserted sections),
///     ascending.
/// - Returns: `position` less the deletes before it, then plus one for each insert at or before
///   the running result — in closed form: an insert at index `k` counts while
///   `inserted[k] - k` is at most the shifted position, a condition that holds for a prefix
///   because the inserts are distinct and ascending.
func reloadTarget<Deleted: RandomAccessCollection<Int>, Inserted: RandomAccessCollection<Int>>(
    of position: Int, deleted: Deleted, inserted: Inserted
) -> Int where Deleted.Index == Int, Inserted.Index == Int {
    var low = deleted.startIndex
    var high = deleted.endIndex
    while low < high {
        let middle = low &+ (high &- low) >> 1
        if deleted[middle] < position { low = middle &+ 1 } else { high = middle }
    }
    let shifted = position &- (low &- deleted.startIndex)
    low = inserted.startIndex
    high = inserted.endIndex
    while low < high {
        let middle = low &+ (high &- low) >> 1
        if inserted[middle] &- (middle &- inserted.startIndex) <= shifted { low = middle &+ 1 } else { high = middle }
    }
    return shifted &+ (low &- inserted.startIndex)
}
