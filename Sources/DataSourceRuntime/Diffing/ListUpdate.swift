/// What a list view has to do to go from the old data to the new data.
///
/// Every batch is meant for `performBatchUpdates` with the data source *already showing the new
/// data*: UIKit asks the data source for counts and cells after the update, so the differ stages
/// the changes such that each batch is consistent with the final counts. The first batch carries
/// every structural change and the reloads UIKit places correctly beside it; a second batch, when
/// needed, only reloads rows and sections at their final positions: those that also moved (UIKit
/// refuses a reload and a move of the same row or section in one batch) and those that moves
/// around them shift (UIKit places a reload by the batch's deletes and inserts alone). Staged
/// for ``ListViewRules/collectionView``, a first batch that moves anything carries no reloads at
/// all, and no row changes inside a section it moves.
public enum ListUpdate: Sendable, Hashable {
    /// Apply these batches in order, each against the final data source. An empty array means
    /// nothing changed.
    case batches([Batch])
    /// Too much changed for an animation to help the reader (past the caller's
    /// ``ReloadThreshold``): call `reloadData()` instead.
    case reloadData

    /// True for an empty list of batches: nothing changed, so there is nothing to apply (never
    /// true for ``reloadData``).
    public var isEmpty: Bool {
        if case .batches(let batches) = self { return batches.isEmpty }
        return false
    }
}
