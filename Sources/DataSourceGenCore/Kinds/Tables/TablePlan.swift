/// One table screen, ready to render: a `TableSchemeDefinition` namespace (sections, rows, state,
/// layout), its `RowHandlers` and `Handlers` protocols with the routing to them, and, for `uikit`,
/// the glue that registers cells and serves a `UITableView`; for `swiftui`, an observable model
/// over the scheme and a SwiftUI view of it.
struct TablePlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    var typeName: String
    var previewNames = PreviewNames(typeName: "")
    var flags: [TableFlagPlan]
    var sections: [TableSectionPlan]
    /// Every row definition in display order (the `Row` enum, handlers and routing list them all).
    var rows: [TableRowPlan]
    /// One registration per reuse identifier of a dequeued row, in first-use order.
    var registrations: [CellRegistrationPlan]
    /// Whether some row changes the state when selected (radio and accordion rows).
    var hasStatefulRows: Bool
    /// Whether some row does not (so `select(_:in:)` needs a `default`).
    var hasStatelessRows: Bool
    /// Whether some row is static and names its cell, which the app makes (`make<Suffix>Cell()`).
    var hasStaticRows: Bool
    /// Whether some static row names no cell, so UIKit's data source makes it.
    var hasMadeStaticCells = false
    /// Whether `Handlers` exists and some row is dequeued, so it has a configuration method with
    /// a default.
    var hasDequeuedRows: Bool
    /// The rows whose cells are dequeued (every row but the static ones), when `Handlers` exists.
    var dequeuedRows: [TableRowPlan] = []
    /// Whether some row has a selection handler, which defaults to doing nothing.
    var hasSelectableRows: Bool
    /// Whether every row calls a selection handler (so `didSelect` needs no `default`).
    var allRowsSelectable: Bool
    /// Whether every row has a height, fixed or from a handler (so `height` needs no `default`).
    var allRowsHaveHeights: Bool
    /// Whether every row names its cell (without `uikit`, a table may name none), a static row
    /// aside: the `Handlers` protocol and the routing of cells to it.
    var hasCells = false
    /// Whether some row toggles a flag (so the table says which in `toggledFlag(of:)`).
    var hasToggles = false
    /// Whether every row does (so `toggledFlag(of:)` needs no `default`).
    var allRowsToggle = false
    /// Whether some row reacts to a tap: a selection handler, or a radio or accordion choice.
    var hasTaps = false
    /// Whether some row is more than its label in SwiftUI: a tap, or a flag's toggle.
    var hasRowControls = false
    /// Whether the file asks for `uikit`: register cells and make a `UITableView` data source.
    var uikit: Bool
    /// Whether some row has a height, fixed or from a handler, which the SwiftUI view applies too.
    var hasHeights = false
    /// Whether some row's height is asked of its handler.
    var hasHeightHandlers = false
    /// Whether the table gets an observable model over its scheme (for `swiftui` or `fiori-swiftui`).
    var hasModel = false
    /// Whether the file asks for `swiftui` or `fiori-swiftui`: a SwiftUI view over the model, and its preview.
    var swiftUI = false
    /// Whether some row is an accordion, whose rows the model gathers into one disclosure group.
    var hasAccordions = false
    /// Whether some radio row's selection can go missing (so `selectDefaults(in:)` selects its
    /// initial or first option again): a radio over titles (a `TableSchemeRadio`), or over options
    /// held in the state, whose selection may be none of them. A radio over a section enum holds a
    /// case, never none. Radios over titles and accordions are also kept to the definitions'
    /// option count there, whatever count a state an app made says.
    var hasDefaultSelections = false
    /// Whether some row or section has `editableWhen` (so the table says which in
    /// `isEditable(_:in:)`, and the SwiftUI view disables a row that is not).
    var hasEditability = false
    /// Whether every row has a condition (so `isEditable(_:in:)` needs no `default`).
    var allRowsConditionallyEditable = false
    /// The state's arrays the preview fills with sample items (generated entities only).
    var previewArrays: [TablePreviewArrayPlan] = []
    var hasPreviewArrays = false
    /// The row handlers as closures of `RowActions` (with SwiftUI), in declaration order.
    var rowActions: [TableRowActionPlan] = []
    var hasRowActions = false
}

/// One handler of a table's `RowActions`: a row's selection or height handler, forwarding to a
/// closure the initializer takes. The template writes the closure's type and default from the
/// row's `kind` and the `action`.
struct TableRowActionPlan: Hashable, Sendable, ReflectedMustache {
    var row: TableRowPlan
    var action: TableRowAction
    /// `didSelect<Suffix>` or `heightOf<Suffix>`: the handler, and the initializer's label.
    var handler: String
    /// `select<Suffix>` or `measure<Suffix>`: the stored closure, a name no handler takes.
    var storage: String
    var isLast = false
}

/// Which of a row's handlers a `RowActions` closure stands for.
enum TableRowAction: Hashable, Sendable, MustacheEnum {
    /// The selection handler, which returns nothing and defaults to doing nothing.
    case selection
    /// The height handler, which returns the height in points and has no default.
    case height
}

/// An array of the state that the SwiftUI preview fills with sample items.
struct TablePreviewArrayPlan: Hashable, Sendable, ReflectedMustache {
    /// The state property: an array row's elements, or a radio row's options held in the state.
    var property: String
    var elementType: String
    var items: [PreviewItemPlan]
}

/// A visibility flag of the state.
struct TableFlagPlan: Hashable, Sendable, ReflectedMustache {
    /// The definitions' name, for a doc comment, where the Swift name differs from it.
    var renamedFrom: String?
    var name: String
    /// `true` or `false`.
    var initialValue: String
}

/// What a row definition lays out, and so what its `Row` case carries and its state holds:
///
/// | kind | `Row` case carries | state |
/// |---|---|---|
/// | `basic`, `static` | nothing | — |
/// | `array` | the element | `[Element]` |
/// | `titleRadio` | `TableSchemeRadio.Option` | `TableSchemeRadio` |
/// | `valueRadio` | the option and whether it is selected | the selected option |
/// | `accordion` | `TableSchemeAccordion.Item` | `TableSchemeAccordion` |
enum TableRowKind: Hashable, Sendable, MustacheEnum {
    case basic, `static`, array, titleRadio, valueRadio, accordion

    /// Whether selecting the row changes the state.
    var isStateful: Bool { [.titleRadio, .valueRadio, .accordion].contains(self) }

    /// What templates read beside the case, as `kind.isStateful`.
    struct MustacheFacts: Hashable, Sendable, ReflectedMustache {
        var isStateful: Bool
    }

    var mustacheFacts: MustacheFacts { MustacheFacts(isStateful: isStateful) }
}

/// The text a SwiftUI row shows by default, read from the value its case binds (an element or an
/// option).
enum TableRowTitle: Hashable, Sendable, MustacheEnum {
    /// The row's name as a title (basic and static rows).
    case label
    /// The value's `listPickerTitle` (an entity with a title).
    case listPickerTitle
    /// `String(describing:)` of the value.
    case described
    /// A section enum case's header title, else its raw value.
    case sectionHeader
    /// The value itself (an option title).
    case text
}

/// One row definition.
struct TableRowPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    /// The definitions' name, for a doc comment, where the case name differs from it.
    var renamedFrom: String?
    var caseName: String
    /// `configure<Suffix>`, `didSelect<Suffix>`, `heightOf<Suffix>`, `make<Suffix>Cell`.
    var handlerSuffix: String
    var cellType: String
    var reuseIdentifierLiteral: String
    var kind = TableRowKind.basic
    /// Whether the UIKit data source makes the row's cell: a static row without `cell` gets a
    /// plain `UITableViewCell` showing its title, made once; with one, the app makes it.
    var cellIsMadeByDataSource = false
    /// The local holding that cell in `makeDataSource`: `<row>Cell`.
    var madeCellName: String
    /// The element of an array row, the option type of a value radio (a section enum or an
    /// element held in the state) or of an accordion over a section enum; `String` for titles.
    var valueType = "String"
    /// Where a radio or accordion row's options come from.
    var options = ScreenOptionsPlan.none
    /// The static list or state property holding the options: `<row>Options`.
    var optionsName: String
    /// The option a radio row over titles starts on, by position; `nil` for other rows.
    var initialIndex: Int?
    /// The case a radio row over a section enum starts on; `nil` for other rows.
    var initialCase: String?
    /// When the row shows: its flag on (`test.hasValue`) or off (`test.hasNoValue`).
    var visibleWhen: ConditionPlan?
    /// When the row can change the state or be selected: its section's condition, then its own,
    /// both holding; `isEditable(_:in:)` lists the rows that have one.
    var sectionEditableWhen: ConditionPlan?
    var editableWhen: ConditionPlan?
    /// Whether the row has both conditions, which the template joins with `&&`.
    var hasBothEditableConditions = false
    /// Whether either condition is given.
    var isConditionallyEditable = false
    var isSelectable = false
    /// A fixed height in points, as a Swift `Double` literal.
    var fixedHeight: String?
    var hasHeightHandler = false
    /// What the SwiftUI view shows for the row by default (`TableRowTitle` renders it).
    var title = TableRowTitle.label
    /// The row's name as a title, a Swift string literal, for ``TableRowTitle/label``.
    var titleLiteral: String?
    /// The state's flag a basic row's switch turns on and off (a `Toggle` in SwiftUI).
    var toggledFlag: String?
}

/// One `register(_:forCellReuseIdentifier:)` call.
struct CellRegistrationPlan: Hashable, Sendable, ReflectedMustache {
    var cellType: String
    var reuseIdentifierLiteral: String
}
