/// The difference between two lists, staged for UIKit.
///
/// Build one with the flat initializers (``init(from:to:inSection:duplicates:reloadThreshold:stagedFor:)``
/// and the closure-based variant) or the sectioned ones (``init(fromSections:toSections:duplicates:reloadThreshold:stagedFor:)``
/// for identifiable section models, ``init(fromSectionsByValue:toSectionsByValue:duplicates:reloadThreshold:stagedFor:)``
/// for plain `Hashable` section values, and the closure-based variant). Items are matched by identifier and compared by content: a
/// matched item whose content differs is reloaded; one whose order relative to the others
/// changed is moved (only those: items merely shifted by inserts and deletes are left alone).
///
/// Index paths in ``update`` refer to the lists *without* the duplicates listed in
/// ``droppedOldSections``, ``droppedNewSections``, ``droppedOldItems`` and ``droppedNewItems``: the
/// data source must leave those out too, exactly as the index maps do under
/// ``DuplicateIdentifierPolicy/keepFirst``. Their positions are those of the lists as passed in: a
/// dropped item's row counts every item of its input section, including other dropped ones; items
/// of a dropped section are not listed one by one, they go with their section.
public struct ListDiffer: Sendable, Hashable {
    /// The batches, or a full reload, that take a list view from the old list to the new one.
    public var update: ListUpdate
    /// Later occurrences of repeated identifiers, left out of the diff under
    /// ``DuplicateIdentifierPolicy/keepFirst``.
    var droppedDuplicates: DroppedDuplicates
    /// How many items and sections were deleted, inserted, moved or updated; the number
    /// ``ReloadThreshold`` is compared against.
    public var changeCount: Int

    /// A result from its parts, as the differ stages it.
    @usableFromInline
    init(update: ListUpdate, droppedDuplicates: DroppedDuplicates = DroppedDuplicates(), changeCount: Int) {
        self.update = update
        self.droppedDuplicates = droppedDuplicates
        self.changeCount = changeCount
    }
}

extension ListDiffer {
    /// Sections of the old list left out because an earlier section has the same identifier.
    public var droppedOldSections: [Int] { droppedDuplicates.oldSections }
    /// Sections of the new list left out likewise.
    public var droppedNewSections: [Int] { droppedDuplicates.newSections }
    /// Items of the old list left out because an earlier item has the same identifier.
    public var droppedOldItems: [ListIndexPath] { droppedDuplicates.oldItems }
    /// Items of the new list left out likewise.
    public var droppedNewItems: [ListIndexPath] { droppedDuplicates.newItems }

    /// The positions, in the lists as passed in, of the repeated identifiers a diff left out (the
    /// `dropped…` properties above).
    @usableFromInline struct DroppedDuplicates: Sendable, Hashable {
        var oldSections: [Int]
        var newSections: [Int]
        var oldItems: [ListIndexPath]
        var newItems: [ListIndexPath]

        /// A report of the given positions; every part defaults to empty.
        @usableFromInline
        init(
            oldSections: [Int] = [], newSections: [Int] = [],
            oldItems: [ListIndexPath] = [], newItems: [ListIndexPath] = []
        ) {
            self.oldSections = oldSections
            self.newSections = newSections
            self.oldItems = oldItems
            self.newItems = newItems
        }

        /// True when both lists were free of repeated identifiers, so nothing was left out.
        var isEmpty: Bool {
            oldSections.isEmpty && newSections.isEmpty && oldItems.isEmpty && newItems.isEmpty
        }
    }
}
