#if canImport(UIKit)
import UIKit

/// Shows a ``ListScreen`` in a `UITableView`: rows from a typed cell provider, the next page when
/// the last row of a section appears, pull to refresh, a footer spinner while a page loads, the
/// empty-results view, search from a `UISearchController`, and swipe to delete through the app's
/// delete handler. It only forwards; every decision is ``ListScreenState``'s, tested on Linux.
@MainActor
open class ListScreenTableViewDataSource<
    Section: Hashable & Sendable, Item: Identifiable & Equatable & Sendable, C: Clock
>:
    ListHostTableViewDataSource, UITableViewDelegate, UISearchResultsUpdating
where Item.ID: Sendable, C.Duration == Duration {
    /// The screen shown; start it with ``ListScreen/start()`` after creating this object.
    public let screen: ListScreen<Section, Item, C>
    public let cellProvider: @MainActor (UITableView, IndexPath, Item) -> UITableViewCell
    /// Deletes an item for good (the app's backend); the row goes once it returns. `nil`: no
    /// swipe to delete.
    public let deleteHandler: (@MainActor (Item) async throws -> Void)?
    /// What the empty-results view says; `nil`: the runtime's default, "No results".
    public var emptyText: String?
    /// Told when the delete handler throws; the row stays.
    public var onDeleteFailure: @MainActor (Item, any Error) -> Void = { _, _ in }
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let emptyLabel = UILabel(frame: .zero)

    public init(
        tableView: UITableView, screen: ListScreen<Section, Item, C>, emptyText: String? = nil,
        cellProvider: @escaping @MainActor (UITableView, IndexPath, Item) -> UITableViewCell,
        deleteHandler: (@MainActor (Item) async throws -> Void)? = nil
    ) {
        self.screen = screen
        self.emptyText = emptyText
        self.cellProvider = cellProvider
        self.deleteHandler = deleteHandler
        super.init(tableView: tableView)
        tableView.delegate = self
        tableView.tableFooterView = spinner
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(pulledToRefresh), for: .valueChanged)
        tableView.refreshControl = refresh
        screen.onUpdate = { [weak self] update in self?.apply(update) }
        screen.onChange = { [weak self] in self?.showChrome() }
    }

    @objc private func pulledToRefresh() {
        screen.refresh()
    }

    private func showChrome() {
        let state = screen.state
        if state.isLoadingMore { spinner.startAnimating() } else { spinner.stopAnimating() }
        if !state.isLoadingFirstPages { tableView.refreshControl?.endRefreshing() }
        let empty = state.emptyStateText(emptyText)
        emptyLabel.text = empty
        tableView.backgroundView = empty == nil ? nil : emptyLabel
    }

    public func updateSearchResults(for searchController: UISearchController) {
        screen.searchTextChanged(searchController.searchBar.text ?? "")
    }

    /// The screen's rows, each in the cell ``cellProvider`` makes.
    open override func content(for tableView: UITableView) -> any ListHostDataSource<UITableViewCell> {
        AnyListHostDataSource(screen.state) { [cellProvider] item, position in
            MainActor.assumeIsolated { cellProvider(tableView, IndexPath(position), item) }
        }
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if let section = screen.state.sectionEnding(at: ListIndexPath(indexPath)) {
            screen.reachedEnd(of: section)
        }
    }

    // `@objc` spelled out: these implement optional requirements of `UITableViewDataSource`,
    // which the superclass adopts, and Objective-C finds only members exposed to it.
    @objc public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        deleteHandler != nil
    }

    @objc public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let deleteHandler,
            let item = screen.state.item(at: ListIndexPath(indexPath))
        else { return }
        Task { [weak self] in
            guard let failure = await self?.screen.delete(item, with: deleteHandler) else { return }
            self?.onDeleteFailure(item, failure)
        }
    }
}
#endif
