/// Controls one object of a list and the items (cells) it shows: seed 001's `IGListSectionType`,
/// typed.
///
/// Where IGListKit hands every method `id` and leaves the controller to cast, here the object and
/// the cell have the controller's own types, so a controller given the wrong object does not
/// compile. Controllers are reference types because, as in IGListKit, they keep per-section state
/// and ``SectionAdapter`` reuses one instance for as long as its object's identity stays in the list.
///
/// The adapter calls ``didUpdate(to:)`` once when it creates the controller and afterwards only
/// when the object for the controller's identity changed (`!=`). It reads ``numberOfItems()``
/// right after that and serves the host those counts until the next update, so a
/// count that changes on its own cannot make a batch update miscount; it is picked up by the next
/// ``SectionAdapter/performUpdates(to:on:)``.
///
/// Ready-made controllers: ``EntitySectionController`` (a count of items drawn from the
/// object; the section is reloaded when the object changes) and ``BindingSectionController``
/// (item view-models diffed inside the section, so only changed cells are fetched).
public protocol SectionController<Object, Cell>: AnyObject {
    /// The object this controller shows; its `id` is the identity controllers are reused by, and
    /// `==` decides whether ``didUpdate(to:)`` is called.
    associatedtype Object: Identifiable & Equatable
    /// What the host displays for one item (a `UICollectionViewCell` on iOS, any value in tests).
    associatedtype Cell

    /// The number of items (cells) in the section. A negative count is reported through
    /// ``RuntimeMisuse`` and read as zero.
    func numberOfItems() -> Int

    /// The size of the item at `index` in a container of the given size. Layouts with fixed
    /// metrics may never ask (seed 001); ``ListItemSizing`` has the usual rules.
    func sizeForItem(at index: Int, in container: ListItemSizing.Size) -> ListItemSizing.Size

    /// A configured cell for the item at `index` (below ``numberOfItems()``), taken from
    /// `context`'s reuse queue rather than allocated, as seed 001 asks.
    ///
    /// The context is a parameter instead of IGListKit's `collectionContext` property, which is
    /// weak, optional and set behind the controller's back: here it exists exactly while a cell
    /// is being asked for, and carries the item's position in the whole list.
    func cellForItem(at index: Int, in context: ListCellContext<Cell>) -> Cell

    /// The controller now stands for `object`: called on creation and then whenever the object for
    /// this identity changed, never for an equal one.
    func didUpdate(to object: Object)

    /// The user selected the item at `index`; the adapter routes only taps on items below
    /// ``numberOfItems()``.
    func didSelectItem(at index: Int)
}

/// A controller that can also say which of its items are which, so the adapter diffs inside its
/// section (``BindingSectionController`` is one); every other controller only knows its count.
package protocol ItemKeyedSectionController<Object, Cell>: SectionController {
    /// The identity and revision of every item, in order, for diffing inside the section; or
    /// `nil` when the controller only knows its count.
    ///
    /// With `nil`, the adapter reloads the whole section when the object changed (and replaces
    /// it when the count changed). With keys (one per item, identities unique within the
    /// section, as ``ListItemKeyTracker`` hands them out), it inserts, deletes, moves and reloads
    /// single items, so only changed cells are fetched; the number of keys is then the section's
    /// item count. Keys with a repeated identity cannot be matched, so for that update the
    /// section is handled as if the controller only knew its count (and replaced), and the
    /// repeat is reported through ``RuntimeMisuse``.
    func itemKeys() -> [ListItemKey]?
}
