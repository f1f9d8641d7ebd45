/// A section controller configured with closures, for an object shown as a fixed kind of cell:
/// the controller generated code builds for an entity in one expression.
///
/// The section shows `itemCount(object)` items (one by default), each a cell dequeued under
/// `reuseIdentifier` and handed to `configure` with the object and the item's index. It only
/// knows its count, so ``SectionAdapter`` reloads the whole section when the object changes; use
/// ``BindingSectionController`` when items should be diffed one by one.
///
/// ```swift
/// EntitySectionController<Product, ProductCell>(
///     reuseIdentifier: "ProductCell", sizing: .fullWidth(height: 56),
///     configure: { cell, product, _ in cell.title = product.name },
///     select: { product, _ in router.show(product) })
/// ```
public final class EntitySectionController<Object: Identifiable & Equatable, Cell>: SectionController {
    /// The reuse identifier every cell of the section is dequeued with.
    let reuseIdentifier: String
    /// How items are sized.
    let sizing: ListItemSizing
    /// The object the controller stands for; `nil` until the adapter's first ``didUpdate(to:)``.
    public private(set) var object: Object?
    private var count = 0
    private let itemCount: (Object) -> Int
    private let configure: (inout Cell, Object, Int) -> Void
    private let select: (Object, Int) -> Void

    /// A controller dequeuing cells under `reuseIdentifier`, sized by `sizing`.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: The identifier the cell class is registered under.
    ///   - sizing: How big each item is, from the list's size.
    ///   - itemCount: How many items an object shows (read on each update; a negative count is
    ///     a reported misuse and read as zero).
    ///   - configure: Fills a dequeued cell for the object's item at the given index.
    ///   - select: Called when the item at the given index is selected.
    public init(
        reuseIdentifier: String,
        sizing: ListItemSizing,
        itemCount: @escaping (Object) -> Int = { _ in 1 },
        configure: @escaping (inout Cell, Object, Int) -> Void,
        select: @escaping (Object, Int) -> Void = { _, _ in }
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.sizing = sizing
        self.itemCount = itemCount
        self.configure = configure
        self.select = select
    }

    /// `itemCount` of the current object, as read at the last update.
    public func numberOfItems() -> Int { count }

    /// The size the `sizing` rule given at creation gives the item at `index` in `container`.
    public func sizeForItem(at index: Int, in container: ListItemSizing.Size) -> ListItemSizing.Size {
        sizing.size(forItemAt: index, in: container)
    }

    /// A cell dequeued under the `reuseIdentifier` given at creation and configured for the
    /// object's item at `index`; outside the section's items (or before the first object) it is
    /// left unconfigured and reported through ``RuntimeMisuse``.
    public func cellForItem(at index: Int, in context: ListCellContext<Cell>) -> Cell {
        var cell = context.dequeueReusableCell(withReuseIdentifier: reuseIdentifier)
        guard let object, (0..<count).contains(index) else {
            RuntimeMisuse.report(
                SectionControllerMisuse.cellOutOfRange(
                    controller: Self.self, reuseIdentifier: reuseIdentifier, index: index,
                    indexPath: context.indexPath, count: count))
            return cell
        }
        configure(&cell, object, index)
        return cell
    }

    /// Stores the object and reads its item count; a negative count is reported through
    /// ``RuntimeMisuse`` and read as zero.
    public func didUpdate(to object: Object) {
        self.object = object
        let requested = itemCount(object)
        if requested < 0 {
            RuntimeMisuse.report(
                SectionControllerMisuse.negativeCount(
                    controller: Self.self, object: object.id, count: requested))
        }
        count = max(requested, 0)
    }

    /// Forwards to `select` with the object; outside the section's items it is ignored and
    /// reported through ``RuntimeMisuse``.
    public func didSelectItem(at index: Int) {
        guard let object, (0..<count).contains(index) else {
            return RuntimeMisuse.report(
                SectionControllerMisuse.selectionOutOfRange(
                    controller: Self.self, reuseIdentifier: reuseIdentifier, index: index, count: count))
        }
        select(object, index)
    }
}
