/// The state of an accordion in a table scheme: a fixed number of options of which one is
/// chosen; collapsed, the accordion shows only the chosen option's row, expanded it shows one row
/// per option.
///
/// Tapping behaves as TableSchemer's accordion: a tap on the collapsed row expands it, a tap on
/// any row of the expanded accordion chooses that option and collapses it (``select(_:)``).
/// A generated `TableState` holds one per accordion and its definition's `select(_:in:)` forwards to
/// ``select(_:)``.
public struct TableSchemeAccordion: Hashable, Sendable {
    /// How many options the accordion offers.
    public let optionCount: Int
    /// The chosen option's index: the row the collapsed accordion shows.
    public private(set) var chosenIndex: Int
    /// Whether every option is shown.
    public var isExpanded: Bool

    /// An accordion of `optionCount` options with `chosenIndex` chosen, collapsed by default.
    /// - Precondition: `optionCount` is positive and `chosenIndex` below it (the generator
    ///   validates both from the definitions).
    public init(optionCount: Int, chosenIndex: Int = 0, isExpanded: Bool = false) {
        precondition(optionCount > 0, "an accordion needs at least one option, not \(optionCount)")
        precondition((0..<optionCount).contains(chosenIndex), "option \(chosenIndex) of \(optionCount) does not exist")
        self.optionCount = optionCount
        self.chosenIndex = chosenIndex
        self.isExpanded = isExpanded
    }

    /// The rows shown, in option order, each made by `make`: the chosen one alone while
    /// collapsed, all of them while expanded.
    public func rows<Row>(_ make: (TableSchemeAccordion.Item) -> Row) -> [Row] {
        let shown = isExpanded ? 0..<optionCount : chosenIndex..<chosenIndex + 1
        return shown.map {
            make(TableSchemeAccordion.Item(index: $0, isChosen: $0 == chosenIndex, isExpanded: isExpanded))
        }
    }

    /// Chooses the option at `index` without expanding or collapsing.
    /// - Returns: `false`, changing nothing, when no option has that index.
    @discardableResult
    public mutating func choose(index: Int) -> Bool {
        guard (0..<optionCount).contains(index) else { return false }
        chosenIndex = index
        return true
    }

    /// Keeps the accordion to its definition's `optionCount` options: one of another count (which an
    /// app made, whose rows the definition has no options for) is replaced by the definition's,
    /// collapsed on its first option. The generated `selectDefaults(in:)` calls it.
    public mutating func conform(toOptionCount optionCount: Int) {
        guard self.optionCount != optionCount else { return }
        self = TableSchemeAccordion(optionCount: optionCount)
    }

    /// What tapping a row does: expands a collapsed accordion; in an expanded one chooses the
    /// tapped option and collapses. A row of another option than the accordion has (a stale or
    /// foreign item) only collapses it.
    public mutating func select(_ item: TableSchemeAccordion.Item) {
        guard isExpanded else {
            isExpanded = true
            return
        }
        choose(index: item.index)
        isExpanded = false
    }
}

extension TableSchemeAccordion {
    /// What one accordion row shows: its option, whether it is the chosen one, and whether the
    /// accordion is expanded (a collapsed row typically shows a disclosure indicator, expanded rows a
    /// checkmark on the chosen one).
    ///
    /// A generated `Row` case carries it and identifies the row by ``index`` alone, so expanding
    /// keeps the chosen row (reloaded, as its ``isExpanded`` changed) and inserts the others around it.
    public struct Item: Hashable, Sendable {
        /// The option's position among the accordion's options, from 0: the row's identity.
        public let index: Int
        /// Whether this option is the chosen one.
        public let isChosen: Bool
        /// Whether the accordion shows all its options.
        public let isExpanded: Bool

        /// The row of option `index`.
        public init(index: Int, isChosen: Bool, isExpanded: Bool) {
            self.index = index
            self.isChosen = isChosen
            self.isExpanded = isExpanded
        }
    }
}
