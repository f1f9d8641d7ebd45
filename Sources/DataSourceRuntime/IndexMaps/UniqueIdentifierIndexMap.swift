/// A flat list of unique identifiers with O(1) lookups both ways: position → identifier and
/// identifier → position.
///
/// Hand-written list pickers answer "where is this identifier?" with a linear scan, and break
/// when an identifier occurs twice. This map is built once in O(n), keeps a single copy of the
/// identifiers plus one compact table of positions (see `PositionSlotTable`), and resolves
/// duplicates by an explicit ``DuplicateIdentifierPolicy`` at build time, so a position never
/// resolves to another item's identifier.
///
/// Every lookup is total: an absent identifier or an out-of-range position gives `nil`.
/// Capacity: up to `UInt32.max - 1` identifiers (positions are stored in 32 bits).
///
/// The section adapter keeps item keys with it inside this module, so nothing here is `@inlinable`.
struct UniqueIdentifierIndexMap<ID: Hashable> {
    /// The identifiers in list order, after duplicates were dropped.
    private(set) var identifiers: [ID]
    /// Input positions dropped as repeats under ``DuplicateIdentifierPolicy/keepFirst``, ascending.
    /// Positions of ``identifiers`` are positions in the de-duplicated list.
    private(set) var droppedPositions: [Int]
    /// Identifier → position table; slot payloads are hash bits.
    private(set) var table: PositionSlotTable

    init() {
        identifiers = []
        droppedPositions = []
        table = PositionSlotTable(capacityFor: 0)
    }

    /// Builds the map in one pass over `identifiers`.
    ///
    /// - Parameters:
    ///   - identifiers: the identifiers in list order. An `Array` is adopted without copying
    ///     unless duplicates have to be removed from it.
    ///   - duplicates: `.keepFirst` keeps each identifier's first occurrence and reports the
    ///     later ones in ``droppedPositions``; `.reject` refuses the list.
    /// - Throws: ``DuplicateIdentifierPolicy/Rejection`` for the first repeat, under `.reject` only.
    init<S: Sequence>(
        identifiers: S, duplicates: DuplicateIdentifierPolicy
    ) throws(DuplicateIdentifierPolicy.Rejection) where S.Element == ID {
        var builder = PositionTableBuilder(identifiers: Array(identifiers), duplicates: duplicates)
        var dropped: [Int] = []
        for read in builder.identifiers.indices {
            if try !builder.keep(at: read) { dropped.append(read) }
        }
        (self.identifiers, self.table) = builder.finish()
        self.droppedPositions = dropped
    }

    var count: Int { identifiers.count }

    var isEmpty: Bool { identifiers.isEmpty }

    /// The identifier at `position`, or `nil` when the position is out of range.
    func identifier(at position: Int) -> ID? {
        identifiers.hasIndex(position) ? identifiers[position] : nil
    }

    /// The position of `id`, or `nil` when it is not in the map.
    func index(of id: ID) -> Int? {
        let found = table.probe(for: id, hash: id.hashValue, sectionMask: 0, identifiers: identifiers)
        return found.entry == 0 ? nil : PositionSlotTable.position(of: found.entry)
    }

    func contains(_ id: ID) -> Bool {
        index(of: id) != nil
    }
}

extension UniqueIdentifierIndexMap: Sendable where ID: Sendable {}
