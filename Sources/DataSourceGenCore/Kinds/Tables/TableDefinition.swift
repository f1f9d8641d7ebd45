/// A table screen in the manner of seed 003 (TableSchemer): sections of rows of five kinds, with
/// state the app changes (visibility flags, radio choices, accordion expansion, array contents).
package struct TableDefinition: Sendable, Hashable {
    /// The table's name as written.
    package var name: Located<String>
    /// Visibility flags with their initial values, in declaration order.
    package var flags: [TableFlagDefinition]
    /// Sections in display order.
    package var sections: [TableSectionDefinition]
    /// Where the table was declared (its key).
    package var location: SourceLocation { name.location }

    package init(name: Located<String>, flags: [TableFlagDefinition] = [], sections: [TableSectionDefinition]) {
        self.name = name
        self.flags = flags
        self.sections = sections
    }
}

/// A `Bool` of the table's state that hides sections or rows.
package struct TableFlagDefinition: Sendable, Hashable {
    package var name: Located<String>
    /// The value the state starts with.
    package var initialValue: Located<Bool>

    package init(name: Located<String>, initialValue: Located<Bool>) {
        self.name = name
        self.initialValue = initialValue
    }
}

/// One row definition of a table section: a single row, or several (array, radio, accordion).
package struct TableRowDefinition: Sendable, Hashable {
    /// Seed 003's built-in schemes (`BasicScheme`, `ArrayScheme`, `RadioScheme`, `AccordionScheme`,
    /// `StaticScheme`), as the schema lists them.
    package typealias Kind = SchemaKeys.TableRow.Kind

    /// How tall the row is.
    package enum Height: Sendable, Hashable {
        /// A fixed height in points.
        case fixed(Double)
        /// Asked of a typed handler per row.
        case handler
    }

    package var name: Located<String>
    package var kind: Located<Kind>
    /// The cell type, an app type (a `UITableViewCell` subclass); `UITableViewCell` by default.
    package var cell: Located<String>?
    /// The reuse identifier (default: the cell type's name).
    package var reuseIdentifier: Located<String>?
    /// The element type of an array row (an entity or an app type).
    package var items: Located<String>?
    /// The options of a radio or accordion row.
    package var options: Located<OptionsDefinition>?
    /// Whether selecting the row calls a typed handler (radio and accordion rows also change
    /// their state on selection).
    package var selectable: Located<Bool>?
    /// The option of a radio row selected from the start, by title or case name.
    package var initial: Located<String>?
    package var height: Located<Height>?
    /// The flag a basic row's switch turns on and off (a SwiftUI view shows the row as a `Toggle`).
    package var toggles: Located<String>?
    /// When the row shows; always when `nil`.
    package var visibleWhen: ConditionDefinition?
    /// When the row can change the state or be selected, within its section's `editableWhen`;
    /// always when `nil`.
    package var editableWhen: ConditionDefinition?
    /// Where the row gives each key that only some kinds take (``SchemaKeys/TableRow/appliesTo``),
    /// for the check that its kind takes them.
    package var limitedKeys: [SchemaKeys.TableRow: SourceLocation] = [:]

    package init(name: Located<String>, kind: Located<Kind>) {
        self.name = name
        self.kind = kind
    }
}
