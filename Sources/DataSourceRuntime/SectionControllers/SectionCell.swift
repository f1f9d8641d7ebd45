/// One cell of a section a SwiftUI view shows: an identity that follows what the cell shows, and
/// the cell's current position in its section.
///
/// A view keys its cells by ``id``, so a cell keeps its identity (its state, its animation) while
/// what it shows moves: removing an element before it changes its ``index``, not its ``id``. The
/// key is chosen by the generator: an element's `id`, the element itself, or, for a controller with
/// a fixed number of cells, the position (those cells are positions).
public struct SectionCell<Key: Hashable>: Identifiable, Hashable {
    /// A key and which of its occurrences in the section this is, so that equal keys (the tags
    /// `["a", "a"]`) still give distinct identities.
    public struct ID: Hashable {
        public let key: Key
        /// 0 for the first cell with ``key`` in the section, 1 for the second, and so on.
        public let occurrence: Int

        /// Occurrence `occurrence` (from 0) of `key` in a section, to compare a cell's ``id`` with.
        public init(key: Key, occurrence: Int) {
            self.key = key
            self.occurrence = occurrence
        }
    }

    public let id: ID
    /// The cell's position in its section, what `itemCount(of:)` counts and `select` is given.
    public let index: Int

    /// One cell per key, in order; a key repeated gets a higher occurrence each time.
    public static func cells(keyedBy keys: some Sequence<Key>) -> [SectionCell] {
        var occurrences: [Key: Int] = [:]
        return keys.enumerated().map { index, key in
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return SectionCell(id: ID(key: key, occurrence: occurrence), index: index)
        }
    }
}

extension SectionCell: Sendable where Key: Sendable {}
extension SectionCell.ID: Sendable where Key: Sendable {}
