/// Creates data queries on demand for a FUIListViewModel (help.sap.com, SAPFiori › Classes ›
/// FUIDataLoader). In the SDK it is an `ObservableObject` whose `results` and `error` are
/// `@Published`; Combine is not on Linux, so the stub declares them as plain properties, which is
/// how code assigns them either way.
open class FUIDataLoader<Entity: Identifiable> {
    public init() {}
    /// The results of the last query.
    public var results: [Entity] { get { fatalError() } set {} }
    /// The error of the last query, if it failed.
    public var error: (any Error)? { get { fatalError() } set {} }
    /// Creates a data query for `range` (all when `nil`) and `searchString`.
    open func query(forItemsIn range: Range<Int>? = nil, with searchString: String? = nil) { fatalError() }
}

/// The data pipeline between a list floorplan and its loaders, one per section (seed 004).
open class FUIListViewModel<Entity: Identifiable & Hashable, Section: Hashable & CaseIterable> {
    public init(queries: [Section: FUIDataLoader<Entity>], isListPagingEnabled: Bool, isSearchEnabled: Bool) { fatalError() }
}

/// A table view controller showing business objects in a list, paged, searchable, refreshable
/// (seed 004).
@MainActor
open class FUIListFloorplan<Entity: Identifiable & Hashable, Section: Hashable & CaseIterable>: UITableViewController {
    public init(viewModel: FUIListViewModel<Entity, Section>) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// Builds the cell of an entity.
    open var cellBinding: ((UITableView, IndexPath, Entity) -> UITableViewCell)? { get { fatalError() } set {} }
    /// The delay before a search is sent to the loaders.
    open var searchDebounceTiming: Double { get { fatalError() } set {} }
    /// Shown when a search finds nothing.
    open var emptyResultsView: UIView? { get { fatalError() } set {} }
    open var addButtonDidTapHandler: (() -> Void)? { get { fatalError() } set {} }
    open var deleteButtonDidTapHandler: ((Entity) -> Void)? { get { fatalError() } set {} }
}
