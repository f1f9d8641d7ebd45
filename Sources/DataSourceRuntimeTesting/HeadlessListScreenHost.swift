import DataSourceRuntime

/// A headless list view that follows a list screen, as the screen's view does in the app: it
/// shows the screen's rows and applies every update the screen makes, keeping the ones UIKit
/// would refuse in ``refusals`` instead of crashing.
///
/// It takes the screen's `onUpdate`; a test that needs its own as well calls ``apply(_:)`` from it.
@MainActor
public final class HeadlessListScreenHost<
    Section: Hashable & Sendable, Item: Identifiable & Equatable & Sendable, C: Clock
>
where Item.ID: Sendable, C.Duration == Duration {
    /// What the view shows: one cell (the item) per row, and the section headers.
    public private(set) var host: HeadlessListHost<Item>
    /// Every update the host refused, in order; empty while the screen behaves.
    public private(set) var refusals: [ListHostInconsistency] = []
    private weak var screen: ListScreen<Section, Item, C>?

    /// Shows `screen` as it is now and follows its updates from here on, with the rules of the
    /// list view that shows it in the app: `.tableView` for the generated UIKit screen and the
    /// Fiori floorplan, which are table views; `.collectionView` for a screen the app shows in a
    /// collection view.
    public init(following screen: ListScreen<Section, Item, C>, rules: ListViewRules) {
        self.screen = screen
        host = HeadlessListHost(rules: rules)
        host.reloadData(from: screen.state)
        screen.onUpdate = { [weak self] update in self?.apply(update) }
    }

    /// Applies one update of the screen to the host, as its list view would.
    public func apply(_ update: ListUpdate) {
        guard let screen else { return }
        switch update {
        case .reloadData:
            host.reloadData(from: screen.state)
        case .batches(let batches):
            do {
                for batch in batches { try host.performBatchUpdates(batch, dataSource: screen.state) }
            } catch {
                refusals.append(error)
                host.reloadData(from: screen.state)
            }
        }
    }
}
