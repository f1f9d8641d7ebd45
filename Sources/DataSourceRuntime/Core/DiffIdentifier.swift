import Foundation

/// A `Hashable` identifier as an `NSObject` whose `isEqual(_:)` and `hash` follow the value's
/// `==` and hash: what IGListKit's `ListDiffable.diffIdentifier()` must return. Generated
/// IGListKit glue wraps an entity's unique identifier in it, so any `Hashable` identifier works,
/// not only those that bridge to `NSString` or `NSNumber`.
public final class DiffIdentifier<Value: Hashable>: NSObject, @unchecked Sendable {
    /// The wrapped identifier (immutable, hence safe to share).
    public let value: Value

    public init(_ value: Value) {
        self.value = value
        super.init()
    }

    /// Equal to another `DiffIdentifier` of the same type with an equal value.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? DiffIdentifier<Value>)?.value == value
    }

    /// The value's hash, so equal identifiers hash alike.
    public override var hash: Int { value.hashValue }
}
