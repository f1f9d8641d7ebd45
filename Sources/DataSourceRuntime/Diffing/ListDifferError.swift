extension ListDiffer {
    /// A diff was refused because an identifier occurs twice in one list under
    /// ``DuplicateIdentifierPolicy/reject``.
    public struct Rejection: Error, Sendable, Hashable, CustomStringConvertible {
        /// Which of the two lists holds the duplicate.
        @usableFromInline enum List: Sendable, Hashable {
            /// The list before the change.
            case old
            /// The list after the change.
            case new
        }

        /// The list that holds the duplicate.
        @usableFromInline var list: List
        /// True when the duplicate is in the list before the change; false when it is in the new one.
        public var isInOldList: Bool { list == .old }
        /// The repeated identifier and its two positions. For a repeated section identifier the
        /// positions are section indices; for a repeated item identifier they count items in reading
        /// order across all sections (in a flat list simply the row).
        public var duplicate: DuplicateIdentifierPolicy.Rejection
        /// For a repeated item identifier, where the first occurrence is (section and row in the
        /// input); `nil` when a section identifier repeats.
        public var firstIndexPath: ListIndexPath?
        /// For a repeated item identifier, where the repeat is; `nil` when a section identifier repeats.
        public var duplicateIndexPath: ListIndexPath?

        /// The error for a repeat in `list`; the index paths only for a repeated item identifier.
        @usableFromInline
        init(
            list: List, duplicate: DuplicateIdentifierPolicy.Rejection,
            firstIndexPath: ListIndexPath? = nil, duplicateIndexPath: ListIndexPath? = nil
        ) {
            self.list = list
            self.duplicate = duplicate
            self.firstIndexPath = firstIndexPath
            self.duplicateIndexPath = duplicateIndexPath
        }

        /// True when a section identifier repeats rather than an item identifier.
        public var isSectionDuplicate: Bool { firstIndexPath == nil }

        /// Names the list, the kind of identifier and both positions.
        public var description: String {
            let side = list == .old ? "old" : "new"
            if let first = firstIndexPath, let repeated = duplicateIndexPath {
                return
                    "\(side) list: duplicate item identifier \(duplicate.identifier) at \(repeated) (first at \(first))"
            }
            return
                "\(side) list: duplicate section identifier \(duplicate.identifier) at section \(duplicate.duplicatePosition) (first at section \(duplicate.firstPosition))"
        }
    }
}
