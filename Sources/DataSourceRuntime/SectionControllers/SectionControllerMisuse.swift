/// The texts of the wiring mistakes section controllers and the adapter report through
/// ``RuntimeMisuse``: each names the controller, what it was asked or answered, and the fix.
enum SectionControllerMisuse {
    /// A dequeued cell is not of the type the controller configures.
    static func wrongCellType(
        controller: Any.Type, reuseIdentifier: String, expected: Any.Type, found: Any.Type
    ) -> String {
        "\(controller): the cell dequeued with reuse identifier \"\(reuseIdentifier)\" is of type \(found), not \(expected), the type it configures, so it is shown unconfigured; register \(expected) for reuse identifier \"\(reuseIdentifier)\" (collectionView.register(\(expected).self, forCellWithReuseIdentifier: \"\(reuseIdentifier)\"))"
    }

    /// A controller was asked for the cell of an item it does not show.
    static func cellOutOfRange(
        controller: Any.Type, reuseIdentifier: String, index: Int, indexPath: ListIndexPath, count: Int
    ) -> String {
        "\(controller) (reuse identifier \"\(reuseIdentifier)\") was asked for the cell of item \(index) at index path \(indexPath), but it shows \(count) items, so the cell is left unconfigured; serve the view the counts of the SectionAdapter that owns the controller, and change the view only through its performUpdates"
    }

    /// A controller was asked to select an item it does not show.
    static func selectionOutOfRange(controller: Any.Type, reuseIdentifier: String, index: Int, count: Int) -> String {
        "\(controller) (reuse identifier \"\(reuseIdentifier)\") was asked to select item \(index), but it shows \(count) items, so the selection is ignored; route selections through SectionAdapter.didSelectItem(at:), which passes on only shown items"
    }

    /// A controller's item count is negative.
    static func negativeCount(controller: Any.Type, object: Any, count: Int) -> String {
        "\(controller) for object \(object) has \(count) items; a section cannot have fewer than 0, so it shows none; return 0 or more from numberOfItems() (or the itemCount closure)"
    }

    /// A controller's item keys repeat an identity.
    static func repeatedKey(controller: Any.Type, object: Any, identity: Int) -> String {
        "\(controller) for object \(object) answered itemKeys() with identity \(identity) twice, so its items cannot be matched and the section is replaced on every change instead of updated item by item; give every item of a section its own identity (ListItemKeyTracker hands them out)"
    }

    /// The list view refused a batch of the adapter's: it was changed behind the adapter's back.
    static func refusedUpdate(_ error: any Error) -> String {
        "the list view refused the section adapter's update (\(error)), so it was reloaded; change the view only through the adapter's performUpdates, and serve it the adapter's counts"
    }
}
