/// The repeated identities found in a table scheme's layout: a section listed twice, or rows with
/// the identity of an earlier row (two array elements with the same `id`, typically).
///
/// Under ``DuplicateIdentifierPolicy/keepFirst`` they were left out of the table (a repeated
/// section with all its rows); under ``DuplicateIdentifierPolicy/reject`` they are why a change
/// was refused. Either way they are listed here, in layout order, so the app can log or fix its
/// data: the rows carry their content, so a repeated array element names itself.
public struct TableSchemeDuplicates<Section, Row> {
    /// Sections listed again after their first occurrence, in layout order.
    public var sections: [Section]
    /// Rows whose identity an earlier row of the layout already has, in layout order (rows of a
    /// repeated section are not listed: they go with their section).
    public var rows: [Row]

    /// A report of the given repeats; both default to none.
    public init(sections: [Section] = [], rows: [Row] = []) {
        self.sections = sections
        self.rows = rows
    }

    /// True when the layout had no repeated identity.
    public var isEmpty: Bool { sections.isEmpty && rows.isEmpty }
}

extension TableSchemeDuplicates: Equatable where Section: Equatable, Row: Equatable {}
extension TableSchemeDuplicates: Hashable where Section: Hashable, Row: Hashable {}
extension TableSchemeDuplicates: Sendable where Section: Sendable, Row: Sendable {}
