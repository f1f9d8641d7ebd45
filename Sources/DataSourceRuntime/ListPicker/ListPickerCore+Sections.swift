// The index-path view of the core, for the sectioned picker: sections shown, rows per section,
// and the unfiltered and current index path of every row.

extension ListPickerCore {
    /// The number of shown sections in the current list.
    var numberOfSections: Int { filterMapping?.numberOfSections ?? sections.count }

    /// The number of rows in current section `section`; 0 when out of range.
    func numberOfRows(inSection section: Int) -> Int {
        if let filterMapping { return filterMapping.numberOfRows(inSection: section) }
        return unfilteredRows(inSection: section)
    }

    /// The section value shown as current section `section`, or `nil` when out of range.
    func section(at section: Int) -> Section? {
        let unfiltered = filterMapping.map { $0.unfilteredSection(forFilteredSection: section) } ?? section
        guard let unfiltered, sections.hasIndex(unfiltered) else { return nil }
        return sections[unfiltered]
    }

    /// The unfiltered flat position of unfiltered `indexPath`, or `nil` when out of range.
    @inlinable
    func unfilteredFlatIndex(forUnfilteredIndexPath indexPath: ListIndexPath) -> Int? {
        let starts = keys.sectionStarts
        guard indexPath.section >= 0, indexPath.section < starts.count - 1, indexPath.row >= 0,
            indexPath.row < starts[indexPath.section + 1] - starts[indexPath.section]
        else { return nil }
        return starts[indexPath.section] + indexPath.row
    }

    /// The unfiltered flat position shown at current `indexPath`, or `nil` when out of range.
    @inlinable
    func unfilteredFlatIndex(forCurrentIndexPath indexPath: ListIndexPath) -> Int? {
        guard let filterMapping else { return unfilteredFlatIndex(forUnfilteredIndexPath: indexPath) }
        return filterMapping.unfilteredFlatIndex(for: indexPath)
    }

    /// The item at `indexPath`: of the current list if `isFiltered`, else of the unfiltered list.
    func item(ifPresentAt indexPath: ListIndexPath, isFiltered: Bool) -> Item? {
        let flat =
            isFiltered
            ? unfilteredFlatIndex(forCurrentIndexPath: indexPath)
            : unfilteredFlatIndex(forUnfilteredIndexPath: indexPath)
        guard let flat else { return nil }
        return items[flat]
    }

    /// The key of the row at current `indexPath`, or `nil` when out of range.
    @inlinable
    func key(ifPresentAt indexPath: ListIndexPath) -> Key? {
        guard let flat = unfilteredFlatIndex(forCurrentIndexPath: indexPath) else { return nil }
        return keys.key(atFlatIndex: flat)
    }

    /// The current index path of the row keyed `key`, or `nil` when unknown or hidden.
    @inlinable
    func currentIndexPath(of key: Key) -> ListIndexPath? {
        guard let found = keys.location(of: key) else { return nil }
        guard let filterMapping else {
            return ListIndexPath(row: found.flat - keys.sectionStarts[found.section], section: found.section)
        }
        return filterMapping.filteredIndexPath(forFlatIndex: found.flat, inUnfilteredSection: found.section)
    }

    /// The unfiltered index path shown at current `indexPath`, or `nil` when out of range.
    func unfilteredIndexPath(forCurrentIndexPath indexPath: ListIndexPath) -> ListIndexPath? {
        if let filterMapping { return filterMapping.unfilteredIndexPath(for: indexPath) }
        return unfilteredFlatIndex(forUnfilteredIndexPath: indexPath) == nil ? nil : indexPath
    }

    /// The current index path of unfiltered `indexPath`, or `nil` when hidden or out of range.
    func currentIndexPath(forUnfilteredIndexPath indexPath: ListIndexPath) -> ListIndexPath? {
        if let filterMapping { return filterMapping.filteredIndexPath(forUnfilteredIndexPath: indexPath) }
        return unfilteredFlatIndex(forUnfilteredIndexPath: indexPath) == nil ? nil : indexPath
    }

    /// The sections of the current list with a value made by `row` from each row's unfiltered
    /// flat position, in order.
    func currentSections<Row>(of row: (Int) -> Row) -> [ListDiffer.Section<Section, Row>] {
        guard let filterMapping else {
            let starts = keys.sectionStarts
            return sections.indices.map {
                ListDiffer.Section(model: sections[$0], items: (starts[$0]..<starts[$0 + 1]).map(row))
            }
        }
        return (0..<filterMapping.numberOfSections).compactMap { shown in
            guard let unfiltered = filterMapping.unfilteredSection(forFilteredSection: shown) else { return nil }
            return ListDiffer.Section(
                model: sections[unfiltered], items: filterMapping.unfilteredFlatIndices(inSection: shown).map(row))
        }
    }

    private func unfilteredRows(inSection section: Int) -> Int {
        let starts = keys.sectionStarts
        guard section >= 0, section < starts.count - 1 else { return 0 }
        return starts[section + 1] - starts[section]
    }
}
