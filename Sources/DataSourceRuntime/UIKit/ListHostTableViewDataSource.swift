#if canImport(UIKit)
import UIKit

/// The `UITableViewDataSource` of every table the runtime serves, written once over
/// ``ListHostDataSource``: counts, cells, header and footer titles all come from
/// ``content(for:)``, which each subclass answers with its engine (a picker, a form, a table
/// scheme, a section adapter, a list screen) and its cells. It also becomes the table's
/// `dataSource`, and applies the engine's updates as animated batches.
@MainActor
open class ListHostTableViewDataSource: NSObject, UITableViewDataSource {
    /// The table served; this object becomes its `dataSource`.
    public let tableView: UITableView
    /// How inserted, deleted and reloaded rows and sections animate.
    public var animation: UITableView.RowAnimation = .automatic

    /// Serves `tableView`; what it shows is ``content(for:)``.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
        tableView.dataSource = self
    }

    /// What `tableView` shows now, with its rows made into cells. The base shows nothing.
    open func content(for tableView: UITableView) -> any ListHostDataSource<UITableViewCell> {
        EmptyListHostDataSource()
    }

    /// Where the cell that holds `view` (a switch, a button, a text field in a cell) is shown, or
    /// `nil` when `view` is in no cell of this table: the UIKit half of TableSchemer's
    /// `schemeContainingView`, whose other half is the engine's `row(at:)`.
    public func indexPath(containing view: UIView) -> ListIndexPath? {
        let cell = sequence(first: view, next: { $0.superview }).lazy.compactMap { $0 as? UITableViewCell }.first
        return cell.flatMap { tableView.indexPath(for: $0) }.map(ListIndexPath.init)
    }

    /// Applies `update` to the table, which must already show the data after it.
    func apply(_ update: ListUpdate) {
        TableViewUpdateHost(tableView: tableView, animation: animation).apply(update)
    }

    public func numberOfSections(in tableView: UITableView) -> Int {
        content(for: tableView).numberOfSections()
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        content(for: tableView).numberOfRows(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        content(for: tableView).cell(at: ListIndexPath(indexPath))
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        content(for: tableView).titleForHeader(inSection: section)
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        content(for: tableView).titleForFooter(inSection: section)
    }
}

/// No sections: what a table data source shows until a subclass says otherwise.
private struct EmptyListHostDataSource: ListHostDataSource {
    func numberOfSections() -> Int { 0 }
    func numberOfRows(inSection section: Int) -> Int { 0 }
    func cell(at indexPath: ListIndexPath) -> UITableViewCell {
        preconditionFailure("a table with no sections asked for the cell at \(indexPath)")
    }
}

extension ListIndexPath {
    /// The position of a UIKit index path.
    init(_ indexPath: IndexPath) {
        self.init(row: indexPath.row, section: indexPath.section)
    }
}

extension IndexPath {
    /// The UIKit index path of a runtime position.
    init(_ position: ListIndexPath) {
        self.init(row: position.row, section: position.section)
    }
}
#endif
