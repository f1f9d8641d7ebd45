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
    ///   - itemCount: How many items an object shows (read on each update; negative is zero).
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
    public func sizeForItem(at index: Int, in container: ListContainerSize) -> ListItemSize {
        sizing.size(forItemAt: index, in: container)
    }

    /// A cell dequeued under the `reuseIdentifier` given at creation and configured for the
    /// object's item at `index`.
    public func cellForItem(at index: Int, in context: ListCellContext<Cell>) -> Cell {
        var cell = context.dequeueReusableCell(withReuseIdentifier: reuseIdentifier)
        if let object { configure(&cell, object, index) }
        return cell
    }

    /// Stores the object and reads its item count.
    public func didUpdate(to object: Object) {
        self.object = object
        count = max(itemCount(object), 0)
    }

    /// Forwards to `select` with the object (ignored outside the section's items).
    public func didSelectItem(at index: Int) {
        guard let object, (0..<count).contains(index) else { return }
        select(object, index)
    }
}
