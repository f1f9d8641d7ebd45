extension ListUpdate {
    /// One batch of changes to a sectioned list, in the form UIKit's `performBatchUpdates` takes.
    ///
    /// Index conventions are UIKit's: deletions, reloads and move sources refer to positions
    /// *before* the update; insertions and move destinations refer to positions *after* it.
    /// The headless host validates a batch against these rules exactly as UITableView would, and the
    /// differ only produces batches that pass.
    public struct Batch: Hashable, Sendable {
        /// A section or row moving from an old position to a new one.
        public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
            /// The position before the update.
            public var from: Position
            /// The position after the update.
            public var to: Position
            /// A move from `from` (a position before the update) to `to` (a position after it).
            public init(from: Position, to: Position) {
                self.from = from
                self.to = to
            }
        }

        /// Sections removed (old indices).
        public var deletedSections: [Int]
        /// Sections added (new indices).
        public var insertedSections: [Int]
        /// Sections moved (old index → new index).
        public var movedSections: [Move<Int>]
        /// Sections whose every row is reloaded (old indices).
        public var reloadedSections: [Int]
        /// Rows removed (old positions).
        public var deletedRows: [ListIndexPath]
        /// Rows added (new positions).
        public var insertedRows: [ListIndexPath]
        /// Rows moved (old position → new position).
        public var movedRows: [Move<ListIndexPath>]
        /// Rows whose content is fetched again (old positions).
        public var reloadedRows: [ListIndexPath]

        /// A batch of the given changes, for a hand-written update or a test; every part defaults to
        /// empty. Positions follow the conventions above.
        public init(
            deletedSections: [Int] = [],
            insertedSections: [Int] = [],
            movedSections: [Move<Int>] = [],
            reloadedSections: [Int] = [],
            deletedRows: [ListIndexPath] = [],
            insertedRows: [ListIndexPath] = [],
            movedRows: [Move<ListIndexPath>] = [],
            reloadedRows: [ListIndexPath] = []
        ) {
            self.deletedSections = deletedSections
            self.insertedSections = insertedSections
            self.movedSections = movedSections
            self.reloadedSections = reloadedSections
            self.deletedRows = deletedRows
            self.insertedRows = insertedRows
            self.movedRows = movedRows
            self.reloadedRows = reloadedRows
        }

        /// True when every part is empty, so applying the batch would change nothing.
        public var isEmpty: Bool {
            deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
                && reloadedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
                && movedRows.isEmpty && reloadedRows.isEmpty
        }
    }
}
