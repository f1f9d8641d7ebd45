/// A sectioned list of unique identifiers with O(1) lookups both ways: index path → identifier
/// and identifier → index path.
///
/// The identifiers are stored once, section after section ("flat" order), with the start offset
/// of each section. The identifier → position table packs the section number next to the flat
/// position in each slot, so finding an identifier's index path needs neither a per-row section
/// array nor a search over the section offsets. The payload bits the section numbers leave free
/// hold hash bits, so a probe skips most unequal identifiers without reading them.
///
/// Duplicates are resolved across the whole list in flat order (sections in order, rows in
/// order) by a ``DuplicateIdentifierPolicy``. Sections keep their place even when duplicates
/// empty them; hiding empty sections is the caller's decision.
///
/// Every lookup is total: an absent identifier or an out-of-range position gives `nil`.
/// Capacity: up to `UInt32.max - 1` identifiers and `UInt32.max` sections.
///
/// The identifier lookup (``location(of:)``) is `@inlinable`, reading `@usableFromInline` storage,
/// so that a picker's lookups called from an app's module are specialised for its identifier type;
/// unspecialised they measured 11–25× an array subscript (Benchmarks/, index-map suites).
@usableFromInline
struct SectionedIndexMap<ID: Hashable> {
    /// All identifiers, section after section, after duplicates were dropped.
    @usableFromInline private(set) var identifiers: [ID]
    /// Input positions dropped as repeats under ``DuplicateIdentifierPolicy/keepFirst``, in
    /// ascending order; each is the position in the `sections` passed to the initializer.
    private(set) var droppedPositions: [ListIndexPath]
    /// Flat offset of each section's first row, plus the total count at the end.
    @usableFromInline private(set) var sectionStarts: [Int]
    /// Identifier → flat position table; slot payloads are section numbers (in the bits of
    /// ``sectionMask``) and hash bits.
    @usableFromInline private(set) var table: PositionSlotTable
    /// The payload bits holding section numbers.
    @usableFromInline let sectionMask: UInt32

    /// An empty map with no sections.
    init() {
        identifiers = []
        droppedPositions = []
        sectionStarts = [0]
        table = PositionSlotTable(capacityFor: 0)
        sectionMask = 0
    }

    /// Builds the map in one pass over `sections`.
    ///
    /// - Parameters:
    ///   - sections: the identifiers of each section, in list order; empty sections are kept.
    ///   - duplicates: `.keepFirst` keeps each identifier's first occurrence in flat order and
    ///     reports the later ones in ``droppedPositions``; `.reject` refuses the list.
    /// - Throws: ``DuplicateIdentifierPolicy/Rejection`` for the first repeat, under `.reject` only; its
    ///   positions count rows across all sections in flat order.
    init(sections: [[ID]], duplicates: DuplicateIdentifierPolicy) throws(DuplicateIdentifierPolicy.Rejection) {
        var flat: [ID] = []
        flat.reserveCapacity(sections.reduce(0) { $0 + $1.count })
        var starts: [Int] = []
        starts.reserveCapacity(sections.count + 1)
        for section in sections {
            starts.append(flat.count)
            flat.append(contentsOf: section)
        }
        starts.append(flat.count)
        try self.init(flatIdentifiers: flat, sectionStarts: starts, duplicates: duplicates)
    }

    /// Builds the map from identifiers already laid out section after section.
    ///
    /// `sectionStarts` must start at 0, never decrease, and end at `flatIdentifiers.count`
    /// (internal callers construct it that way).
    init(
        flatIdentifiers: [ID], sectionStarts: [Int], duplicates: DuplicateIdentifierPolicy
    ) throws(DuplicateIdentifierPolicy.Rejection) {
        var builder = PositionTableBuilder(
            identifiers: flatIdentifiers, duplicates: duplicates, sectionCount: sectionStarts.count - 1)
        var starts = sectionStarts
        var dropped: [ListIndexPath] = []
        for section in 0..<(sectionStarts.count - 1) {
            let begin = sectionStarts[section]
            starts[section] = builder.kept
            let number = UInt32(truncatingIfNeeded: section)
            for read in begin..<sectionStarts[section + 1] {
                if try !builder.keep(at: read, section: number) {
                    dropped.append(ListIndexPath(row: read - begin, section: section))
                }
            }
        }
        starts[starts.count - 1] = builder.kept
        self.sectionMask = builder.sectionMask
        (self.identifiers, self.table) = builder.finish()
        self.droppedPositions = dropped
        self.sectionStarts = starts
    }

    /// The number of sections, including empty ones.
    var numberOfSections: Int { sectionStarts.count - 1 }

    /// The number of rows in all sections together.
    var count: Int { identifiers.count }

    /// The number of rows in `section`; 0 when the section is out of range.
    func numberOfRows(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        return sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The identifiers of `section` in row order; empty when the section is out of range.
    func identifiers(inSection section: Int) -> ArraySlice<ID> {
        guard section >= 0, section < numberOfSections else { return [] }
        return identifiers[sectionStarts[section]..<sectionStarts[section + 1]]
    }

    /// The identifier at `indexPath`, or `nil` when the position is out of range.
    func identifier(at indexPath: ListIndexPath) -> ID? {
        // A `guard` rather than `Optional.map`: the closure is not specialised across modules
        // and made this lookup several times slower (Benchmarks/, sectioned index map).
        guard let flat = flatIndex(for: indexPath) else { return nil }
        return identifiers[flat]
    }

    /// The position of `id`, or `nil` when it is not in the map.
    func indexPath(of id: ID) -> ListIndexPath? {
        guard let found = location(of: id) else { return nil }
        return ListIndexPath(row: found.flat - sectionStarts[found.section], section: found.section)
    }

    func contains(_ id: ID) -> Bool {
        location(of: id) != nil
    }

    /// The position of `id` in flat order (all sections one after the other), or `nil`.
    func flatIndex(of id: ID) -> Int? {
        location(of: id)?.flat
    }

    /// The flat-order position of `indexPath`, or `nil` when the position is out of range.
    func flatIndex(for indexPath: ListIndexPath) -> Int? {
        let rows = numberOfRows(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row < rows else { return nil }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    /// Removes sections without rows, renumbering the others (rows keep their flat positions).
    /// - Returns: the previous numbers of the sections kept, in order.
    mutating func removeEmptySections() -> [Int] {
        var kept: [Int] = []
        var newNumber = [UInt32](repeating: 0, count: numberOfSections)
        var starts: [Int] = []
        for section in 0..<numberOfSections where numberOfRows(inSection: section) > 0 {
            newNumber[section] = UInt32(truncatingIfNeeded: kept.count)
            kept.append(section)
            starts.append(sectionStarts[section])
        }
        guard kept.count < numberOfSections else { return kept }
        starts.append(identifiers.count)
        sectionStarts = starts
        let mask = sectionMask
        table.rewritePayloads { newNumber[Int($0 & mask)] | $0 & ~mask }
        return kept
    }

    /// The section and flat position of `id`, both read from its table slot.
    @inlinable
    func location(of id: ID) -> (section: Int, flat: Int)? {
        let found = table.probe(for: id, hash: id.hashValue, sectionMask: sectionMask, identifiers: identifiers)
        guard found.entry != 0 else { return nil }
        let section = PositionSlotTable.payload(of: found.entry) & sectionMask
        return (Int(section), PositionSlotTable.position(of: found.entry))
    }
}

extension SectionedIndexMap: Sendable where ID: Sendable {}
