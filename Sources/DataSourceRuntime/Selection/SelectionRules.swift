/// The selection behaviour of a picker, in FormKit's terms.
struct SelectionRules: Sendable, Hashable {
    /// When false (single selection), selecting an item replaces the current selection.
    var allowsMultipleSelection: Bool
    /// When false, a user action that would deselect the last selected item is refused.
    /// The rule guards user actions only: a data reload that removes the selected items, or an
    /// explicit replacement of the whole selection, can still leave it empty.
    var allowsEmptySelection: Bool

    /// Rules with FormKit's defaults: single selection, empty selection allowed.
    init(allowsMultipleSelection: Bool = false, allowsEmptySelection: Bool = true) {
        self.allowsMultipleSelection = allowsMultipleSelection
        self.allowsEmptySelection = allowsEmptySelection
    }
}

/// What a selection request did: the change made, or why the selection rules refused it (then
/// the selection did not change).
public enum SelectionOutcome: Sendable, Hashable {
    /// The item is now selected (in single selection, it replaced the previous one).
    case selected
    /// The item (or, for deselect-all, every item) is no longer selected.
    case deselected
    /// The selection already was as requested.
    case unchanged
    /// Refused: deselecting would leave nothing selected while `allowsEmptySelection` is false.
    case refusedEmptySelection
    /// Refused: the identifier is not in the list, or the position is out of range.
    case refusedNotInList
    /// Refused: Select All was requested in single-selection mode.
    case refusedSingleSelection

    /// True for the refusals, when the selection did not change because a rule said no.
    public var isRefused: Bool {
        switch self {
        case .selected, .deselected, .unchanged: false
        case .refusedEmptySelection, .refusedNotInList, .refusedSingleSelection: true
        }
    }
}
