#if canImport(UIKit)
import UIKit

/// Serves a ``SectionAdapter`` to a `UITableView` as its data source and delegate: one section
/// per object, rows from its section controller, row heights from the controllers' sizing, and
/// updates applied through a ``TableViewUpdateHost``. It only forwards; the adapter is tested on
/// Linux through `HeadlessListHost` (DataSourceRuntimeTesting). Cells are dequeued under the controllers' reuse
/// identifiers: register each cell class before the first update.
@MainActor
package class SectionAdapterTableViewDataSource<Object: Identifiable & Equatable>: ListHostTableViewDataSource,
    UITableViewDelegate
{
    /// The adapter: objects, controllers and updates (staged by table-view rules).
    package let adapter: SectionAdapter<Object, UITableViewCell>

    /// Serves `tableView`, with controllers made by `controller`.
    package init(
        tableView: UITableView,
        duplicates: DuplicateIdentifierPolicy = .keepFirst,
        reloadThreshold: ReloadThreshold = .never,
        controller: @escaping (Object) -> any SectionController<Object, UITableViewCell>
    ) {
        adapter = SectionAdapter(
            duplicates: duplicates, reloadThreshold: reloadThreshold, stagedFor: .tableView,
            dequeue: { reuseIdentifier, position in
                // Only ever called from the table view's own cell requests, on the main thread.
                MainActor.assumeIsolated {
                    tableView.dequeueReusableCell(
                        withIdentifier: reuseIdentifier, for: IndexPath(row: position.row, section: position.section))
                }
            },
            controller: controller)
        super.init(tableView: tableView)
        tableView.delegate = self
    }

    /// Shows `objects`, animating the difference (see ``SectionAdapter/performUpdates(to:on:)``).
    @discardableResult
    package func performUpdates(to objects: [Object]) throws(DuplicateIdentifierPolicy.Rejection)
        -> (update: ListUpdate, droppedDuplicatePositions: [Int])
    {
        var host = TableViewUpdateHost(tableView: tableView)
        return try adapter.performUpdates(to: objects, on: &host)
    }

    /// One section per object, rows from its section controller.
    package override func content(for tableView: UITableView) -> any ListHostDataSource<UITableViewCell> {
        adapter
    }

    /// Routed to the section controller; a row the adapter does not show is reported.
    package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if !adapter.didSelectItem(at: ListIndexPath(indexPath)) {
            reportUnknownRow(indexPath, request: "selected")
        }
    }

    /// The section controller's height for the row at the table's width; a row the adapter does
    /// not show is reported and gets no height.
    package func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let container = ListItemSizing.Size(
            width: Double(tableView.bounds.width), height: Double(tableView.bounds.height))
        guard
            let size = adapter.sizeForItem(
                at: ListIndexPath(indexPath), in: container)
        else {
            reportUnknownRow(indexPath, request: "asked for the height of")
            return 0
        }
        return CGFloat(size.height)
    }

    private func reportUnknownRow(_ indexPath: IndexPath, request: String) {
        RuntimeMisuse.report(
            "SectionAdapterTableViewDataSource<\(Object.self)>: the table view \(request) row \(indexPath.row) of section "
                + "\(indexPath.section), which the adapter does not show. Change what the table shows only through "
                + "performUpdates(to:), and keep this object its data source and delegate.")
    }
}
#endif
