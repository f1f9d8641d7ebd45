/// The batches of a sectioned diff from its section and item matchings, for `rules`, or a full
/// reload past `threshold`; `sectionChanged` holds, per kept new section, whether its model changed.
///
/// Not inlinable: staging reads only positions, so it gains nothing from being specialised for the
/// caller's types (measured: docs/Benchmarks.md, "What `@inlinable` pays").
@usableFromInline
func stageSectioned(
    old: FlattenedLayout, new: FlattenedLayout, sectionMatching: IdentityMatching, itemMatching: IdentityMatching,
    sectionChanged: [Bool], dropped: ListDiffer.DroppedDuplicates, threshold: ReloadThreshold, rules: ListViewRules
) -> ListDiffer {
    var staging = SectionedStaging(
        old: old, new: new, sectionMatching: sectionMatching, itemMatching: itemMatching,
        sectionChanged: sectionChanged)
    staging.stageItems()
    return staging.result(dropped: dropped, threshold: threshold, rules: rules)
}

extension SectionedStaging {
    /// The batches staged for `rules`, or a full reload past `threshold`.
    func result(dropped: ListDiffer.DroppedDuplicates, threshold: ReloadThreshold, rules: ListViewRules) -> ListDiffer {
        var reloadedSectionsInPlace: [Int] = []
        var reloadedSectionsAfterMove: [Int] = []
        for newSection in sectionNewToOld.indices where sectionChanged[newSection] {
            let oldSection = sectionNewToOld[newSection]
            if !sectionMoved[newSection] && reloadLandsInPlace[newSection] && !touchedOld[oldSection]
                && !touchedNew[newSection]
            {
                reloadedSectionsInPlace.append(oldSection)
            } else {
                reloadedSectionsAfterMove.append(newSection)
            }
        }
        reloadedSectionsInPlace.sort()

        let sectionChanges =
            deletedSections.count &+ insertedSections.count &+ movedSections.count
            &+ reloadedSectionsInPlace.count &+ reloadedSectionsAfterMove.count
        let changes =
            sectionChanges &+ deletedRows.count &+ insertedRows.count &+ movedRows.count
            &+ implicitItemChanges
        let oldSize = old.keptSections.count &+ old.count &- dropped.oldItems.count
        let newSize = new.keptSections.count &+ new.count &- dropped.newItems.count
        if threshold.requiresReload(changes: changes, oldSize: oldSize, newSize: newSize) {
            return ListDiffer(update: .reloadData, droppedDuplicates: dropped, changeCount: changes)
        }
        let structural = ListUpdate.Batch(
            deletedSections: deletedSections, insertedSections: insertedSections, movedSections: movedSections,
            reloadedSections: reloadedSectionsInPlace, deletedRows: deletedRows, insertedRows: insertedRows,
            movedRows: movedRows, reloadedRows: reloadedInPlace)
        let reloads = ListUpdate.Batch(reloadedSections: reloadedSectionsAfterMove, reloadedRows: reloadedAfterMove)
        let batches = stagedBatches(structural: structural, reloads: reloads, rules: rules)
        return ListDiffer(update: .batches(batches), droppedDuplicates: dropped, changeCount: changes)
    }
}
