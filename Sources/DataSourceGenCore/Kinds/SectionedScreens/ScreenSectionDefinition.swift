/// One section of a table or a form: its titles, when it shows, and its rows in display order.
package struct ScreenSectionDefinition<Row: Sendable & Hashable>: Sendable, Hashable {
    package var name: Located<String>
    package var header: Located<String>?
    package var footer: Located<String>?
    /// When the section shows; always when `nil`.
    package var visibleWhen: ConditionDefinition?
    /// When the section's rows can be edited, each also by its own; always when `nil`.
    package var editableWhen: ConditionDefinition?
    package var rows: [Row]

    package init(
        name: Located<String>, header: Located<String>? = nil, footer: Located<String>? = nil,
        visibleWhen: ConditionDefinition? = nil, editableWhen: ConditionDefinition? = nil, rows: [Row]
    ) {
        self.name = name
        self.header = header
        self.footer = footer
        self.visibleWhen = visibleWhen
        self.editableWhen = editableWhen
        self.rows = rows
    }
}

/// Names generated code gives a sectioned screen (a table, a form) besides the definitions'.
enum ScreenSectionNames {
    /// Members a generated screen's `SectionID` enum (and a form's `Field` enum) has besides its
    /// cases.
    static let sectionMembers: Set<String> = ["hashValue"]
}
