extension TableScheme {
    /// What one change of a ``TableScheme``'s state did: the update to apply to the table, and the
    /// repeated identities the new layout had.
    public struct Update {
        /// What the table view has to do, staged for `UITableView`'s rules: apply it right away,
        /// with the scheme as the data source (it already shows the new layout). Empty batches when
        /// nothing visible changed or the change was refused.
        public var update: ListUpdate
        /// Sections the new layout listed again after their first occurrence, in layout order:
        /// dropped from the table with their rows, or the reason the change was refused (see
        /// ``isRejected``).
        public var duplicateSections: [Definition.SectionID]
        /// Rows whose identity an earlier row of the new layout already has (two array elements with
        /// the same `id`, typically), in layout order: dropped, or the reason the change was
        /// refused. They carry their content, so a repeated element names itself.
        public var duplicateRows: [Definition.Row]
        /// True when the change was refused under ``DuplicateIdentifierPolicy/reject``: the scheme kept
        /// its previous state and layout, and ``update`` is empty.
        public var isRejected: Bool

        /// A report of a change.
        init(
            update: ListUpdate, duplicates: TableSchemeDuplicates<Definition.SectionID, Definition.Row> = .init(),
            isRejected: Bool = false
        ) {
            self.update = update
            self.duplicateSections = duplicates.sections
            self.duplicateRows = duplicates.rows
            self.isRejected = isRejected
        }
    }
}

extension TableScheme.Update: Equatable {}
extension TableScheme.Update: Hashable where Definition.Row: Hashable {}
extension TableScheme.Update: Sendable where Definition.SectionID: Sendable, Definition.Row: Sendable {}
