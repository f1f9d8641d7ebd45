/// Which list view's batch-update rules a diff is staged for and a `HeadlessListHost` (DataSourceRuntimeTesting) enforces.
///
/// `UITableView` and `UICollectionView` document the same consistency rules (counts that add up,
/// no position both deleted and moved, …), and ``tableView`` is exactly those. `UICollectionView`
/// however mishandles two combinations the rules allow — it miscounts, animates the wrong cells
/// or raises an inconsistency, depending on the release — so IGListKit and DifferenceKit stage
/// around them, and ``collectionView`` refuses them too:
///
/// - **Item changes inside a moved section.** A batch that moves a section may not also delete,
///   insert, move or reload items in it (by its old index for deletes, reloads and move sources,
///   by its new index for inserts and move destinations).
/// - **Reloads beside moves.** A batch that moves a section or an item may not also reload a
///   section or an item.
///
/// Whatever satisfies ``collectionView`` also satisfies ``tableView``, so a diff staged for a
/// collection view can be applied to a table view as well; the reverse does not hold.
public enum ListViewRules: Sendable, Hashable {
    /// `UITableView`'s rules: the consistency rules `performBatchUpdates` documents.
    case tableView
    /// `UICollectionView`'s: the table-view rules plus the two refusals above.
    case collectionView
}
