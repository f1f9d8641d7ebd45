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

/// What a selection request did.
public enum SelectionOutcome: Sendable, Hashable {
    /// The item is now selected (in single selection, it replaced the previous one).
    case selected
    /// The item (or, for deselect-all, every item) is no longer selected.
    case deselected
    /// The selection already was as requested.
    case unchanged
    /// The request was refused; the selection did not change.
    case refused(Refusal)
}

extension SelectionOutcome {
    /// Why a selection request was refused.
    public enum Refusal: Sendable, Hashable {
        /// Deselecting would leave nothing selected while `allowsEmptySelection` is false.
        case wouldLeaveSelectionEmpty
        /// The identifier is not in the list, or the position is out of range.
        case notInList
        /// Select All was requested in single-selection mode.
        case multipleSelectionNotAllowed
    }
}
