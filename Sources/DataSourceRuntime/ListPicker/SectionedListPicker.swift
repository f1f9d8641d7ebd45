/// A list picker in unique-identifier mode, sectioned (seed 000), with O(1) lookups both ways
/// in the unfiltered and the filtered list and a selection kept by identifier.
///
/// Section rule: a section is shown only while it has rows. Sections with no items are left
/// out of the unfiltered list, and sections a search empties are left out of the filtered list,
/// so section numbers always count shown sections (the filtered numbering can differ from the
/// unfiltered one; header titles follow the section actually shown).
///
/// Repeated identifiers are resolved in list order (sections in order, items in input order
/// within a section): `.keepFirst` keeps the occurrence shown first, and positions in reports and
/// errors are positions in the array passed to ``replaceItems(_:)``.
///
/// Index paths taken by ``item(at:isFiltered:)`` follow the seed: into the filtered list when
/// `isFiltered` is true (the whole list while no search is in effect), else into the unfiltered
/// list. Every other index path is a position in the current list (filtered while searching).
public struct SectionedListPicker<Section: Hashable, Item: Identifiable>: SectionedListPickerDataSource {
    /// The item's `id`: what selection, lookups and the Fiori bridge identify rows by.
    public typealias UniqueIdentifier = Item.ID

    /// Everything a generator decides up front, built in one expression; fixed for the picker's
    /// lifetime.
    public struct Configuration {
        /// How items are grouped into sections and what the headers say.
        let sectioning: ListSectioning<Section, Item>
        /// The title of an item, used for the selection description.
        let title: @Sendable (Item) -> String
        /// How a search query filters the items.
        let search: SearchMatcher<Item>
        /// Single or multiple selection, and whether the selection may become empty.
        let selection: SelectionRules
        /// Whether ``allUniqueIdentifiers()`` offers Select All (multiple selection only).
        let showsSelectAll: Bool
        /// What to do with repeated identifiers in loaded items.
        let duplicates: DuplicateIdentifierPolicy

        /// A configuration: `sectioning` groups the items, `title` names an item in the selection
        /// description; defaults: search off, single selection, empty selection allowed, no
        /// Select All, repeated identifiers dropped (and reported).
        public init(
            sectioning: ListSectioning<Section, Item>,
            title: @escaping @Sendable (Item) -> String,
            search: SearchMatcher<Item> = .disabled,
            allowsMultipleSelection: Bool = false,
            allowsEmptySelection: Bool = true,
            showsSelectAll: Bool = false,
            duplicates: DuplicateIdentifierPolicy = .keepFirst
        ) {
            self.sectioning = sectioning
            self.title = title
            self.search = search
            self.selection = SelectionRules(
                allowsMultipleSelection: allowsMultipleSelection, allowsEmptySelection: allowsEmptySelection)
            self.showsSelectAll = showsSelectAll
            self.duplicates = duplicates
        }
    }

    /// The configuration given at creation.
    let configuration: Configuration
    /// All shown items, section after section (the unfiltered list in flat order, whatever the
    /// search shows); items without a configured section are not among them.
    public private(set) var items: [Item] = []
    /// The shown sections of the unfiltered list, in order; every one has rows.
    private(set) var sections: [Section] = []
    /// Identifier ↔ unfiltered index path. (Its `droppedPositions` refer to the grouped layout it
    /// was built from; ``replaceItems(_:)``'s report gives positions in the loaded items.)
    @usableFromInline private(set) var identifierMap = SectionedIndexMap<Item.ID>()
    /// Search state over ``items`` (flat positions).
    @usableFromInline var filter: ListFilter<Item>
    /// ``filter``'s rows arranged in shown sections, while a search is in effect.
    @usableFromInline private(set) var filterMapping: SectionedFilteredIndexMapping?
    /// Selected identifiers; the public selection API is in `SectionedListPicker+Selection.swift`.
    var selection: SelectionState<Item.ID>

    /// An empty picker configured once and for all; load items with ``replaceItems(_:)``.
    public init(configuration: Configuration) {
        self.configuration = configuration
        filter = ListFilter(matcher: configuration.search)
        selection = SelectionState(rules: configuration.selection)
    }

    /// Replaces the items: groups them into sections, resolves repeated identifiers by the
    /// configured policy (under `.reject` nothing changes and the report carries the error),
    /// re-applies the search query in effect, and removes (and reports, in previous list order)
    /// selected identifiers missing from the new items.
    @discardableResult
    public mutating func replaceItems(_ newItems: [Item]) -> ListPickerLoadReport<Item.ID> {
        let layout = configuration.sectioning.layOut(newItems)
        var map: SectionedIndexMap<Item.ID>
        do {
            map = try SectionedIndexMap(
                flatIdentifiers: layout.order.map { newItems[$0].id }, sectionStarts: layout.sectionStarts,
                duplicates: configuration.duplicates)
        } catch {
            return ListPickerLoadReport(
                rejection: DuplicateIdentifierError(
                    identifier: error.identifier, firstPosition: layout.order[error.firstPosition],
                    duplicatePosition: layout.order[error.duplicatePosition]))
        }
        let droppedFlat = map.droppedPositions.map { layout.sectionStarts[$0.section] + $0.row }
        let keptSections = map.removeEmptySections()
        let removed = selectedUniqueIdentifiers.filter { !map.contains($0) }
        selection.discard(removed)
        items = layout.order.removing(positions: droppedFlat).map { newItems[$0] }
        sections = keptSections.map { layout.sections[$0] }
        identifierMap = map
        filter.reload(items: items)
        refreshFilterMapping()
        return ListPickerLoadReport(
            droppedDuplicatePositions: droppedFlat.map { layout.order[$0] }.sorted(),
            positionsWithoutSection: layout.unsectioned, removedSelection: removed)
    }

    // MARK: Search

    /// The query in effect, as last set (possibly empty, then ``isFiltered`` is false).
    public var searchQuery: SearchQuery { filter.query }

    /// True while a search is in effect: counts and current positions refer to the filtered list.
    public var isFiltered: Bool { filter.isFiltered }

    /// Applies a search; an empty or whitespace-only `text` ends it (see ``SearchQuery``).
    /// The query is ignored when the configuration's matcher is ``SearchMatcher/disabled``.
    public mutating func setSearchQuery(_ text: String) {
        filter.setQuery(SearchQuery(text), items: items)
        refreshFilterMapping()
    }

    /// Rebuilds ``filterMapping`` from the filter's flat result.
    private mutating func refreshFilterMapping() {
        filterMapping = filter.mapping.map {
            SectionedFilteredIndexMapping(sectionStarts: identifierMap.sectionStarts, rows: $0)
        }
    }

    // MARK: Current list

    /// The number of shown sections in the current list.
    public func numberOfSections() -> Int {
        filterMapping?.numberOfSections ?? sections.count
    }

    /// The number of rows in current section `section`; 0 when out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        filterMapping?.numberOfRows(inSection: section) ?? identifierMap.numberOfRows(inSection: section)
    }

    /// The section value shown as current section `section` (what a custom header shows), or
    /// `nil` when out of range.
    public func section(at section: Int) -> Section? {
        let unfiltered = filterMapping.map { $0.unfilteredSection(forFilteredSection: section) } ?? section
        guard let unfiltered, sections.hasIndex(unfiltered) else { return nil }
        return sections[unfiltered]
    }

    /// The header title of current section `section`; `nil` for none or when out of range.
    public func titleForHeader(inSection section: Int) -> String? {
        self.section(at: section).flatMap(configuration.sectioning.title)
    }

    /// The item at `indexPath`, of the filtered list if `isFiltered`, else of the unfiltered list.
    /// - Precondition: `indexPath` is in range for that list (as for `Array`).
    public func item(at indexPath: ListIndexPath, isFiltered: Bool) -> Item {
        guard let item = item(ifPresentAt: indexPath, isFiltered: isFiltered) else {
            preconditionFailure("index path \(indexPath) out of range (isFiltered: \(isFiltered))")
        }
        return item
    }

    /// The item at `indexPath` as in ``item(at:isFiltered:)``, or `nil` when out of range.
    @inlinable
    public func item(ifPresentAt indexPath: ListIndexPath, isFiltered: Bool) -> Item? {
        let flat = isFiltered ? currentFlatIndex(for: indexPath) : identifierMap.flatIndex(for: indexPath)
        guard let flat else { return nil }
        return items[flat]
    }

    /// The identifier at current `indexPath`.
    /// - Precondition: `indexPath` is in range for the current list; see ``uniqueIdentifier(ifPresentAt:)``.
    public func uniqueIdentifier(at indexPath: ListIndexPath) -> Item.ID {
        guard let id = uniqueIdentifier(ifPresentAt: indexPath) else {
            preconditionFailure("index path \(indexPath) out of range for the current list")
        }
        return id
    }

    /// The identifier at current `indexPath`, or `nil` when out of range.
    @inlinable
    public func uniqueIdentifier(ifPresentAt indexPath: ListIndexPath) -> Item.ID? {
        // `guard` rather than `Optional.map`: a closure is not specialised across modules and
        // costs per row (Benchmarks/, sectioned index map).
        guard let flat = currentFlatIndex(for: indexPath) else { return nil }
        return identifierMap.identifiers[flat]
    }

    /// The current index path of `id`, or `nil` when it is unknown or hidden by the search.
    @inlinable
    public func indexPath(forUniqueIdentifier id: Item.ID) -> ListIndexPath? {
        guard let filterMapping else { return identifierMap.indexPath(of: id) }
        return filterMapping.filteredIndexPath(of: id, in: identifierMap)
    }

    /// True when `id` is shown in the current list.
    public func isInCurrentList(_ id: Item.ID) -> Bool {
        indexPath(forUniqueIdentifier: id) != nil
    }

    /// The item with `id`, shown or not, or `nil` when no item has it.
    @inlinable
    public func item(withUniqueIdentifier id: Item.ID) -> Item? {
        guard let flat = identifierMap.flatIndex(of: id) else { return nil }
        return items[flat]
    }

    /// Every identifier in list order when Select All is configured (`showsSelectAll` in the
    /// configuration, and multiple selection); `nil` otherwise, which hides Select All.
    public func allUniqueIdentifiers() -> [Item.ID]? {
        configuration.showsSelectAll && selection.rules.allowsMultipleSelection ? identifierMap.identifiers : nil
    }

    /// The unfiltered index path shown at current `indexPath`, or `nil` when out of range.
    public func unfilteredIndexPath(forCurrentIndexPath indexPath: ListIndexPath) -> ListIndexPath? {
        if let filterMapping { return filterMapping.unfilteredIndexPath(for: indexPath) }
        return identifierMap.flatIndex(for: indexPath) == nil ? nil : indexPath
    }

    /// The current index path of unfiltered `indexPath`, or `nil` when hidden or out of range.
    public func currentIndexPath(forUnfilteredIndexPath indexPath: ListIndexPath) -> ListIndexPath? {
        if let filterMapping { return filterMapping.filteredIndexPath(forUnfilteredIndexPath: indexPath) }
        return identifierMap.flatIndex(for: indexPath) == nil ? nil : indexPath
    }

    /// The unfiltered flat position shown at current `indexPath`.
    @inlinable
    func currentFlatIndex(for indexPath: ListIndexPath) -> Int? {
        guard let filterMapping else { return identifierMap.flatIndex(for: indexPath) }
        return filterMapping.unfilteredFlatIndex(for: indexPath)
    }
}

extension SectionedListPicker.Configuration: Sendable where Section: Sendable {}
extension SectionedListPicker: Sendable where Section: Sendable, Item: Sendable, Item.ID: Sendable {}
