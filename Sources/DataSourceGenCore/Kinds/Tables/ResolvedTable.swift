/// A table screen with its Swift names chosen and its references resolved. Rows whose kind is
/// missing what it needs are kept (with ``ResolvedTableRow/Content/incomplete``) so validation
/// can report them; planning never sees a table with an error.
struct ResolvedTable: Sendable {
    var definition: TableDefinition
    var typeName: String
    var flags: [ResolvedTableFlag]
    var sections: [ResolvedTableSection]

    /// Every row of every section, in display order.
    var rows: [ResolvedTableRow] { sections.flatMap(\.rows) }
}

/// A visibility flag: a `Bool` property of the table's state, which the table's conditions read.
struct ResolvedTableFlag: ConditionOperand {
    var definition: TableFlagDefinition
    var swiftName: String

    /// A flag equal to `true` is on, to `false` off (validation refuses any other literal).
    func test(equalTo literal: Located<JSONValue>) -> ConditionPlan.Test {
        guard case .bool(let on) = literal.value else {
            preconditionFailure("validation refuses a flag compared with something other than true or false")
        }
        return on ? .hasValue : .hasNoValue
    }
}

/// A table's condition: the flag it reads.
typealias ResolvedTableCondition = ResolvedCondition<ResolvedTableFlag>

/// One row definition of a table: its case in the generated `Row` enum and what it shows.
struct ResolvedTableRow: Sendable {
    /// What the rows of this definition show, by kind.
    enum Content: Sendable {
        case basic
        case `static`
        /// One row per element of an array in the state.
        case array(ResolvedTableElement)
        /// One row per option; one of them selected.
        case radio(ResolvedTableOptions)
        /// The chosen option, or every option while expanded.
        case accordion(ResolvedTableOptions)
        /// A kind whose required key is missing or did not resolve (already reported, or
        /// reported by validation).
        case incomplete
    }

    var definition: TableRowDefinition
    /// The row's case in the generated `Row` enum, also its property name in the state and
    /// handlers.
    var caseName: String
    var content: Content
    /// The cell type; `.unresolved("")` when `cell` is missing (reported by validation).
    var cell: ResolvedType
    /// The reuse identifier: as given, else the cell type's name.
    var reuseIdentifier: String
    var visibleWhen: ResolvedTableCondition?
    /// When the row can change the state or be selected (its section's condition aside).
    var editableWhen: ResolvedTableCondition?
    /// The flag a basic row's switch turns on and off, by position in ``ResolvedTable/flags``.
    var toggledFlagIndex: Int?
    /// The position among the options of the option a radio row starts on: `initial`'s, else the
    /// first; `nil` for options held in the state (none until they load) and for other kinds.
    var initialOption: Int?
}

/// The element type of an array row or of `items` options, with what it conforms to (the
/// generated `Row` enum carries elements, so they must be Identifiable, Hashable and Sendable).
struct ResolvedTableElement: Sendable {
    var type: ResolvedType
    var conformances: Set<Conformance>
    /// Where the type was named, for messages about it.
    var location: SourceLocation
}
