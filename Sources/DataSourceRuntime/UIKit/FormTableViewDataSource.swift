#if canImport(UIKit)
import UIKit

/// Serves a ``FormScheme`` to a `UITableView` as its data source: counts, section titles, and
/// cells dequeued by the row's reuse identifier and configured by generated code; edits and
/// validation applied as animated batch updates. It only forwards; the form is tested on Linux
/// through `HeadlessListHost` (DataSourceRuntimeTesting).
///
/// It is not the table's delegate: FormKit's `FUIFormTableViewController` is, and handles taps on
/// its cells (pickers, date pickers) itself.
@MainActor
open class FormTableViewDataSource<Definition: FormDefinition>: ListHostTableViewDataSource {
    /// The form: model, rows, messages. Change it through this object so the table is told.
    public private(set) var form: FormScheme<Definition>
    /// The reuse identifier of a field's cell (registered by generated code).
    public let reuseIdentifier: @MainActor (Definition.Field) -> String
    /// Fills a cell for a row, reading the value from ``form`` and writing changes back through
    /// this object (passed in, so that generated code captures nothing).
    public let configure:
        @MainActor (UITableViewCell, FormRow<Definition.Field>, FormTableViewDataSource<Definition>) -> Void

    public init(
        tableView: UITableView, form: FormScheme<Definition>,
        reuseIdentifier: @escaping @MainActor (Definition.Field) -> String,
        configure:
            @escaping @MainActor (UITableViewCell, FormRow<Definition.Field>, FormTableViewDataSource<Definition>) ->
            Void
    ) {
        self.form = form
        self.reuseIdentifier = reuseIdentifier
        self.configure = configure
        super.init(tableView: tableView)
    }

    /// An edit from the cell of `field` (see ``FormScheme/set(_:to:validating:)``). The edited row
    /// is reconfigured in place rather than reloaded, so its text field keeps the keyboard.
    public func set<Value>(
        _ keyPath: WritableKeyPath<Definition.Model, Value>, to value: Value, validating field: Definition.Field
    ) {
        let before = form.indexPath(of: field)
        let update = form.set(keyPath, to: value, validating: field)
        guard let before, let after = form.indexPath(of: field) else { return apply(update) }
        let (rest, removed) = update.removingReload(ofRowAt: before, after: after)
        apply(rest)
        if removed { reconfigureCell(at: IndexPath(after)) }
    }

    /// Configures the cell shown at `indexPath` again, in place: it shows the model's value now,
    /// and a cell being edited keeps the keyboard, which a reload would take away.
    private func reconfigureCell(at indexPath: IndexPath) {
        guard let row = form.row(at: ListIndexPath(indexPath)), let cell = tableView.cellForRow(at: indexPath) else {
            return
        }
        configure(cell, row, self)
    }

    /// The row of the cell that holds `view` (a text field, a switch), or `nil` when `view` is in
    /// no cell of this table.
    public func row(containing view: UIView) -> FormRow<Definition.Field>? {
        indexPath(containing: view).flatMap(form.row(at:))
    }

    /// A programmatic change of the model (see ``FormScheme/update(_:)``). The engine's update
    /// names the rows whose visibility, editability or message changed, not those whose value
    /// did (a row holds no value), so every visible cell is then reconfigured in place, as
    /// ``set(_:to:validating:)`` does the edited one: it shows the new value, and a cell being
    /// edited keeps the keyboard.
    public func update(_ edit: (inout Definition.Model) -> Void) {
        apply(form.update(edit))
        for indexPath in tableView.indexPathsForVisibleRows ?? [] { reconfigureCell(at: indexPath) }
    }

    /// Shows every failing visible field's message ("Save"); returns whether the form is valid.
    @discardableResult
    public func validateAll() -> Bool {
        apply(form.validateAll())
        return form.isValid
    }

    /// Save: shows every failing visible field's message, or hands the model to `onSave` when the
    /// form is valid; returns whether it is.
    @discardableResult
    public func save(_ onSave: (Definition.Model) -> Void) -> Bool {
        let (model, update) = form.save()
        apply(update)
        guard let model else { return false }
        onSave(model)
        return true
    }

    /// A Save button for the navigation bar, which calls ``save(_:)`` with `onSave`.
    public func makeSaveButton(onSave: @escaping @MainActor (Definition.Model) -> Void) -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.save(onSave) })
    }

    /// Clears every message.
    public func clearMessages() {
        apply(form.clearMessages())
    }

    /// `cell` as `type`, given to `body`; a cell registered under another class is reported
    /// (``RuntimeMisuse``) and left as it is.
    public static func configure<Cell>(_ cell: UITableViewCell, as type: Cell.Type, _ body: (Cell) -> Void) {
        guard let typed = cell as? Cell else {
            return RuntimeMisuse.report(
                "FormTableViewDataSource<\(Definition.self)>: a \(Swift.type(of: cell)) was dequeued where a \(Cell.self) was "
                    + "expected. Register \(Cell.self) under its reuse identifier (the generated registerCells(in:) does)."
            )
        }
        body(typed)
    }

    /// The form's visible rows, each in a cell dequeued by its field's reuse identifier and
    /// configured by generated code.
    open override func content(for tableView: UITableView) -> any ListHostDataSource<UITableViewCell> {
        AnyListHostDataSource(form) { [reuseIdentifier, configure] row, position in
            MainActor.assumeIsolated {
                let cell = tableView.dequeueReusableCell(
                    withIdentifier: reuseIdentifier(row.id), for: IndexPath(position))
                configure(cell, row, self)
                return cell
            }
        }
    }
}
#endif
