/// When a diff gives up on animating and asks for a full reload.
///
/// Past a point an animated batch update is slower to perform and harder to follow than a plain
/// reload, so the caller states where that point is. The changes counted are the deleted,
/// inserted, moved and updated items and sections; items inside a deleted or inserted section
/// count as deleted or inserted.
public enum ReloadThreshold: Sendable, Hashable {
    /// Always produce batches, however much changed.
    case never
    /// Reload when the changes exceed this fraction of the larger list, where a list's size is its
    /// number of items plus its number of sections (a flat list has no sections). `0.5` reloads
    /// once more than half of the entries changed.
    case changedFraction(Double)
    /// Reload when more than this many changes were found.
    case changedCount(Int)

    /// Whether `changes` among lists of `oldSize` and `newSize` entries call for a full reload.
    func requiresReload(changes: Int, oldSize: Int, newSize: Int) -> Bool {
        guard changes > 0 else { return false }
        switch self {
        case .never:
            return false
        case .changedFraction(let fraction):
            return Double(changes) > fraction * Double(max(oldSize, newSize))
        case .changedCount(let count):
            return changes > count
        }
    }
}
