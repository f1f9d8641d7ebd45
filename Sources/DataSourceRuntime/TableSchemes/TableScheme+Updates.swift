extension TableScheme {
    /// Changes the state in one transaction and returns the update that brings the table from
    /// the old layout to the new one.
    ///
    /// `change` edits a copy of the state, as many times as it likes; a radio row left with no
    /// selection, or with one that is none of its options, then selects its initial or first option
    /// (``TableSchemeDefinition/selectDefaults(in:)``), and the layout is computed once and
    /// diffed against the shown one (see the type's documentation). Repeated
    /// identities in the new layout follow ``duplicatePolicy``: dropped and reported, or the whole
    /// change refused (``TableScheme/Update/isRejected``; state and layout unchanged). If `change`
    /// throws, nothing changes and the error is passed on.
    ///
    /// Apply the returned ``TableScheme/Update/update`` to the table view at once, with this scheme
    /// as its data source: it is only valid from the layout the table showed before the call.
    public mutating func update<Failure: Error>(
        _ change: (inout Definition.TableState) throws(Failure) -> Void
    ) throws(Failure) -> Update {
        var newState = state
        try change(&newState)
        Definition.selectDefaults(in: &newState)
        var repeats = TableSchemeDuplicates<Definition.SectionID, Definition.Row>()
        let newLayout = TableSchemeLayout(Definition.layout(of: newState), repeats: &repeats)
        if duplicatePolicy == .reject, !repeats.isEmpty {
            return Update(update: .batches([]), duplicates: repeats, isRejected: true)
        }
        let update = layout.update(to: newLayout, reloadThreshold: reloadThreshold)
        state = newState
        layout = newLayout
        return Update(update: update, duplicates: repeats)
    }

    /// Routes a selection: the row at `indexPath` changes the state as its kind does (a radio
    /// option is selected, an accordion expands, or chooses and collapses; see the definition's
    /// `select(_:in:)`), and is handed back for the app's own handler.
    ///
    /// - Returns: The row at the selected position, as it was shown when selected (for the app's
    ///   own handler), and the change its kind made to the state (apply its update to the table;
    ///   empty for rows with no state of their own); or `nil`, changing nothing, when no row is
    ///   shown at `indexPath` or the row is not editable (``isEditable(_:)``).
    public mutating func selectRow(at indexPath: ListIndexPath) -> (row: Definition.Row, change: Update)? {
        guard let row = row(at: indexPath), isEditable(row) else { return nil }
        let change = update { state in Definition.select(row, in: &state) }
        return (row, change)
    }

    /// Turns the flag that `row`'s switch shows (the definition's `toggledFlag(of:)`) on or off,
    /// in one update; `nil`, changing nothing, when the row has no switch, is not shown, or is
    /// not editable (``isEditable(_:)``).
    public mutating func setFlag(of row: Definition.Row, to isOn: Bool) -> Update? {
        guard let flag = Definition.toggledFlag(of: row), indexPath(of: row.id) != nil, isEditable(row) else {
            return nil
        }
        return update { $0[keyPath: flag] = isOn }
    }

    /// Whether `row` can change the state or be selected now (the definition's
    /// `isEditable(_:in:)`: its own and its section's `editableWhen`). A row that cannot is still
    /// shown; ``selectRow(at:)`` and ``setFlag(of:to:)`` ignore it.
    public func isEditable(_ row: Definition.Row) -> Bool {
        Definition.isEditable(row, in: state)
    }
}
