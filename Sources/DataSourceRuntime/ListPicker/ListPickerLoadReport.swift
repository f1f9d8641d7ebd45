/// What loading new items into a picker did, so the app can react (log bad data, tell the user
/// that selected entries are gone, update its stored selection).
public struct ListPickerLoadReport<SelectionKey: Hashable>: Hashable {
    /// Set when the items were refused under ``DuplicateIdentifierPolicy/reject``; the picker then
    /// kept its previous items, search and selection unchanged, and every other field is empty.
    public var rejection: DuplicateIdentifierPolicy.Rejection?
    /// Positions in the loaded array of items dropped as repeated identifiers
    /// (``DuplicateIdentifierPolicy/keepFirst``), ascending.
    public var droppedDuplicatePositions: [Int]
    /// Positions in the loaded array of items whose section is not one of the configured
    /// sections (sectioned pickers built from a fixed section list), ascending; they are not shown.
    public var positionsWithoutSection: [Int]
    /// Selected entries removed because their items are gone, in their previous list order.
    public var removedSelection: [SelectionKey]

    /// A report of what a load did; every part defaults to empty.
    init(
        rejection: DuplicateIdentifierPolicy.Rejection? = nil,
        droppedDuplicatePositions: [Int] = [],
        positionsWithoutSection: [Int] = [],
        removedSelection: [SelectionKey] = []
    ) {
        self.rejection = rejection
        self.droppedDuplicatePositions = droppedDuplicatePositions
        self.positionsWithoutSection = positionsWithoutSection
        self.removedSelection = removedSelection
    }

    /// True when the new items were loaded; false when they were rejected (see ``rejection``).
    public var isApplied: Bool { rejection == nil }
}

extension ListPickerLoadReport: Sendable where SelectionKey: Sendable {}

extension Array {
    /// The array without the elements at `positions` (ascending, in range), in one pass.
    func removing(positions: [Int]) -> [Element] {
        guard !positions.isEmpty else { return self }
        var kept: [Element] = []
        kept.reserveCapacity(count - positions.count)
        var next = positions.makeIterator()
        var skip = next.next()
        for (position, element) in enumerated() {
            if position == skip {
                skip = next.next()
            } else {
                kept.append(element)
            }
        }
        return kept
    }
}
