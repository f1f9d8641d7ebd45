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
    public struct Rejection: Error, Sendable, Hashable, CustomStringConvertible {
        /// The position (in the input order) of the first occurrence of the repeated identifier.
        public var firstPosition: Int
        /// The position (in the input order) of the later occurrence that repeats it.
        public var duplicatePosition: Int
        /// The repeated identifier, rendered with `String(describing:)` so the error stays `Sendable`.
        public var identifier: String

        /// The error for `identifier` repeated at `duplicatePosition`, first seen at `firstPosition`.
        @usableFromInline
        init(identifier: String, firstPosition: Int, duplicatePosition: Int) {
            self.identifier = identifier
            self.firstPosition = firstPosition
            self.duplicatePosition = duplicatePosition
        }

        /// A message that names the identifier and both positions.
        public var description: String {
            "duplicate unique identifier \(identifier) at position \(duplicatePosition) (first at position \(firstPosition))"
        }
    }
}
