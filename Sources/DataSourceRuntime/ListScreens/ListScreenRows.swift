/// The rows a list screen shows: each section's items, and where each identity is, kept up to
/// date incrementally so that a page appended costs its own size, not the list's (a 100,000-item
/// list paged in by 50 would otherwise be quadratic). Identities are unique across the screen:
/// an item whose identity is already shown is not shown again.
struct ListScreenRows<Section: Hashable, Item: Identifiable & Equatable> {
    let sections: [Section]
    let headers: [Section: String]
    private(set) var items: [[Item]]
    private(set) var positions: [Item.ID: ListIndexPath] = [:]

    init(sections: [Section], headers: [Section: String]) {
        self.sections = sections
        self.headers = headers
        self.items = Array(repeating: [], count: sections.count)
    }

    /// `page` without the items whose identity is shown outside section `index` (when
    /// `replacing`) or anywhere, or repeats an earlier item of the page; and the items left out.
    func screened(_ page: [Item], section index: Int, replacing: Bool) -> (kept: [Item], repeats: [Item]) {
        var seen: Set<Item.ID> = []
        var kept: [Item] = []
        var repeats: [Item] = []
        for item in page {
            let shownElsewhere = positions[item.id].map { !replacing || $0.section != index } ?? false
            if shownElsewhere || !seen.insert(item.id).inserted { repeats.append(item) } else { kept.append(item) }
        }
        return (kept, repeats)
    }

    /// Appends `page` (already screened) to section `index`: inserted rows at its end.
    mutating func append(_ page: [Item], section index: Int) -> ListUpdate {
        guard !page.isEmpty else { return .batches([]) }
        let start = items[index].count
        items[index] += page
        for offset in page.indices {
            positions[page[offset].id] = ListIndexPath(row: start + offset, section: index)
        }
        return .batches([
            ListUpdate.Batch(insertedRows: (start..<start + page.count).map { ListIndexPath(row: $0, section: index) })
        ])
    }

    /// Replaces section `index`'s items with `new` (already screened), diffed against the old.
    mutating func replace(section index: Int, with new: [Item]) -> ListUpdate {
        let old = sectionsForDiff()
        for item in items[index] { positions[item.id] = nil }
        items[index] = new
        reindex(section: index)
        do {
            return try ListDiffer(fromSectionsByValue: old, toSectionsByValue: sectionsForDiff()).update
        } catch {
            return .reloadData  // unreachable: identities are unique by construction
        }
    }

    /// Inserts `item` (not shown yet) at the top of section `index`.
    mutating func insertFirst(_ item: Item, section index: Int) -> ListUpdate {
        items[index].insert(item, at: 0)
        reindex(section: index)
        return .batches([ListUpdate.Batch(insertedRows: [ListIndexPath(row: 0, section: index)])])
    }

    /// Removes the item with `id`; nothing when it is not shown.
    mutating func remove(_ id: Item.ID) -> ListUpdate {
        guard let position = positions[id] else { return .batches([]) }
        items[position.section].remove(at: position.row)
        positions[id] = nil
        reindex(section: position.section)
        return .batches([ListUpdate.Batch(deletedRows: [position])])
    }

    /// Records the position of every item of section `index` (callers have removed the entries
    /// of items that left it): the section's size, not the list's.
    private mutating func reindex(section index: Int) {
        let rows = items[index]
        for row in rows.indices { positions[rows[row].id] = ListIndexPath(row: row, section: index) }
    }

    private func sectionsForDiff() -> [ListDiffer.Section<Int, Item>] {
        items.enumerated().map { ListDiffer.Section(model: $0.offset, items: $0.element) }
    }
}
