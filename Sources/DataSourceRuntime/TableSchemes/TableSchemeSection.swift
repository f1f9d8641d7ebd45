/// One section of a table scheme's layout: which section it is, its header and footer titles, and
/// the rows it shows in display order.
///
/// A definition's `layout(of:)` returns the visible sections; a hidden section is simply left out.
/// The diff identifies a section by ``id`` and reloads it when a title changes.
public struct TableSchemeSection<Section: Hashable, Row>: Identifiable {
    /// Which section this is (a case of the generated `SectionID` enum); unique within a layout.
    public var id: Section
    /// The header title, or `nil` for none.
    public var header: String?
    /// The footer title, or `nil` for none.
    public var footer: String?
    /// The rows shown, in display order.
    public var rows: [Row]

    /// Section `id` showing `rows` under `header` and above `footer`.
    public init(_ id: Section, header: String? = nil, footer: String? = nil, rows: [Row]) {
        self.id = id
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    /// Whether the two sections show the same titles (rows aside): equal ones need no reload.
    func hasSameTitles(as other: Self) -> Bool {
        header == other.header && footer == other.footer
    }
}

extension TableSchemeSection: Equatable where Row: Equatable {}
extension TableSchemeSection: Hashable where Row: Hashable {}
extension TableSchemeSection: Sendable where Section: Sendable, Row: Sendable {}
