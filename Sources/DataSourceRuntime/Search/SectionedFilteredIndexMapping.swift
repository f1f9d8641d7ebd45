/// The positions of a filtered sectioned list inside its unfiltered list, with O(1) lookups.
///
/// Rule: a section is shown while the filter leaves it at least one row; sections the filter
/// empties disappear and later sections move up, exactly as the seed's filtered list is counted.
/// Rows are mapped through a ``FilteredIndexMapping`` over flat positions (all sections one
/// after the other); per-section offsets turn flat positions into index paths.
@usableFromInline
struct SectionedFilteredIndexMapping: Sendable, Hashable {
    /// The row mapping over flat positions.
    @usableFromInline let rows: FilteredIndexMapping
    /// Flat offset of each unfiltered section, plus the unfiltered count at the end.
    private let unfilteredSectionStarts: [Int]
    /// Flat filtered offset of each shown section, plus the filtered count at the end.
    private let filteredSectionStarts: [Int]
    /// The unfiltered section of each shown section.
    private let unfilteredSections: [Int]
    /// The shown section of each unfiltered section, or -1 when the filter empties it.
    private let filteredSectionOfUnfiltered: [Int]

    /// The mapping that shows the rows of `map` whose flat position satisfies `isIncluded`.
    init<ID>(map: SectionedIndexMap<ID>, includedWhere isIncluded: (Int) throws -> Bool) rethrows {
        let rows = try FilteredIndexMapping(unfilteredCount: map.count, includedWhere: isIncluded)
        self.init(sectionStarts: map.sectionStarts, rows: rows)
    }

    /// The mapping for `rows` over a list with these section offsets (last one = total count).
    init(sectionStarts: [Int], rows: FilteredIndexMapping) {
        self.rows = rows
        unfilteredSectionStarts = sectionStarts
        var starts: [Int] = [], sections: [Int] = []
        var shownOf = [Int](repeating: -1, count: max(0, sectionStarts.count - 1))
        for section in shownOf.indices {
            let before = rows.visibleCount(before: sectionStarts[section])
            let after = rows.visibleCount(before: sectionStarts[section + 1])
            guard after > before else { continue }
            shownOf[section] = sections.count
            sections.append(section)
            starts.append(before)
        }
        starts.append(rows.count)
        filteredSectionStarts = starts
        unfilteredSections = sections
        filteredSectionOfUnfiltered = shownOf
    }

    /// The number of shown sections.
    var numberOfSections: Int { unfilteredSections.count }

    /// The number of shown rows in shown section `section`; 0 when out of range.
    func numberOfRows(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        return filteredSectionStarts[section + 1] - filteredSectionStarts[section]
    }

    /// The unfiltered section shown as `filteredSection`, or `nil` when out of range.
    func unfilteredSection(forFilteredSection filteredSection: Int) -> Int? {
        unfilteredSections.hasIndex(filteredSection) ? unfilteredSections[filteredSection] : nil
    }

    /// The shown position of unfiltered section `section`, or `nil` when hidden or out of range.
    func filteredSection(forUnfilteredSection section: Int) -> Int? {
        guard filteredSectionOfUnfiltered.hasIndex(section) else { return nil }
        let shown = filteredSectionOfUnfiltered[section]
        return shown < 0 ? nil : shown
    }

    /// The unfiltered flat positions of the rows of shown section `section`, in order; empty when
    /// out of range.
    func unfilteredFlatIndices(inSection section: Int) -> ArraySlice<Int> {
        guard section >= 0, section < numberOfSections else { return [] }
        return rows.unfilteredIndices[filteredSectionStarts[section]..<filteredSectionStarts[section + 1]]
    }

    /// The unfiltered flat position shown at `filtered`, or `nil` when out of range.
    @usableFromInline
    func unfilteredFlatIndex(for filtered: ListIndexPath) -> Int? {
        guard filtered.row >= 0, filtered.row < numberOfRows(inSection: filtered.section) else { return nil }
        return rows.unfilteredIndex(forFilteredIndex: filteredSectionStarts[filtered.section] + filtered.row)
    }

    /// The unfiltered index path shown at `filtered`, or `nil` when out of range.
    func unfilteredIndexPath(for filtered: ListIndexPath) -> ListIndexPath? {
        guard let flat = unfilteredFlatIndex(for: filtered),
            let section = unfilteredSection(forFilteredSection: filtered.section)
        else { return nil }
        return ListIndexPath(row: flat - unfilteredSectionStarts[section], section: section)
    }

    /// The shown index path of unfiltered `indexPath`, or `nil` when hidden or out of range.
    func filteredIndexPath(forUnfilteredIndexPath indexPath: ListIndexPath) -> ListIndexPath? {
        guard indexPath.section >= 0, indexPath.section < unfilteredSectionStarts.count - 1 else { return nil }
        let start = unfilteredSectionStarts[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < unfilteredSectionStarts[indexPath.section + 1] - start else {
            return nil
        }
        return filteredIndexPath(forFlatIndex: start + indexPath.row, inUnfilteredSection: indexPath.section)
    }

    /// The shown index path of a flat position whose unfiltered section is already known.
    @usableFromInline
    func filteredIndexPath(forFlatIndex flat: Int, inUnfilteredSection section: Int) -> ListIndexPath? {
        guard let filteredFlat = rows.filteredIndex(forUnfilteredIndex: flat),
            let shown = filteredSection(forUnfilteredSection: section)
        else { return nil }
        return ListIndexPath(row: filteredFlat - filteredSectionStarts[shown], section: shown)
    }
}
