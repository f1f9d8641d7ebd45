/// A value read from a definitions file together with where it was written, so that later
/// checks (an unknown entity name, a bad identifier) can still point at `file:line:column`.
package struct Located<Value> {
    /// The value.
    package var value: Value
    /// Where the value starts in the file.
    package var location: SourceLocation

    /// Pairs a value with its location.
    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// Equal when both the value and the location are.
extension Located: Equatable where Value: Equatable {}
/// Hashes the value and the location.
extension Located: Hashable where Value: Hashable {}
/// Sendable whenever the value is.
extension Located: Sendable where Value: Sendable {}
