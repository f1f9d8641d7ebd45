extension SectionAdapter {
    /// What ``SectionAdapter/performUpdates(to:on:)`` did.
    public struct Update: Sendable, Hashable {
        /// What was applied to the host (empty batches when nothing changed).
        public var update: ListUpdate
        /// Positions, in the objects passed in, of those dropped as repeated identifiers under
        /// ``DuplicateIdentifierPolicy/keepFirst``; ascending.
        public var droppedDuplicatePositions: [Int]

        /// A report of `update`, applied after dropping the objects at `droppedDuplicatePositions`.
        init(update: ListUpdate, droppedDuplicatePositions: [Int] = []) {
            self.update = update
            self.droppedDuplicatePositions = droppedDuplicatePositions
        }
    }

    /// Why ``SectionAdapter/performUpdates(to:on:)`` did not apply an update as batches.
    public enum UpdateError: Error, Sendable, Hashable, CustomStringConvertible {
        /// An object identifier repeats under ``DuplicateIdentifierPolicy/reject``. Nothing changed:
        /// no controller was made or updated, and the host was not touched.
        case duplicateObject(DuplicateIdentifierPolicy.Rejection)
        /// The host refused a batch. The adapter shows the new objects and the host was reloaded from
        /// it, so both agree again; the error says which rule the batch broke (a bug to report,
        /// since the adapter's batches are meant to be always valid).
        case hostRefusedUpdate(ListHostInconsistency)

        /// The underlying error's message.
        public var description: String {
            switch self {
            case .duplicateObject(let error): return error.description
            case .hostRefusedUpdate(let error): return error.description
            }
        }
    }
}
