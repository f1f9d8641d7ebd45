/// The engine of every list picker: items laid out section after section, search, lookups both
/// ways in the unfiltered and the filtered list, and a selection kept by row key.
///
/// The three seed-000 modes are façades over it. A flat list is one section; they differ only in
/// how rows are keyed (``ListPickerRowKeys``) and in how they address a row of the current list:
/// a flat position, or an index path. A section is shown while it has rows: the sectioned picker
/// loads only sections with rows, and a search hides those it empties.
///
/// Positions here are "flat": all sections one after the other. A *current* position counts the
/// rows shown now (the filtered list while a search is in effect); an *unfiltered* one counts
/// every loaded row.
@usableFromInline
struct ListPickerCore<Section: Hashable, Item, Keys: ListPickerRowKeys> {
    @usableFromInline typealias Key = Keys.Key

    /// The title of an item, used for the selection description.
    let title: @Sendable (Item) -> String
    /// Whether ``allKeysForSelectAll`` offers Select All (multiple selection only).
    let showsSelectAll: Bool
    /// All loaded items in flat order, whatever the search shows.
    private(set) var items: [Item] = []
    /// The loaded sections, in order.
    private(set) var sections: [Section] = []
    /// Key ↔ unfiltered flat position, and the section offsets.
    @usableFromInline private(set) var keys: Keys
    /// Search state over ``items``.
    private var filter: ListFilter<Item>
    /// ``filter``'s rows arranged in shown sections, while a search is in effect.
    @usableFromInline private(set) var filterMapping: SectionedFilteredIndexMapping?
    /// Selected keys, guarded by the configured rules.
    var selection: SelectionState<Key>

    init(
        title: @escaping @Sendable (Item) -> String, search: SearchMatcher<Item>, selection rules: SelectionRules,
        showsSelectAll: Bool, keys: Keys
    ) {
        self.title = title
        self.showsSelectAll = showsSelectAll
        self.keys = keys
        filter = ListFilter(matcher: search)
        selection = SelectionState(rules: rules)
    }

    /// Replaces the rows, re-applies the search in effect, and removes the selected keys no row
    /// has any more.
    /// - Returns: the removed keys, in their previous list order.
    mutating func load(_ newItems: [Item], sections newSections: [Section], keys newKeys: Keys) -> [Key] {
        let removed = selectedKeysInListOrder.filter { newKeys.location(of: $0) == nil }
        selection.discard(removed)
        items = newItems
        sections = newSections
        keys = newKeys
        filter.reload(items: items)
        refreshFilterMapping()
        return removed
    }

    // MARK: Search

    /// The query in effect, as last set.
    var searchQuery: SearchQuery { filter.query }
    /// How a search filters ``items``.
    var searchMatcher: SearchMatcher<Item> { filter.matcher }

    /// True while a search is in effect.
    var isFiltered: Bool { filter.isFiltered }

    /// Applies a search; an empty or whitespace-only `text` ends it.
    mutating func setSearchQuery(_ text: String) {
        filter.setQuery(SearchQuery(text), items: items)
        refreshFilterMapping()
    }

    private mutating func refreshFilterMapping() {
        filterMapping = filter.mapping.map {
            SectionedFilteredIndexMapping(sectionStarts: keys.sectionStarts, rows: $0)
        }
    }

    // MARK: Flat positions

    /// The number of rows in the current list.
    var currentCount: Int { filterMapping?.rows.count ?? items.count }

    /// The unfiltered flat position shown at current flat position `index`, or `nil` when out of range.
    @inlinable
    func unfilteredFlatIndex(forCurrentFlatIndex index: Int) -> Int? {
        if let filterMapping { return filterMapping.rows.unfilteredIndex(forFilteredIndex: index) }
        return index >= 0 && index < keys.sectionStarts[keys.sectionStarts.count - 1] ? index : nil
    }

    /// The current flat position of unfiltered flat position `index`, or `nil` when hidden or out of range.
    @inlinable
    func currentFlatIndex(forUnfilteredFlatIndex index: Int) -> Int? {
        if let filterMapping { return filterMapping.rows.filteredIndex(forUnfilteredIndex: index) }
        return index >= 0 && index < keys.sectionStarts[keys.sectionStarts.count - 1] ? index : nil
    }

    /// The item at `index`: a current flat position if `isFiltered`, else an unfiltered one.
    func item(ifPresentAtFlatIndex index: Int, isFiltered: Bool) -> Item? {
        let unfiltered = isFiltered ? unfilteredFlatIndex(forCurrentFlatIndex: index) : index
        guard let unfiltered, items.hasIndex(unfiltered) else { return nil }
        return items[unfiltered]
    }

    /// The key of the row at current flat position `index`, or `nil` when out of range.
    @inlinable
    func key(ifPresentAtCurrentFlatIndex index: Int) -> Key? {
        guard let unfiltered = unfilteredFlatIndex(forCurrentFlatIndex: index) else { return nil }
        return keys.key(atFlatIndex: unfiltered)
    }

    /// The current flat position of the row keyed `key`, or `nil` when unknown or hidden.
    @inlinable
    func currentFlatIndex(of key: Key) -> Int? {
        guard let unfiltered = keys.location(of: key)?.flat else { return nil }
        return currentFlatIndex(forUnfilteredFlatIndex: unfiltered)
    }

    /// The item of the row keyed `key`, shown or not.
    func item(withKey key: Key) -> Item? {
        guard let flat = keys.location(of: key)?.flat else { return nil }
        return items[flat]
    }

    /// Every key in list order when Select All is configured and the selection is multiple.
    var allKeysForSelectAll: [Key]? {
        showsSelectAll && selection.rules.allowsMultipleSelection ? Array(keys.allKeys) : nil
    }
}

extension ListPickerCore: Sendable where Section: Sendable, Item: Sendable, Keys: Sendable, Keys.Key: Sendable {}
