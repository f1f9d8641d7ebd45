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
        _ old: [ListDiffer.Section<Section, Item>], _ new: [ListDiffer.Section<Section, Item>],
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
