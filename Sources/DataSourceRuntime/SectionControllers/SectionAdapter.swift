/// Turns a list of objects into sections, one section controller per object, in the manner of
/// IGListKit's `IGListAdapter` (seed 001), without its failure modes:
///
/// - **Typed.** Objects are `Object`, cells are `Cell`; a list of several kinds of objects uses
///   an enum the app defines (its `id` should include the case, so a changed kind is a new
///   controller). Controllers may be of different classes as long as they share those two types.
/// - **Reused by identity.** A controller is made by the factory once per object `id` and kept
///   while that `id` stays in the list, wherever it moves; it is discarded when the `id` leaves
///   (coming back makes a new one). ``SectionController/didUpdate(to:)`` is called on creation
///   and then exactly when the object for the `id` is no longer `==` to the previous one.
/// - **Counts that add up.** ``performUpdates(to:on:)`` diffs the sections (and, for controllers
///   with `itemKeys()` (``BindingSectionController``), their items) with ``ListDiffer`` and applies the
///   result to the host; the counts the host reads are the ones the diff was computed from, so
///   UIKit's "Invalid update: invalid number of items" cannot happen.
/// - **Duplicates handled.** A repeated object `id` follows the adapter's
///   ``DuplicateIdentifierPolicy``: `.keepFirst` drops later occurrences and reports them,
///   `.reject` throws before anything changes. Never a crash, never a wrong controller.
///
/// The adapter is itself a ``ListHostDataSource`` (sections are objects, rows their controller's
/// items), so `HeadlessListHost` (DataSourceRuntimeTesting) drives it on Linux exactly as a collection view does on iOS.
public final class SectionAdapter<Object: Identifiable & Equatable, Cell> {
    /// What happens to a repeated object identifier.
    let duplicates: DuplicateIdentifierPolicy
    /// When an update falls back to reloading everything.
    let reloadThreshold: ReloadThreshold
    /// The list view the updates are staged for.
    let rules: ListViewRules
    let makeController: (Object) -> any SectionController<Object, Cell>
    let dequeue: (String, ListIndexPath) -> Cell
    /// The shown sections, as of the last update.
    var sections: [AdapterSection<Object, Cell>] = []
    /// Object identifier → section index, for the shown sections.
    var sectionMap = UniqueIdentifierIndexMap<Object.ID>()

    /// An adapter showing no objects yet.
    ///
    /// - Parameters:
    ///   - duplicates: What to do with a repeated object identifier (default: keep the first).
    ///   - reloadThreshold: When to reload the host instead of animating (default: never).
    ///   - rules: The list view the updates are staged for (default: a collection view, which
    ///     IGListKit's adapter serves too; its batches also suit a table view).
    ///   - dequeue: The host's reuse queue: a cell for a reuse identifier at a position. On iOS
    ///     the collection view's; in tests anything that makes a blank cell.
    ///   - controller: Makes the controller for an object; called once per identity.
    public init(
        duplicates: DuplicateIdentifierPolicy = .keepFirst,
        reloadThreshold: ReloadThreshold = .never,
        stagedFor rules: ListViewRules = .collectionView,
        dequeue: @escaping (_ reuseIdentifier: String, _ indexPath: ListIndexPath) -> Cell,
        controller: @escaping (Object) -> any SectionController<Object, Cell>
    ) {
        self.duplicates = duplicates
        self.reloadThreshold = reloadThreshold
        self.rules = rules
        self.dequeue = dequeue
        self.makeController = controller
    }

    /// The objects shown, one per section, without repeated identifiers.
    public var objects: [Object] { sections.map(\.object) }

    /// The object of `section`, or `nil` when out of range.
    public func object(inSection section: Int) -> Object? {
        sections.indices.contains(section) ? sections[section].object : nil
    }

    /// The controller of `section`, or `nil` when out of range.
    public func controller(inSection section: Int) -> (any SectionController<Object, Cell>)? {
        sections.indices.contains(section) ? sections[section].controller : nil
    }

    /// The section showing the object with `id`, or `nil` when it is not shown.
    public func section(for id: Object.ID) -> Int? {
        sectionMap.index(of: id)
    }

    /// The controller of the object with `id`, or `nil` when it is not shown.
    public func controller(for id: Object.ID) -> (any SectionController<Object, Cell>)? {
        section(for: id).map { sections[$0].controller }
    }

    /// Routes a selection to the controller of `indexPath.section` with the item index
    /// `indexPath.row`. Returns false, and routes nothing, for a position outside the shown items.
    @discardableResult
    public func didSelectItem(at indexPath: ListIndexPath) -> Bool {
        guard let section = shownSection(containing: indexPath) else { return false }
        section.controller.didSelectItem(at: indexPath.row)
        return true
    }

    /// The size the controller of `indexPath.section` gives its item `indexPath.row`, or `nil`
    /// for a position outside the shown items.
    public func sizeForItem(at indexPath: ListIndexPath, in container: ListItemSizing.Size) -> ListItemSizing.Size? {
        shownSection(containing: indexPath)?.controller.sizeForItem(at: indexPath.row, in: container)
    }

    private func shownSection(containing indexPath: ListIndexPath) -> AdapterSection<Object, Cell>? {
        guard sections.indices.contains(indexPath.section),
            (0..<sections[indexPath.section].itemCount).contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section]
    }
}
