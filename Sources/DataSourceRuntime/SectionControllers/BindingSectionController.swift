/// A section controller whose object produces item view-models that are diffed inside the
/// section (IGListKit's `BindingSectionController`), configured with closures.
///
/// On every update the object's view-models are matched to the previous ones by `id`: new ones
/// are inserted, missing ones deleted, reordered ones moved, and only those no longer `==` are
/// reloaded, so ``SectionAdapter`` fetches just the cells that changed instead of the whole section.
/// A repeated view-model `id` keeps its first occurrence; the others are dropped and listed in
/// ``droppedDuplicatePositions``.
///
/// ```swift
/// BindingSectionController<Order, OrderLine, LineCell>(
///     reuseIdentifier: "LineCell", sizing: .fullWidth(height: 44),
///     viewModels: { order in order.lines },
///     configure: { cell, line in cell.title = line.name })
/// ```
public final class BindingSectionController<
    Object: Identifiable & Equatable, ViewModel: Identifiable & Equatable, Cell
>: SectionController, ItemKeyedSectionController {
    /// The reuse identifier every cell of the section is dequeued with.
    let reuseIdentifier: String
    /// How items are sized.
    let sizing: ListItemSizing
    /// The object the controller stands for; `nil` until the adapter's first ``didUpdate(to:)``.
    public private(set) var object: Object?
    private var tracker = ListItemKeyTracker<ViewModel>()
    private let makeViewModels: (Object) -> [ViewModel]
    private let configure: (inout Cell, ViewModel) -> Void
    private let select: (ViewModel, Int) -> Void

    /// A controller dequeuing cells under `reuseIdentifier`, sized by `sizing`.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: The identifier the cell class is registered under.
    ///   - sizing: How big each item is, from the list's size.
    ///   - viewModels: The items an object shows, in order (called once per update).
    ///   - configure: Fills a dequeued cell for a view-model.
    ///   - select: Called with the view-model and its index when its item is selected.
    public init(
        reuseIdentifier: String,
        sizing: ListItemSizing,
        viewModels: @escaping (Object) -> [ViewModel],
        configure: @escaping (inout Cell, ViewModel) -> Void,
        select: @escaping (ViewModel, Int) -> Void = { _, _ in }
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.sizing = sizing
        self.makeViewModels = viewModels
        self.configure = configure
        self.select = select
    }

    /// The view-models shown, without repeated identifiers.
    public var viewModels: [ViewModel] { tracker.items }

    /// Positions, in the view-models the object last produced, of those dropped as repeats.
    public var droppedDuplicatePositions: [Int] { tracker.droppedDuplicatePositions }

    /// The number of view-models as of the last update, repeats dropped.
    public func numberOfItems() -> Int { tracker.items.count }

    /// The size the `sizing` rule given at creation gives the item at `index` in `container`.
    public func sizeForItem(at index: Int, in container: ListItemSizing.Size) -> ListItemSizing.Size {
        sizing.size(forItemAt: index, in: container)
    }

    /// A cell dequeued under the `reuseIdentifier` given at creation and configured for the
    /// view-model at `index`; outside the section's items it is left unconfigured and reported
    /// through ``RuntimeMisuse``.
    public func cellForItem(at index: Int, in context: ListCellContext<Cell>) -> Cell {
        var cell = context.dequeueReusableCell(withReuseIdentifier: reuseIdentifier)
        guard tracker.items.indices.contains(index) else {
            RuntimeMisuse.report(
                SectionControllerMisuse.cellOutOfRange(
                    controller: Self.self, reuseIdentifier: reuseIdentifier, index: index,
                    indexPath: context.indexPath, count: tracker.items.count))
            return cell
        }
        configure(&cell, tracker.items[index])
        return cell
    }

    /// Stores the object and matches its view-models to the previous ones.
    public func didUpdate(to object: Object) {
        self.object = object
        tracker.update(to: makeViewModels(object))
    }

    /// Forwards to `select` with the view-model; outside the section's items it is ignored and
    /// reported through ``RuntimeMisuse``.
    public func didSelectItem(at index: Int) {
        guard tracker.items.indices.contains(index) else {
            return RuntimeMisuse.report(
                SectionControllerMisuse.selectionOutOfRange(
                    controller: Self.self, reuseIdentifier: reuseIdentifier, index: index, count: tracker.items.count))
        }
        select(tracker.items[index], index)
    }

    /// The view-models' keys, so the adapter diffs them inside the section.
    package func itemKeys() -> [ListItemKey]? { tracker.keys }
}
