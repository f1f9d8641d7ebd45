/// What to do when the same unique identifier occurs more than once in a list.
///
/// Hand-written data sources either crash on duplicates (diffable data sources) or silently show
/// the wrong row for one of them. Every runtime type that builds an identifier table takes this
/// policy instead, so the choice is explicit and neither outcome can happen.
public enum DuplicateIdentifierPolicy: Sendable, Hashable {
    /// Keep the first occurrence of each identifier; later occurrences are dropped from the list
    /// and their positions are reported to the caller.
    case keepFirst
    /// Refuse the whole list with a ``DuplicateIdentifierPolicy/Rejection``.
    case reject
}

extension DuplicateIdentifierPolicy {
    /// A list was refused because an identifier occurs more than once (policy ``DuplicateIdentifierPolicy/reject``).
    ///
    /// A ``ListDiffer`` adds which of its two lists holds the repeat (``isInOldList``) and, for a
    /// repeated item identifier, where both occurrences are (``firstIndexPath``,
    /// ``duplicateIndexPath``); the positions then count sections for a repeated section identifier,
    /// and items in reading order across all sections for a repeated item identifier.
    public struct Rejection: Error, Sendable, Hashable, CustomStringConvertible {
        /// The position (in the input order) of the first occurrence of the repeated identifier.
        public var firstPosition: Int
        /// The position (in the input order) of the later occurrence that repeats it.
        public var duplicatePosition: Int
        /// The repeated identifier, rendered with `String(describing:)` so the error stays `Sendable`.
        public var identifier: String
        /// In a diff, true when the repeat is in the list before the change and false when it is in
        /// the new one; `nil` outside a diff.
        public var isInOldList: Bool?
        /// In a diff, for a repeated item identifier, where the first occurrence is (section and row
        /// in the input); `nil` for a repeated section identifier and outside a diff.
        public var firstIndexPath: ListIndexPath?
        /// In a diff, for a repeated item identifier, where the repeat is; `nil` otherwise.
        public var duplicateIndexPath: ListIndexPath?

        /// The error for `identifier` repeated at `duplicatePosition`, first seen at `firstPosition`;
        /// `isInOldList` and the index paths only from a diff.
        @usableFromInline
        init(
            identifier: String, firstPosition: Int, duplicatePosition: Int, isInOldList: Bool? = nil,
            firstIndexPath: ListIndexPath? = nil, duplicateIndexPath: ListIndexPath? = nil
        ) {
            self.identifier = identifier
            self.firstPosition = firstPosition
            self.duplicatePosition = duplicatePosition
            self.isInOldList = isInOldList
            self.firstIndexPath = firstIndexPath
            self.duplicateIndexPath = duplicateIndexPath
        }

        /// True when a diff met a repeated section identifier rather than an item identifier.
        public var isSectionDuplicate: Bool { isInOldList != nil && firstIndexPath == nil }

        /// A message that names the identifier and both positions (in a diff: the list, and the kind
        /// of identifier).
        public var description: String {
            guard let isInOldList else {
                return
                    "duplicate unique identifier \(identifier) at position \(duplicatePosition) (first at position \(firstPosition))"
            }
            let side = isInOldList ? "old" : "new"
            if let first = firstIndexPath, let repeated = duplicateIndexPath {
                return "\(side) list: duplicate item identifier \(identifier) at \(repeated) (first at \(first))"
            }
            return
                "\(side) list: duplicate section identifier \(identifier) at section \(duplicatePosition) (first at section \(firstPosition))"
        }
    }
}
