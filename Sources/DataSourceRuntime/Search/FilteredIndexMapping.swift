/// The positions of a filtered list inside its unfiltered list, with O(1) lookups both ways.
///
/// Filtered → unfiltered is an array. Unfiltered → filtered uses a bit per unfiltered position
/// plus the number of visible positions before each 64-bit word (a rank table): about n/4 bytes
/// instead of an n-entry array, and still a constant-time answer.
@usableFromInline
struct FilteredIndexMapping: Sendable, Hashable {
    /// The number of positions in the unfiltered list.
    let unfilteredCount: Int
    /// The unfiltered position of each filtered position, ascending.
    let unfilteredIndices: [Int]
    /// Bit `i % 64` of word `i / 64` is set when unfiltered position `i` is shown.
    private let visibleBits: [UInt64]
    /// The number of shown positions before each word of ``visibleBits``.
    private let visibleBeforeWord: [Int]

    /// The mapping that shows the unfiltered positions for which `isIncluded` returns true.
    /// A negative `unfilteredCount` is treated as 0.
    init(unfilteredCount: Int, includedWhere isIncluded: (Int) throws -> Bool) rethrows {
        let count = max(0, unfilteredCount)
        self.init(trustedCount: count, ascendingIndices: try (0..<count).filter(isIncluded))
    }

    /// The mapping for indices known to be ascending, unique and in `0..<trustedCount`.
    init(trustedCount: Int, ascendingIndices: [Int]) {
        unfilteredCount = trustedCount
        unfilteredIndices = ascendingIndices
        var bits = [UInt64](repeating: 0, count: (trustedCount + 63) / 64)
        for index in ascendingIndices { bits[index / 64] |= 1 << UInt64(index % 64) }
        var before = [Int]()
        before.reserveCapacity(bits.count)
        var running = 0
        for word in bits {
            before.append(running)
            running += word.nonzeroBitCount
        }
        visibleBits = bits
        visibleBeforeWord = before
    }

    /// The number of positions in the filtered list.
    var count: Int { unfilteredIndices.count }

    /// The unfiltered position shown at `filteredIndex`, or `nil` when it is out of range.
    @usableFromInline
    func unfilteredIndex(forFilteredIndex filteredIndex: Int) -> Int? {
        unfilteredIndices.hasIndex(filteredIndex) ? unfilteredIndices[filteredIndex] : nil
    }

    /// The filtered position of `unfilteredIndex`, or `nil` when it is hidden or out of range.
    @usableFromInline
    func filteredIndex(forUnfilteredIndex unfilteredIndex: Int) -> Int? {
        guard contains(unfilteredIndex: unfilteredIndex) else { return nil }
        return visibleCount(before: unfilteredIndex)
    }

    /// True when `unfilteredIndex` is in range and shown.
    func contains(unfilteredIndex: Int) -> Bool {
        guard unfilteredIndex >= 0, unfilteredIndex < unfilteredCount else { return false }
        return visibleBits[unfilteredIndex / 64] & (1 << UInt64(unfilteredIndex % 64)) != 0
    }

    /// The filtered position of `id`, or `nil` when `map` lacks it or the filter hides it.
    /// `map` must be the unfiltered list this mapping was built for.
    func filteredIndex<ID>(of id: ID, in map: UniqueIdentifierIndexMap<ID>) -> Int? {
        map.index(of: id).flatMap { filteredIndex(forUnfilteredIndex: $0) }
    }

    /// True when `id` is in the filtered list of `map`'s unfiltered list.
    func contains<ID>(_ id: ID, in map: UniqueIdentifierIndexMap<ID>) -> Bool {
        filteredIndex(of: id, in: map) != nil
    }

    /// The number of shown positions before `position`, for any `position` in `0...unfilteredCount`.
    func visibleCount(before position: Int) -> Int {
        let word = position / 64
        guard word < visibleBits.count else { return count }
        let below = visibleBits[word] & ((1 << UInt64(position % 64)) &- 1)
        return visibleBeforeWord[word] + below.nonzeroBitCount
    }
}
