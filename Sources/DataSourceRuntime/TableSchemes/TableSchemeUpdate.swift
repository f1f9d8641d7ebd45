/// What one change of a ``TableScheme``'s state did: the update to apply to the table, and the
/// repeated identities the new layout had.
public struct TableSchemeUpdate<Section, Row> {
    /// What the table view has to do, staged for `UITableView`'s rules: apply it right away,
    /// with the scheme as the data source (it already shows the new layout). Empty batches when
    /// nothing visible changed or the change was refused.
    public var update: ListUpdate
    /// The repeated identities of the new layout: dropped from the table, or the reason it was
    /// refused (see ``isRejected``).
    public var duplicates: TableSchemeDuplicates<Section, Row>
    /// True when the change was refused under ``DuplicateIdentifierPolicy/reject``: the scheme kept
    /// its previous state and layout, and ``update`` is empty.
    public var isRejected: Bool

    /// A report of a change.
    init(update: ListUpdate, duplicates: TableSchemeDuplicates<Section, Row> = .init(), isRejected: Bool = false) {
        self.update = update
        self.duplicates = duplicates
        self.isRejected = isRejected
    }
}

extension TableSchemeUpdate: Equatable where Section: Equatable, Row: Equatable {}
extension TableSchemeUpdate: Hashable where Section: Hashable, Row: Hashable {}
extension TableSchemeUpdate: Sendable where Section: Sendable, Row: Sendable {}

/// What selecting a row of a ``TableScheme`` did: the row selected, for the app's own handler,
/// and the change its kind made to the state (a radio option selected, an accordion expanded or
/// collapsed; nothing for other rows).
public struct TableSchemeSelection<Section, Row> {
    /// The row at the selected position, as it was shown when selected.
    public var row: Row
    /// The change the selection made; apply its ``TableSchemeUpdate/update`` to the table.
    public var change: TableSchemeUpdate<Section, Row>

    /// The selection of `row`, which made `change`.
    init(row: Row, change: TableSchemeUpdate<Section, Row>) {
        self.row = row
        self.change = change
    }
}

extension TableSchemeSelection: Equatable where Section: Equatable, Row: Equatable {}
extension TableSchemeSelection: Hashable where Section: Hashable, Row: Hashable {}
extension TableSchemeSelection: Sendable where Section: Sendable, Row: Sendable {}
