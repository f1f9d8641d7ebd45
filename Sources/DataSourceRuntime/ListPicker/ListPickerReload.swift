/// What reloading a picker did: the load report, and the update that takes a table view from the
/// rows the picker showed before to the rows it shows now.
///
/// Both lists are the picker's *current* list, filtered while a search is in effect, because
/// that is what the table shows; the update's positions are positions in it. Apply ``update``
/// with the picker already reloaded (`performBatchUpdates`, or `reloadData()` for
/// ``ListUpdate/reloadData``), as every ``ListUpdate`` is applied.
public struct ListPickerReload<SelectionKey: Hashable>: Hashable {
    /// What loading the items did; when the items were rejected (``ListPickerLoadReport/isApplied``
    /// is false) nothing changed and ``update`` is empty.
    public var report: ListPickerLoadReport<SelectionKey>
    /// The batches, or a full reload, from the rows shown before to the rows shown now.
    public var update: ListUpdate

    /// The result of a reload that reported `report` and changed the shown rows by `update`.
    init(report: ListPickerLoadReport<SelectionKey>, update: ListUpdate) {
        self.report = report
        self.update = update
    }
}

extension ListPickerReload: Sendable where SelectionKey: Sendable {}

extension ListUpdate {
    /// The update between two current lists of a flat picker, shown as section 0.
    ///
    /// Picker lists never repeat an identifier, so the diff drops nothing; were it to, its index
    /// paths would not fit the picker, and the answer is a full reload, which always fits.
    static func between<Element, ID: Hashable>(
        _ old: [Element], _ new: [Element], id: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
        threshold: ReloadThreshold
    ) -> ListUpdate {
        guard
            let diff = try? ListDiffer(
                from: old, to: new, id: id, isContentEqual: isContentEqual, reloadThreshold: threshold),
            diff.droppedDuplicates.isEmpty
        else { return .reloadData }
        return diff.update
    }

    /// The update between two current lists of a sectioned picker: sections by value, items by
    /// identifier; a full reload where the diff would drop a repeat (see the flat variant).
    static func between<Section: Hashable, Item: Identifiable>(
        _ old: [ListDiffSection<Section, Item>], _ new: [ListDiffSection<Section, Item>],
        isContentEqual: (Item, Item) -> Bool, threshold: ReloadThreshold
    ) -> ListUpdate {
        let result = withoutActuallyEscaping(isContentEqual) { isContentEqual in
            diffSectioned(
                old: old, new: new, items: { $0.items },
                sections: SectionValueIdentity<Section, Item>(),
                items: ClosureIdentity(identifier: { $0.id }, contentEqual: isContentEqual),
                policy: .keepFirst, threshold: threshold, rules: .tableView)
        }
        guard case .success(let diff) = result, diff.droppedDuplicates.isEmpty else { return .reloadData }
        return diff.update
    }
}
