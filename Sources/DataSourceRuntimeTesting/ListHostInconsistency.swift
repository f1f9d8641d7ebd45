// Where the texts of the inconsistencies ``HeadlessListHost`` reports come from.
//
// Most are UIKit's own assertion texts from `-[UITableView _endCellAnimationsWithContext:]`, in
// the single-spaced form iOS 13 and later print (older releases put two spaces after the first
// sentence of the "Invalid update" texts, and spelled one text "attempt to to move section").
// Index paths print as `[section, row]` where UIKit prints an `NSIndexPath` description.
//
// Three groups are not verbatim:
// - Reloads. UIKit performs a reload as a delete at the old position plus an insert at the new
//   one and reports problems with those halves ("attempt to delete row ..." for a reload out of
//   range); the texts here name the reload so the reader finds the call they actually made.
// - Duplicates. Current UIKit silently drops an exact repeat (older releases raised "Attempt to
//   create two animations for cell"); a repeat always means the caller's bookkeeping is wrong,
//   and the host refuses it so the bug surfaces in a test rather than as a silent miscount.
// - Moves out of deleted / into inserted sections. Current UITableView silently falls back to
//   `reloadData` (no animation, lost scroll position) while older releases and
//   UICollectionView raise the "cannot move a row ..." texts used here; the host keeps that strict rule.

/// A batch update that UIKit would refuse with an `NSInternalInconsistencyException`.
///
/// ``HeadlessListHost`` throws this instead of crashing, so a test on Linux fails with the same
/// explanation an iOS user's crash log would carry. The messages follow the texts of
/// `-[UITableView _endCellAnimationsWithContext:]` (see ``HeadlessListHost`` for the rules and
/// where the wording is UIKit's own or adapted).
public struct ListHostInconsistency: Error, Sendable, Hashable, CustomStringConvertible {
    /// The explanation, worded like UIKit's exception reason.
    public var message: String

    /// An inconsistency explained by `message`.
    package init(message: String) {
        self.message = message
    }

    /// The message itself, so that a failing test prints exactly what UIKit would have said.
    public var description: String { message }
}
