/// The position of a row in a sectioned list: a section and a row within it.
///
/// A plain two-`Int` value rather than Foundation's `IndexPath` because the core must behave the
/// same on every platform (Foundation's `section`/`row` accessors exist only with UIKit or AppKit)
/// and because lookups in hot loops should not allocate. The UIKit glue converts at the edge.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, counted from 0 among the sections the list currently shows.
    public var section: Int
    /// The row, counted from 0 within ``section``.
    public var row: Int

    /// Creates a position from a row and a section, in UIKit's argument order.
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    /// Orders positions the way a table shows them: by section, then by row.
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }

    /// `[section, row]`, the form UIKit prints in its exception messages.
    public var description: String { "[\(section), \(row)]" }
}
