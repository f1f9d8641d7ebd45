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
    /// How items are grouped into sections and what the headers say.
    let sectioning: Sectioning
    /// What to do with repeated identifiers in loaded items.
    let duplicates: DuplicateIdentifierPolicy
    /// Rows, search and selection: the engine every picker shares. Its sections are the shown
    /// sections of the unfiltered list, every one with rows.
    @usableFromInline var core: ListPickerCore<Section, Item, SectionedIndexMap<Item.ID>>

    /// An empty picker showing `sections` in this order (a section listed twice is shown once,
    /// at its first place), each item in the one `sectionOf` says, headed by `sectionTitle`
    /// (`nil`: no header title); items whose section is not listed are not shown, and are
    /// reported. Load items with ``replaceItems(_:)``. `showsSelectAll` offers Select All through
    /// ``allUniqueIdentifiers()`` (multiple selection only); `duplicates` says what to do with
    /// repeated identifiers in loaded items (by default they are dropped and reported).
    public init(
        configuration: ListPickerConfiguration<Item>,
        sections: [Section],
        sectionOf: @escaping @Sendable (Item) -> Section,
        sectionTitle: @escaping @Sendable (Section) -> String?,
        showsSelectAll: Bool = false,
        duplicates: DuplicateIdentifierPolicy = .keepFirst
    ) {
        self.init(
            configuration: configuration,
            sectioning: Sectioning(order: .fixed(sections), sectionOf: sectionOf, title: sectionTitle),
            showsSelectAll: showsSelectAll, duplicates: duplicates)
    }

    /// An empty picker whose sections are the distinct values of `sectionOf`, in order of first
    /// appearance in the items, headed by `sectionTitle`; other parameters as for
    /// ``init(configuration:sections:sectionOf:sectionTitle:showsSelectAll:duplicates:)``.
    public init(
        configuration: ListPickerConfiguration<Item>,
        groupedBy sectionOf: @escaping @Sendable (Item) -> Section,
        sectionTitle: @escaping @Sendable (Section) -> String?,
        showsSelectAll: Bool = false,
        duplicates: DuplicateIdentifierPolicy = .keepFirst
    ) {
        self.init(
            configuration: configuration,
            sectioning: Sectioning(order: .firstAppearance, sectionOf: sectionOf, title: sectionTitle),
            showsSelectAll: showsSelectAll, duplicates: duplicates)
    }

    init(
        configuration: ListPickerConfiguration<Item>, sectioning: Sectioning, showsSelectAll: Bool,
        duplicates: DuplicateIdentifierPolicy
    ) {
        self.sectioning = sectioning
        self.duplicates = duplicates
        core = ListPickerCore(
            title: configuration.title, search: configuration.search, selection: configuration.selection,
            showsSelectAll: showsSelectAll, keys: SectionedIndexMap())
    }

    /// All shown items, section after section (the unfiltered list in flat order, whatever the
    /// search shows); items without a configured section are not among them.
    public var items: [Item] { core.items }

    /// Replaces the items: groups them into sections, resolves repeated identifiers by the
    /// configured policy (under `.reject` nothing changes and the report carries the error),
    /// re-applies the search query in effect, and removes (and reports, in previous list order)
    /// selected identifiers missing from the new items.
    @discardableResult
    public mutating func replaceItems(_ newItems: [Item]) -> ListPickerLoadReport<Item.ID> {
        let layout = sectioning.layOut(newItems)
        var map: SectionedIndexMap<Item.ID>
        do {
            map = try SectionedIndexMap(
                flatIdentifiers: layout.order.map { newItems[$0].id }, sectionStarts: layout.sectionStarts,
                duplicates: duplicates)
        } catch {
            return ListPickerLoadReport(
                rejection: DuplicateIdentifierPolicy.Rejection(
                    identifier: error.identifier, firstPosition: layout.order[error.firstPosition],
                    duplicatePosition: layout.order[error.duplicatePosition]))
        }
        // Positions in the grouped layout, which the map's dropped index paths refer to.
        let droppedFlat = map.droppedPositions.map { layout.sectionStarts[$0.section] + $0.row }
        let keptSections = map.removeEmptySections()
        let removed = core.load(
            layout.order.removing(positions: droppedFlat).map { newItems[$0] },
            sections: keptSections.map { layout.sections[$0] }, keys: map)
        return ListPickerLoadReport(
            droppedDuplicatePositions: droppedFlat.map { layout.order[$0] }.sorted(),
            positionsWithoutSection: layout.unsectioned, removedSelection: removed)
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

    /// The number of shown sections in the current list.
    public func numberOfSections() -> Int {
        core.numberOfSections
    }

    /// The number of rows in current section `section`; 0 when out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        core.numberOfRows(inSection: section)
    }

    /// The section value shown as current section `section` (what a custom header shows), or
    /// `nil` when out of range.
    public func section(at section: Int) -> Section? {
        core.section(at: section)
    }

    /// The header title of current section `section`; `nil` for none or when out of range.
    public func titleForHeader(inSection section: Int) -> String? {
        core.section(at: section).flatMap(sectioning.title)
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
    public func item(ifPresentAt indexPath: ListIndexPath, isFiltered: Bool) -> Item? {
        core.item(ifPresentAt: indexPath, isFiltered: isFiltered)
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
        core.key(ifPresentAt: indexPath)
    }

    /// The current index path of `id`, or `nil` when it is unknown or hidden by the search.
    @inlinable
    public func indexPath(forUniqueIdentifier id: Item.ID) -> ListIndexPath? {
        core.currentIndexPath(of: id)
    }

    /// True when `id` is shown in the current list.
    public func isInCurrentList(_ id: Item.ID) -> Bool {
        indexPath(forUniqueIdentifier: id) != nil
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

    /// The unfiltered index path shown at current `indexPath`, or `nil` when out of range.
    public func unfilteredIndexPath(forCurrentIndexPath indexPath: ListIndexPath) -> ListIndexPath? {
        core.unfilteredIndexPath(forCurrentIndexPath: indexPath)
    }

    /// The current index path of unfiltered `indexPath`, or `nil` when hidden or out of range.
    public func currentIndexPath(forUnfilteredIndexPath indexPath: ListIndexPath) -> ListIndexPath? {
        core.currentIndexPath(forUnfilteredIndexPath: indexPath)
    }
}

extension SectionedListPicker: Sendable where Section: Sendable, Item: Sendable, Item.ID: Sendable {}
