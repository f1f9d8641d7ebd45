/// What generated code declares for one table screen: its sections, its rows, its state, and the
/// pure function from state to layout. ``TableScheme`` does everything else.
///
/// Conform a caseless enum (the table's namespace):
///
/// - `SectionID`: one case per section definition, in definition order.
/// - `Row`: one case per row definition, carrying what the row shows — nothing for basic and
///   static rows, the element for array rows, ``TableSchemeRadio/Option`` for radio rows,
///   ``TableSchemeAccordion/Item`` for accordion rows. `Row` equality is *content* (everything the
///   cell shows); `Row.ID` is *identity* (a generated enum: `case product(Product.ID)`,
///   `case sortOrder(option: Int)`, …). The diff matches rows by identity and reloads those
///   whose content changed.
/// - `TableState`: every input of the layout — visibility flags, ``TableSchemeRadio`` and
///   ``TableSchemeAccordion`` values, array contents.
/// - ``layout(of:)``: the visible sections and rows for a state; repeated identities are handled
///   by the scheme's policy, so this function need not (and cannot usefully) check for them.
/// - ``select(_:in:)``: what a tap changes in the state, for radio and accordion rows.
/// - ``toggledFlag(of:)``: the flag a row's switch shows and sets, for rows that toggle one.
/// - ``isEditable(_:in:)``: whether a row can change the state or be selected, for rows and
///   sections with `editableWhen`.
/// - ``selectDefaults(in:)``: a radio row's initial or first option selected again whenever its
///   selection is missing or none of its options, so that it always has exactly one, and radio
///   and accordion groups kept to the definition's number of options.
///
/// The names are not `Section` and `State`: a conforming type's nested types satisfy them, and
/// inside it (and in an app's extension of it) they would hide SwiftUI's `Section` and `@State`.
///
/// See `Tests/DataSourceRuntimeTests/TableSchemes/SettingsTable.swift` for the full shape.
public protocol TableSchemeDefinition {
    /// Identifies a section; one case per section definition.
    associatedtype SectionID: Hashable
    /// A row: a case per row definition, equal when it shows the same content, identified by
    /// `id` (unique within a layout, except for repeated array elements, which the scheme drops
    /// or refuses).
    associatedtype Row: Identifiable & Equatable
    /// Everything the layout depends on.
    associatedtype TableState

    /// The sections shown in `state`, in display order, each with its visible rows.
    ///
    /// Must be pure: the scheme calls it once per change and diffs the result against the
    /// previous one, so the table shows exactly what this returns.
    static func layout(of state: TableState) -> [TableSchemeSection<SectionID, Row>]

    /// What selecting `row` changes in `state` (radio rows select their option, accordion rows
    /// expand or choose; other rows nothing, the default). The app's own handling of a selection
    /// is separate: the scheme hands the selected row back to it.
    static func select(_ row: Row, in state: inout TableState)

    /// The flag of `state` that `row`'s switch shows and sets, or `nil` for a row without a
    /// switch (the default). The UIKit data source gives such a row's cell a switch bound to it;
    /// the SwiftUI view shows the row as a `Toggle`.
    static func toggledFlag(of row: Row) -> WritableKeyPath<TableState, Bool>?

    /// Whether `row` can change `state` or be selected in it (its own and its section's
    /// `editableWhen`; always, the default). A row that cannot stays shown, but the scheme
    /// ignores its selection (``TableScheme/selectRow(at:)``) and its switch
    /// (``TableScheme/setFlag(of:to:)``), and the glue disables it.
    static func isEditable(_ row: Row, in state: TableState) -> Bool

    /// Selects again the initial (or first) option of each radio row whose selection is missing or
    /// is none of its options (an option held in the state that is gone, say), so that a radio row
    /// with options always has exactly one selected, as TableSchemer's radio scheme does (the
    /// default: nothing). The scheme calls it on the initial state and after every change, before
    /// the layout, so that no change (a binding, `update(_:)`, new options) leaves a radio row
    /// without a selection. A radio or accordion group whose option count is not the definition's
    /// (a `TableSchemeRadio` or `TableSchemeAccordion` an app made) is replaced by the definition's,
    /// so that no row asks for an option the definition does not have.
    static func selectDefaults(in state: inout TableState)
}

extension TableSchemeDefinition {
    /// Default: selecting a row changes no state (a table without radio and accordion rows).
    public static func select(_ row: Row, in state: inout TableState) {}

    /// Default: no row has a switch.
    public static func toggledFlag(of row: Row) -> WritableKeyPath<TableState, Bool>? { nil }

    /// Default: every row can always change the state and be selected.
    public static func isEditable(_ row: Row, in state: TableState) -> Bool { true }

    /// Default: no radio row whose selection can go missing.
    public static func selectDefaults(in state: inout TableState) {}
}
