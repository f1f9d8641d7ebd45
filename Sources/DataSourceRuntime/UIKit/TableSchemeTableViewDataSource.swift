#if canImport(UIKit)
import UIKit

/// Serves a ``TableScheme`` to a `UITableView` as its data source and delegate: counts, cells
/// (from a cell provider typed on the row), header and footer titles, selection and row heights
/// routed by row, switches bound to the flags their rows toggle, and state changes applied as
/// animated batch updates. It only forwards; the scheme is tested on Linux through
/// `HeadlessListHost` (DataSourceRuntimeTesting).
///
/// An app that must be the table's delegate itself sets `tableView.delegate` after creating this
/// object and forwards `tableView(_:didSelectRowAt:)` and `tableView(_:heightForRowAt:)` to it.
@MainActor
open class TableSchemeTableViewDataSource<Definition: TableSchemeDefinition>: ListHostTableViewDataSource,
    UITableViewDelegate
{
    /// The scheme shown: state, layout and lookups. Change it through ``update(_:)``.
    public private(set) var scheme: TableScheme<Definition>
    /// Dequeues and configures the cell of a row (see ``dequeue(_:from:withIdentifier:for:configure:)``).
    public let cellProvider: @MainActor (UITableView, IndexPath, Definition.Row) -> UITableViewCell
    /// The app's handler of a selected row, called after the row's own state change was applied.
    public var didSelect: @MainActor (Definition.Row) -> Void
    /// The height of a row; `nil` (or no closure) leaves it to the table's `rowHeight`.
    public var rowHeight: (@MainActor (Definition.Row) -> CGFloat?)?
    /// Whether a selected row is deselected at once (radio and accordion rows show their state
    /// in their content, not in the table's selection).
    public var deselectsSelectedRow = true

    /// Serves `tableView` with `scheme`, cells from `cellProvider`, selections to `didSelect` and
    /// heights from `rowHeight`.
    public init(
        tableView: UITableView, scheme: TableScheme<Definition>,
        cellProvider: @escaping @MainActor (UITableView, IndexPath, Definition.Row) -> UITableViewCell,
        didSelect: @escaping @MainActor (Definition.Row) -> Void = { _ in },
        rowHeight: (@MainActor (Definition.Row) -> CGFloat?)? = nil
    ) {
        self.scheme = scheme
        self.cellProvider = cellProvider
        self.didSelect = didSelect
        self.rowHeight = rowHeight
        super.init(tableView: tableView)
        tableView.delegate = self
    }

    /// Changes the state in one transaction (see ``TableScheme/update(_:)``) and animates the
    /// difference; returns what the change did, including repeated identities.
    @discardableResult
    public func update<Failure: Error>(
        _ change: (inout Definition.TableState) throws(Failure) -> Void
    ) throws(Failure) -> TableScheme<Definition>.Update {
        let host = TableViewUpdateHost(tableView: tableView, animation: animation)
        host.prepareForUpdates()
        let result = try scheme.update(change)
        host.apply(result.update)
        refreshEditability()
        return result
    }

    /// The row of the cell that holds `view` (a switch, a button, a text field in a cell), or
    /// `nil` when `view` is in no cell of this table: TableSchemer's `schemeContainingView`, typed.
    public func row(containing view: UIView) -> Definition.Row? {
        indexPath(containing: view).flatMap(scheme.row(at:))
    }

    /// A cell dequeued under `identifier` and given to `configure` as `type`; a cell registered
    /// under another class is reported (``TableScheme/configure(_:as:reuseIdentifier:_:)``).
    public static func dequeue<Cell: UITableViewCell>(
        _ type: Cell.Type, from tableView: UITableView, withIdentifier identifier: String, for indexPath: IndexPath,
        configure: (Cell) -> Void
    ) -> UITableViewCell {
        TableScheme<Definition>.configure(
            tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath), as: type,
            reuseIdentifier: identifier, configure)
    }

    /// The scheme's visible rows, each in the cell ``cellProvider`` makes; a row that toggles a
    /// flag (``TableSchemeDefinition/toggledFlag(of:)``) gets a switch bound to it as the cell's
    /// accessory view.
    open override func content(for tableView: UITableView) -> any ListHostDataSource<UITableViewCell> {
        AnyListHostDataSource(scheme) { [cellProvider, weak self] row, position in
            MainActor.assumeIsolated {
                let cell = cellProvider(tableView, IndexPath(position), row)
                self?.showSwitch(in: cell, for: row)
                return cell
            }
        }
    }

    /// Brings the switches of the shown cells to the state: a change can turn a row's
    /// `editableWhen` off, or refuse a switch's flip, without changing what the row shows.
    private func refreshEditability() {
        for cell in tableView.visibleCells {
            guard let row = tableView.indexPath(for: cell).flatMap({ scheme.row(at: ListIndexPath($0)) }) else {
                continue
            }
            showSwitch(in: cell, for: row)
        }
    }

    /// Makes `cell`'s accessory view a switch showing the flag `row` toggles, enabled while the
    /// row is editable, or takes away the switch a reused cell kept from such a row (other
    /// accessory views are the app's own).
    private func showSwitch(in cell: UITableViewCell, for row: Definition.Row) {
        guard let flag = Definition.toggledFlag(of: row) else {
            if cell.accessoryView is FlagSwitch { cell.accessoryView = nil }
            return
        }
        let toggle = cell.accessoryView as? FlagSwitch ?? FlagSwitch(frame: .zero)
        toggle.isOn = scheme.state[keyPath: flag]
        toggle.isEnabled = scheme.isEditable(row)
        toggle.removeTarget(nil, action: nil, for: .valueChanged)
        toggle.addTarget(self, action: #selector(switchChanged(_:)), for: .valueChanged)
        cell.accessoryView = toggle
    }

    /// Sets the flag through the scheme (``TableScheme/setFlag(of:to:)``), which refuses a row
    /// that is not editable; the switch is then brought back to the state.
    @objc private func switchChanged(_ toggle: UISwitch) {
        guard let row = row(containing: toggle) else { return }
        let host = TableViewUpdateHost(tableView: tableView, animation: animation)
        host.prepareForUpdates()
        if let change = scheme.setFlag(of: row, to: toggle.isOn) { host.apply(change.update) }
        refreshEditability()
    }

    /// A row that is not editable (``TableScheme/isEditable(_:)``) is not selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let row = scheme.row(at: ListIndexPath(indexPath)) else { return indexPath }
        return scheme.isEditable(row) ? indexPath : nil
    }

    /// Applies the row's own state change (``TableScheme/selectRow(at:)``), then calls
    /// ``didSelect``; a row the scheme does not show is reported, one that is not editable
    /// ignored.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if deselectsSelectedRow { tableView.deselectRow(at: indexPath, animated: true) }
        guard scheme.row(at: ListIndexPath(indexPath)) != nil else {
            return reportUnknownRow(indexPath, request: "selected")
        }
        guard let selection = scheme.selectRow(at: ListIndexPath(indexPath)) else { return }
        apply(selection.change.update)
        refreshEditability()
        didSelect(selection.row)
    }

    /// The row's height from ``rowHeight``, else the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let row = scheme.row(at: ListIndexPath(indexPath)) else {
            reportUnknownRow(indexPath, request: "asked for the height of")
            return tableView.rowHeight
        }
        return rowHeight?(row) ?? tableView.rowHeight
    }

    private func reportUnknownRow(_ indexPath: IndexPath, request: String) {
        RuntimeMisuse.report(
            "TableSchemeTableViewDataSource<\(Definition.self)>: the table view \(request) row \(indexPath.row) of section "
                + "\(indexPath.section), which the scheme does not show. Change the state only through update(_:), and "
                + "keep this object the table's data source.")
    }
}

/// The switch the data source puts in a toggling row's cell, told apart from an app's own.
private final class FlagSwitch: UISwitch {}
#endif
