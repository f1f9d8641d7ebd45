/// The table-scheme engine (seed 003, issue 12): a table screen's typed state, the layout it
/// produces, O(1) lookups both ways between rows and index paths, and every state change turned
/// into one diffed batch update that `UITableView` accepts.
///
/// ## How generated code uses it
/// The generator emits a ``TableSchemeDefinition`` — `SectionID`, `Row` (with `Row.ID`), `TableState`,
/// `layout(of:)` and `select(_:in:)` — and nothing stateful; everything that can go wrong at run
/// time lives here, tested once:
///
/// ```swift
/// var scheme = TableScheme<SettingsTable>(state: SettingsTable.TableState())
/// let change = scheme.update { state in          // one transaction, any number of edits
///     state.hidesBluetooth = true
///     state.gadgets = loadedGadgets
/// }
/// host.apply(change.update)                      // e.g. TableViewUpdateHost
/// if let selected = scheme.selectRow(at: indexPath) {
///     host.apply(selected.change.update)         // radio/accordion rows changed the state
///     handle(selected.row)                       // the app's handler, typed on Row
/// }
/// ```
///
/// Row and section counts, titles, ``row(at:)`` and ``indexPath(of:)`` answer for the current
/// layout; on iOS `TableSchemeTableViewDataSource` serves them to a `UITableView` and routes
/// selection and heights. Generated code switches over `Row` for cell configuration, selection
/// handlers and heights, with the exact cell type per row.
///
/// ## Changes
/// ``update(_:)`` runs the closure on a copy of the state, computes the new layout once, and
/// diffs it against the shown one: sections by `SectionID`, rows by `Row.ID`, content by `==`.
/// So a hidden row is deleted, a shown one inserted, a reordered array moved, and a row whose
/// content changed — a radio option's `isSelected`, an edited element — reloaded, as is a
/// section whose header or footer title changed; selecting a radio option reloads exactly the
/// two rows that flip. However many edits the closure makes,
/// the result is one ``ListUpdate``. `TableState` should be a value type: a refused change restores
/// the previous state by keeping the previous value.
///
/// ## Repeated identities
/// Array rows take their identity from their elements, so user data can repeat one. The
/// ``duplicatePolicy`` decides: ``DuplicateIdentifierPolicy/keepFirst`` shows the first row with
/// an identity and drops later ones; ``DuplicateIdentifierPolicy/reject`` refuses the whole
/// change (state and table stay as they were). Both report the repeats
/// (``TableScheme/Update/duplicateSections``, ``TableScheme/Update/duplicateRows``); neither
/// crashes or shows a wrong row. The initial state has nothing to fall back on, so its repeats are
/// dropped under either policy and reported in ``initialDuplicateSections`` and
/// ``initialDuplicateRows``.
public struct TableScheme<Definition: TableSchemeDefinition> {
    /// The current state; change it through ``update(_:)`` so the table is told.
    public internal(set) var state: Definition.TableState
    /// The current layout and its indexes.
    var layout: TableSchemeLayout<Definition.SectionID, Definition.Row>
    /// What to do with repeated identities in a new layout.
    public let duplicatePolicy: DuplicateIdentifierPolicy
    /// When a change is reported as ``ListUpdate/reloadData`` instead of batches.
    public let reloadThreshold: ReloadThreshold
    /// Sections the initial state's layout listed again, dropped from it with their rows.
    public let initialDuplicateSections: [Definition.SectionID]
    /// Rows of the initial state's layout with the identity of an earlier row, dropped from it.
    public let initialDuplicateRows: [Definition.Row]

    /// A scheme showing `state`.
    ///
    /// - Parameters:
    ///   - state: The initial state, with its radio rows' default selections made
    ///     (``TableSchemeDefinition/selectDefaults(in:)``); its layout is what the table loads first.
    ///   - duplicates: What ``update(_:)`` does with repeated identities (see the type's
    ///     documentation); the initial layout drops them either way.
    ///   - reloadThreshold: When a change is answered with ``ListUpdate/reloadData``.
    public init(
        state: Definition.TableState, duplicates: DuplicateIdentifierPolicy = .keepFirst,
        reloadThreshold: ReloadThreshold = .never
    ) {
        var state = state
        Definition.selectDefaults(in: &state)
        var repeats = TableSchemeDuplicates<Definition.SectionID, Definition.Row>()
        self.layout = TableSchemeLayout(Definition.layout(of: state), repeats: &repeats)
        self.state = state
        self.duplicatePolicy = duplicates
        self.reloadThreshold = reloadThreshold
        self.initialDuplicateSections = repeats.sections
        self.initialDuplicateRows = repeats.rows
    }

    // MARK: Layout

    /// The shown sections, each with its shown rows, in display order (repeats dropped).
    public var sections: [TableSchemeSection<Definition.SectionID, Definition.Row>] { layout.sections }

    /// The number of shown sections.
    public func numberOfSections() -> Int { layout.sections.count }

    /// The number of rows in `section`; 0 when there is no such section.
    public func numberOfRows(inSection section: Int) -> Int {
        layout.sections.hasIndex(section) ? layout.sections[section].rows.count : 0
    }

    /// The section shown at `index`, or `nil` when there is none.
    public func section(at index: Int) -> Definition.SectionID? {
        layout.sections.hasIndex(index) ? layout.sections[index].id : nil
    }

    /// The position of `section`, or `nil` while it is hidden. O(1).
    public func index(of section: Definition.SectionID) -> Int? {
        layout.sectionIndices[section]
    }

    /// The row shown at `indexPath`, or `nil` when there is none. O(1).
    public func row(at indexPath: ListIndexPath) -> Definition.Row? {
        layout.row(at: indexPath)
    }

    /// The position of the row identified by `id`, or `nil` while no such row is shown. O(1).
    public func indexPath(of id: Definition.Row.ID) -> ListIndexPath? {
        layout.rowIndex.indexPath(of: id)
    }

    /// The header title of `section`, or `nil` for none (or no such section).
    public func titleForHeader(inSection section: Int) -> String? {
        layout.sections.hasIndex(section) ? layout.sections[section].header : nil
    }

    /// The footer title of `section`, or `nil` for none (or no such section).
    public func titleForFooter(inSection section: Int) -> String? {
        layout.sections.hasIndex(section) ? layout.sections[section].footer : nil
    }
}

extension TableScheme: Sendable
where
    Definition.TableState: Sendable, Definition.SectionID: Sendable, Definition.Row: Sendable,
    Definition.Row.ID: Sendable
{}
