/// The identity of one item inside its section, and which version of its content it shows.
///
/// Section controllers may show items of any type; the adapter diffs them through these keys so
/// that one list can hold controllers with different item types without type erasure. Two keys
/// with the same ``identity`` are the same item (kept, perhaps moved); a different ``revision``
/// means its content changed and its cell is fetched again.
package struct ListItemKey: Hashable, Sendable {
    /// Unique within the section for as long as the item stays in it.
    package var identity: Int
    /// Changes whenever the item's content changes.
    package var revision: Int

    /// The key of item `identity` showing content `revision`, for a hand-written
    /// `itemKeys()` (``ListItemKeyTracker`` hands these out).
    package init(identity: Int, revision: Int) {
        self.identity = identity
        self.revision = revision
    }
}
