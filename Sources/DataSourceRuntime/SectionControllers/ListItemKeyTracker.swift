/// Keeps a section's item view-models and the ``ListItemKey`` of each across updates, for
/// controllers whose items are diffed inside their section (``BindingSectionController``, or
/// a hand-written controller answering `itemKeys()`).
///
/// An item keeps its key's identity while its `id` stays in the section; its revision changes
/// exactly when it is no longer `==` to its previous version. Identities are never handed out
/// twice, so an item that leaves and comes back is a new item. Repeated `id`s are dropped, keeping
/// the first occurrence (the controller cannot refuse a list from inside `didUpdate(to:)`), and
/// their positions are reported in ``droppedDuplicatePositions``.
package struct ListItemKeyTracker<Item: Identifiable & Equatable> {
    /// The current items, without repeated identifiers.
    package private(set) var items: [Item] = []
    /// One key per item of ``items``.
    package private(set) var keys: [ListItemKey] = []
    /// Positions, in the list last passed to ``update(to:)``, of items dropped as repeats; ascending.
    package private(set) var droppedDuplicatePositions: [Int] = []
    private var positions = UniqueIdentifierIndexMap<Item.ID>()
    private var nextIdentity = 0

    /// A tracker with no items; the first ``update(to:)`` gives every item a fresh identity.
    package init() {}

    /// Replaces the items, keeping the identity of every item whose `id` was already present.
    package mutating func update(to newItems: [Item]) {
        // keepFirst never refuses a list; the guard only satisfies the typed throw.
        guard let map = try? UniqueIdentifierIndexMap(identifiers: newItems.map { $0.id }, duplicates: .keepFirst)
        else { return }
        let kept = newItems.removing(positions: map.droppedPositions)
        var newKeys: [ListItemKey] = []
        newKeys.reserveCapacity(kept.count)
        for item in kept {
            if let old = positions.index(of: item.id) {
                let key = keys[old]
                newKeys.append(
                    items[old] == item ? key : ListItemKey(identity: key.identity, revision: key.revision &+ 1))
            } else {
                newKeys.append(ListItemKey(identity: nextIdentity, revision: 0))
                nextIdentity &+= 1
            }
        }
        items = kept
        keys = newKeys
        positions = map
        droppedDuplicatePositions = map.droppedPositions
    }

    /// The position of the item with `id`, or `nil` when it is not in the section.
    package func index(of id: Item.ID) -> Int? {
        positions.index(of: id)
    }
}

extension ListItemKeyTracker: Sendable where Item: Sendable, Item.ID: Sendable {}
