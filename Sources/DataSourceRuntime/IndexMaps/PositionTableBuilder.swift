/// The part of building an index map that the flat and the sectioned map share: one pass over
/// the identifiers that fills a ``PositionSlotTable``, resolves repeats by a
/// ``DuplicateIdentifierPolicy`` and compacts the kept identifiers in place.
///
/// The identifier array is adopted, and written to only once a repeat was dropped, so a list
/// without repeats stays shared with the caller's array.
struct PositionTableBuilder<ID: Hashable> {
    /// The identifiers being read; positions before ``kept`` hold the kept ones.
    private(set) var identifiers: [ID]
    /// The table of kept identifiers' positions.
    private(set) var table: PositionSlotTable
    /// How many identifiers were kept so far: the position the next kept one gets.
    private(set) var kept = 0
    /// What to do with a repeat.
    private let duplicates: DuplicateIdentifierPolicy
    /// The payload bits holding section numbers (0 for a flat map).
    let sectionMask: UInt32

    /// A builder over `identifiers` (input order) with an empty table sized for all of them;
    /// `sectionCount` sections (1 for a flat map) fix the payload bits given to section numbers.
    init(identifiers: [ID], duplicates: DuplicateIdentifierPolicy, sectionCount: Int = 1) {
        self.identifiers = identifiers
        self.table = PositionSlotTable(capacityFor: identifiers.count)
        self.duplicates = duplicates
        self.sectionMask = PositionSlotTable.sectionMask(sectionCount: sectionCount)
    }

    /// Keeps the identifier at input position `read` (at or past every position read before)
    /// unless it repeats one kept earlier.
    ///
    /// - Parameter section: the identifier's section number (0 for a flat map).
    /// - Returns: false when the identifier repeats and was dropped (`.keepFirst`).
    /// - Throws: ``DuplicateIdentifierPolicy/Rejection`` for a repeat under `.reject`.
    @inline(__always)
    mutating func keep(at read: Int, section: UInt32 = 0) throws(DuplicateIdentifierPolicy.Rejection) -> Bool {
        let id = identifiers[read]
        let hash = id.hashValue
        let found = table.probe(for: id, hash: hash, sectionMask: sectionMask, identifiers: identifiers)
        if found.entry != 0 {
            switch duplicates {
            case .reject:
                throw DuplicateIdentifierPolicy.Rejection(
                    identifier: String(describing: id),
                    firstPosition: PositionSlotTable.position(of: found.entry),
                    duplicatePosition: read)
            case .keepFirst:
                return false
            }
        }
        let payload = PositionSlotTable.payload(section: section, hash: hash, sectionMask: sectionMask)
        table.fill(slot: found.slot, with: PositionSlotTable.entry(position: kept, payload: payload))
        // Compact in place only once a repeat was dropped, so a list without repeats stays
        // shared with the caller's array.
        if kept != read { identifiers[kept] = id }
        kept += 1
        return true
    }

    /// The kept identifiers, in order, and their table.
    consuming func finish() -> (identifiers: [ID], table: PositionSlotTable) {
        if kept < identifiers.count { identifiers.removeSubrange(kept...) }
        return (identifiers, table)
    }
}
