/// The repeated identities found while laying out a table scheme, in layout order, as
/// ``TableScheme/Update`` reports them.
struct TableSchemeDuplicates<Section, Row> {
    /// Sections listed again after their first occurrence, in layout order.
    var sections: [Section]
    /// Rows whose identity an earlier row of the layout already has, in layout order (rows of a
    /// repeated section are not listed: they go with their section).
    var rows: [Row]

    /// A report of the given repeats; both default to none.
    init(sections: [Section] = [], rows: [Row] = []) {
        self.sections = sections
        self.rows = rows
    }

    /// True when the layout had no repeated identity.
    var isEmpty: Bool { sections.isEmpty && rows.isEmpty }
}

extension TableSchemeDuplicates: Sendable where Section: Sendable, Row: Sendable {}
