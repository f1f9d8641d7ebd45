/// The form's rows as a table: what a table view's data source (and `HeadlessListHost` (DataSourceRuntimeTesting)) asks.
extension FormScheme: ListHostDataSource {
    /// The visible sections, each with its rows.
    public var sections: [TableSchemeSection<Definition.SectionID, FormRow<Definition.Field>>] { table.sections }

    public func numberOfSections() -> Int { table.numberOfSections() }

    public func numberOfRows(inSection section: Int) -> Int { table.numberOfRows(inSection: section) }

    /// The row shown at `indexPath`, or `nil` when there is none. O(1).
    public func row(at indexPath: ListIndexPath) -> FormRow<Definition.Field>? { table.row(at: indexPath) }

    /// Where `field`'s row is shown, or `nil` while it is hidden. O(1).
    public func indexPath(of field: Definition.Field) -> ListIndexPath? { table.indexPath(of: field) }

    public func titleForHeader(inSection section: Int) -> String? { table.titleForHeader(inSection: section) }

    public func titleForFooter(inSection section: Int) -> String? { table.titleForFooter(inSection: section) }

    /// The row at `indexPath`.
    /// - Precondition: a row is shown there, as a list view guarantees when it asks.
    public func cell(at indexPath: ListIndexPath) -> FormRow<Definition.Field> { table.cell(at: indexPath) }
}
