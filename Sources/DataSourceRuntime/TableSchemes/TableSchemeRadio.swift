/// The state of a radio row group in a table scheme: a fixed number of options shown as one row
/// each, at most one of them selected here; the generated `selectDefaults(in:)` selects the
/// initial option again whenever none is, so a scheme always shows exactly one.
///
/// A generated `TableState` holds one per radio group (the option count comes from the definitions);
/// the layout turns it into rows with ``rows(_:)`` and the definition's `select(_:in:)` forwards
/// a tapped option to ``select(_:)``. Exclusivity is structural: the group stores one selected
/// index, not a flag per row.
public struct TableSchemeRadio: Hashable, Sendable {
    /// How many options the group shows, one row each.
    public let optionCount: Int
    /// The selected option's index, or `nil` while none is.
    public private(set) var selectedIndex: Int?

    /// A group of `optionCount` options with `selectedIndex` selected (none by default).
    /// - Precondition: `optionCount` is not negative and `selectedIndex`, when given, is below it
    ///   (the generator validates both from the definitions).
    public init(optionCount: Int, selectedIndex: Int? = nil) {
        precondition(optionCount >= 0, "a radio group cannot have \(optionCount) options")
        if let selectedIndex {
            precondition(
                (0..<optionCount).contains(selectedIndex), "option \(selectedIndex) of \(optionCount) does not exist")
        }
        self.optionCount = optionCount
        self.selectedIndex = selectedIndex
    }

    /// One row per option, in option order, each made by `make` from its index and whether it is
    /// the selected one.
    public func rows<Row>(_ make: (TableSchemeRadio.Option) -> Row) -> [Row] {
        (0..<optionCount).map { make(TableSchemeRadio.Option(index: $0, isSelected: $0 == selectedIndex)) }
    }

    /// Selects the option at `index`, deselecting the previous one.
    /// - Returns: `false`, changing nothing, when no option has that index (a stale or foreign
    ///   index is not worth a crash).
    @discardableResult
    public mutating func select(index: Int) -> Bool {
        guard (0..<optionCount).contains(index) else { return false }
        selectedIndex = index
        return true
    }

    /// Selects the option a row shows: what tapping it does.
    @discardableResult
    public mutating func select(_ option: TableSchemeRadio.Option) -> Bool {
        select(index: option.index)
    }

    /// Leaves no option selected.
    public mutating func clearSelection() {
        selectedIndex = nil
    }

    /// Keeps the group to its definition's `optionCount` options, one selected: `initialIndex` is
    /// selected again when none is, and a group of another count (one an app made, whose rows the
    /// definition has no titles for) is replaced by the definition's, on `initialIndex`. The
    /// generated `selectDefaults(in:)` calls it.
    public mutating func conform(toOptionCount optionCount: Int, initialIndex: Int) {
        if self.optionCount != optionCount {
            self = TableSchemeRadio(optionCount: optionCount, selectedIndex: initialIndex)
        } else if selectedIndex == nil {
            select(index: initialIndex)
        }
    }
}

extension TableSchemeRadio {
    /// What one radio row shows: which option it is and whether it is selected.
    ///
    /// A generated `Row` case carries it (`case sortOrder(TableSchemeRadio.Option)`) and identifies
    /// the row by ``index`` alone, so selecting another option changes the content of exactly the
    /// two rows whose ``isSelected`` flips, and the diff reloads those two.
    public struct Option: Hashable, Sendable {
        /// The option's position in its group, from 0: the row's identity within the group.
        public let index: Int
        /// Whether this option is the group's selected one (a checkmark, typically).
        public let isSelected: Bool

        /// The row of option `index`, selected or not.
        public init(index: Int, isSelected: Bool) {
            self.index = index
            self.isSelected = isSelected
        }
    }
}
