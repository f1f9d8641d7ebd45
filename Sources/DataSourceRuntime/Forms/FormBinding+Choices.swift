extension FormBinding {
    /// The choices of a filter or list picker row after a tap on `choice` in its list, under the
    /// rules of a list picker's selection (FormKit's `FUIListPickerFormCell`, FioriSwiftUI's
    /// `ListPickerDestination`): a choice not chosen is added after the others (in single selection
    /// it replaces the one chosen), a chosen one is removed, unless it is the last and
    /// `allowsEmptySelection` is false.
    ///
    /// - Returns: The choices after the tap, or `nil` when the rules refuse it (the last choice of
    ///   a row that must keep one): the field keeps its choices, and the list shows them again.
    public static func choices<ID: Hashable>(
        _ chosen: [ID], tapping choice: ID, allowsMultipleSelection: Bool, allowsEmptySelection: Bool
    ) -> [ID]? {
        var selection = SelectionState<ID>(
            rules: SelectionRules(
                allowsMultipleSelection: allowsMultipleSelection, allowsEmptySelection: allowsEmptySelection))
        _ = selection.replace(with: chosen) { _ in true }
        switch selection.toggle(choice) {
        case .selected: return allowsMultipleSelection ? chosen + [choice] : [choice]
        case .deselected: return chosen.filter { $0 != choice }
        case .unchanged: return chosen
        case .refusedEmptySelection, .refusedNotInList, .refusedSingleSelection: return nil
        }
    }

    /// A single-selection row's choices holding `choice` alone, or none for `nil`: what its
    /// one-choice property (`<field>Selection`, which a `Picker` or a Fiori list binds) writes to
    /// the field, an array or a set of choices.
    public static func choices<Choices: ExpressibleByArrayLiteral>(holding choice: Choices.ArrayLiteralElement?)
        -> Choices
    {
        guard let choice else { return [] }
        return Choices(arrayLiteral: choice)
    }
}
