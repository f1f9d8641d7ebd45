/// A list picker in unique-identifier mode, not sectioned (seed 000), with O(1) lookups both
/// ways in the unfiltered and the filtered list and a selection kept by identifier.
///
/// The selection survives searches (it is not positional) and reloads: after a reload it keeps
/// exactly the selected identifiers still present; the others are removed and reported.
/// Positions taken by ``item(at:isFiltered:)`` follow the seed: into the filtered list when
/// `isFiltered` is true (the whole list while no search is in effect), else into the unfiltered
/// list. Every other position is a position in the current list (filtered while searching).
public struct UniqueIdentifierListPicker<Item: Identifiable>: UniqueIdentifierListPickerDataSource {
    /// What to do with repeated identifiers in loaded items.
    let duplicates: DuplicateIdentifierPolicy
    /// Rows, search and selection: the engine every picker shares, here with one section.
    @usableFromInline var core: ListPickerCore<FlatListSection, Item, SectionedIndexMap<Item.ID>>

    /// An empty picker configured once and for all; load items with ``replaceItems(_:)``.
    /// `showsSelectAll` offers Select All through ``allUniqueIdentifiers()`` (multiple selection
    /// only); `duplicates` says what to do with repeated identifiers in loaded items (by default
    /// they are dropped and reported).
    public init(
        configuration: ListPickerConfiguration<Item>, showsSelectAll: Bool = false,
        duplicates: DuplicateIdentifierPolicy = .keepFirst
    ) {
        self.duplicates = duplicates
        core = ListPickerCore(
            title: configuration.title, search: configuration.search, selection: configuration.selection,
            showsSelectAll: showsSelectAll, keys: SectionedIndexMap())
    }

    /// All items in list order (the unfiltered list, whatever the search shows), without
    /// repeated identifiers.
    public var items: [Item] { core.items }

    /// Replaces the items. Repeated identifiers are handled by the configured policy (under
    /// `.reject` nothing changes and the report carries the error). The search query stays in
    /// effect and is re-applied. Selected identifiers missing from the new items are removed
    /// and reported in their previous list order.
    @discardableResult
    public mutating func replaceItems(_ newItems: [Item]) -> ListPickerLoadReport<Item.ID> {
        let map: SectionedIndexMap<Item.ID>
        do {
            // `map` with a closure rather than `lazy.map(\.id)`: called from another module this
            // code runs unspecialised, where a key path and a generic iterator cost per item
            // (Benchmarks/, index-map load).
            map = try SectionedIndexMap(
                flatIdentifiers: newItems.map { $0.id }, sectionStarts: [0, newItems.count],
                duplicates: duplicates)
        } catch {
            return ListPickerLoadReport(rejection: error)
        }
        let dropped = map.droppedPositions.map(\.row)
        let removed = core.load(newItems.removing(positions: dropped), sections: [.all], keys: map)
        return ListPickerLoadReport(droppedDuplicatePositions: dropped, removedSelection: removed)
    }

    // MARK: Search

    /// The search text as last set (possibly empty or blank, then ``isFiltered`` is false).
    public var searchText: String { core.searchQuery.text }

    /// True while a search is in effect: counts and current positions refer to the filtered list.
    public var isFiltered: Bool { core.isFiltered }

    /// How a search filters the items, as configured: what a view that filters on its own (such as
    /// FioriSwiftUICore's `ListPickerDestination`) asks through ``SearchMatcher/matches(_:searchText:)``.
    public var searchMatcher: SearchMatcher<Item> { core.searchMatcher }

    /// Applies a search; an empty or whitespace-only `text` ends it.
    /// The query is ignored when the configuration's matcher is ``SearchMatcher/disabled``.
    public mutating func setSearchQuery(_ text: String) {
        core.setSearchQuery(text)
    }

    // MARK: Current list

    /// The number of rows in the current list (filtered while a search is in effect).
    public func numberOfRows() -> Int {
        core.currentCount
    }

    /// The item at `index`, of the filtered list if `isFiltered`, else of the unfiltered list.
    /// - Precondition: `index` is in range for that list (as for `Array`).
    public func item(at index: Int, isFiltered: Bool) -> Item {
        guard let item = item(ifPresentAt: index, isFiltered: isFiltered) else {
            preconditionFailure("index \(index) out of range (isFiltered: \(isFiltered))")
        }
        return item
    }

    /// The item at `index` as in ``item(at:isFiltered:)``, or `nil` when out of range.
    public func item(ifPresentAt index: Int, isFiltered: Bool) -> Item? {
        core.item(ifPresentAtFlatIndex: index, isFiltered: isFiltered)
    }

    /// The identifier at current position `index`.
    /// - Precondition: `index` is in range for the current list; see ``uniqueIdentifier(ifPresentAt:)``.
    public func uniqueIdentifier(at index: Int) -> Item.ID {
        guard let id = uniqueIdentifier(ifPresentAt: index) else {
            preconditionFailure("index \(index) out of range for the current list")
        }
        return id
    }

    /// The identifier at current position `index`, or `nil` when out of range.
    @inlinable
    public func uniqueIdentifier(ifPresentAt index: Int) -> Item.ID? {
        core.key(ifPresentAtCurrentFlatIndex: index)
    }

    /// The current position of `id`, or `nil` when it is unknown or hidden by the search.
    @inlinable
    public func index(forUniqueIdentifier id: Item.ID) -> Int? {
        core.currentFlatIndex(of: id)
    }

    /// True when `id` is shown in the current list.
    public func isInCurrentList(_ id: Item.ID) -> Bool {
        index(forUniqueIdentifier: id) != nil
    }

    /// The item with `id`, shown or not, or `nil` when no item has it.
    public func item(withUniqueIdentifier id: Item.ID) -> Item? {
        core.item(withKey: id)
    }

    /// Every identifier in list order when Select All is configured (`showsSelectAll` at
    /// creation, and multiple selection); `nil` otherwise, which hides Select All.
    public func allUniqueIdentifiers() -> [Item.ID]? {
        core.allKeysForSelectAll
    }

    /// The unfiltered index shown at current position `index`, or `nil` when out of range.
    public func unfilteredIndex(forCurrentIndex index: Int) -> Int? {
        core.unfilteredFlatIndex(forCurrentFlatIndex: index)
    }

    /// The current position of unfiltered index `index`, or `nil` when hidden or out of range.
    public func currentIndex(forUnfilteredIndex index: Int) -> Int? {
        core.currentFlatIndex(forUnfilteredFlatIndex: index)
    }
}

extension UniqueIdentifierListPicker: Sendable where Item: Sendable, Item.ID: Sendable {}
