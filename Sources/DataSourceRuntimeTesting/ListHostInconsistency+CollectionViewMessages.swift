// The texts for the batches a collection-view host refuses beyond UIKit's documented rules (see
// ListViewRules). UIKit has no text for them, since it accepts the batch and then misbehaves; each
// names the combination and how ListDiffer(stagedFor: .collectionView) stages around it.

import DataSourceRuntime

extension ListHostInconsistency {
    // MARK: Reloads beside moves

    static func reloadSectionBesideMoves(_ section: Int) -> Self {
        Self(
            message:
                "attempt to reload section \(section) in an update that also moves sections or items: UICollectionView mishandles reloads beside moves; reload in a batch of its own after the moves"
        )
    }

    static func reloadItemBesideMoves(_ path: ListIndexPath) -> Self {
        Self(
            message:
                "attempt to reload item at index path (\(path)) in an update that also moves sections or items: UICollectionView mishandles reloads beside moves; reload in a batch of its own after the moves"
        )
    }

    // MARK: Item changes inside a moved section

    static func deleteItemInMovedSection(_ path: ListIndexPath, movedTo: Int) -> Self {
        itemChangeInMovedSection(
            "delete item at index path (\(path)) from section \(path.section), which the same update moves to section \(movedTo)"
        )
    }

    static func insertItemInMovedSection(_ path: ListIndexPath, movedFrom: Int) -> Self {
        itemChangeInMovedSection(
            "insert item at index path (\(path)) into section \(path.section), which the same update moves there from section \(movedFrom)"
        )
    }

    static func moveItemOutOfMovedSection(_ path: ListIndexPath, movedTo: Int) -> Self {
        itemChangeInMovedSection(
            "move item at index path (\(path)) out of section \(path.section), which the same update moves to section \(movedTo)"
        )
    }

    static func moveItemIntoMovedSection(_ path: ListIndexPath, movedFrom: Int) -> Self {
        itemChangeInMovedSection(
            "move an item to index path (\(path)) in section \(path.section), which the same update moves there from section \(movedFrom)"
        )
    }

    private static func itemChangeInMovedSection(_ attempt: String) -> Self {
        Self(
            message:
                "attempt to \(attempt): UICollectionView mishandles item changes inside a moved section; delete and insert the section instead, or move it in a batch of its own"
        )
    }
}
