/// What a generated entity's `Codable` conformance reads and writes its fields through, instead
/// of the conformance Swift would synthesize: the same keys (the properties' Swift names), the
/// same order (declaration order) and the same treatment of optionals (`decodeIfPresent`,
/// `encodeIfPresent`), so the encoded form is identical, but without a `CodingKeys` enum and its
/// conformances per entity, which made `Codable` half of a generated entity's compile time.
///
/// A generated entity's `init(from:)` passes each field to its memberwise initializer, and its
/// `encode(to:)` lists the fields in one call.

/// The coding key of a generated entity's field: its Swift property name, no integer value (what
/// a synthesized `CodingKeys` case has).
struct EntityCodingKey: CodingKey, Hashable, Sendable {
    let stringValue: String

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Always `nil`: fields are keyed by name only.
    var intValue: Int? { nil }

    /// Always `nil`: fields are keyed by name only.
    init?(intValue: Int) {
        nil
    }
}

/// A generated entity's fields in a coder: read from a decoder's keyed container by property
/// name (an instance), or written into an encoder's in one call (``encode(_:to:)``); and
/// compared one by one in the entity's `==` (``equal(_:_:)``).
public struct EntityFields {
    private let container: KeyedDecodingContainer<EntityCodingKey>

    /// The keyed container of `decoder`; throws as `decoder.container(keyedBy:)` does.
    public init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: EntityCodingKey.self)
    }

    /// The field `key`; a missing key or `null` throws, as for a non-optional synthesized property.
    public func value<Value: Decodable>(_ key: String) throws -> Value {
        try container.decode(Value.self, forKey: EntityCodingKey(stringValue: key))
    }

    /// The optional field `key`: `nil` when the key is missing or `null` (`decodeIfPresent`).
    public func valueIfPresent<Wrapped: Decodable>(_ key: String) throws -> Wrapped? {
        try container.decodeIfPresent(Wrapped.self, forKey: EntityCodingKey(stringValue: key))
    }

    /// Whether two values of a field are equal (`==`). A generated entity's `==` compares its
    /// fields through this, in declaration order, as the synthesized `==` does: a call to one
    /// generic function costs the compiler far less than an `==` operator, whose every overload it
    /// considers. An optimized build compares as fast either way (a benchmark goal holds it).
    public static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }

    /// Encodes `fields` (property name and value, in declaration order) into a keyed container
    /// of `encoder`, each under its name, an optional with `encodeIfPresent` (so `nil` leaves the
    /// key out), as the synthesized conformance does. One call rather than one per field costs the
    /// generated code less to compile: no error path per field.
    public static func encode(_ fields: KeyValuePairs<String, any Encodable>, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EntityCodingKey.self)
        for (name, value) in fields {
            let key = EntityCodingKey(stringValue: name)
            // The metatype says whether the field is an optional; a cast of the value could look
            // through the optional.
            if let optional = type(of: value) as? any OptionalEncodable.Type {
                try optional.encodeIfPresent(value, forKey: key, in: &container)
            } else {
                try container.encode(value, forKey: key)
            }
        }
    }
}

/// An optional field, encoded with `encodeIfPresent` when only `any Encodable` holds it.
protocol OptionalEncodable {
    /// Encodes `value` (an instance of `Self`) under `key` unless it is `nil`.
    static func encodeIfPresent(
        _ value: any Encodable, forKey key: EntityCodingKey, in container: inout KeyedEncodingContainer<EntityCodingKey>
    ) throws
}

extension Optional: OptionalEncodable where Wrapped: Encodable {
    static func encodeIfPresent(
        _ value: any Encodable, forKey key: EntityCodingKey, in container: inout KeyedEncodingContainer<EntityCodingKey>
    ) throws {
        try container.encodeIfPresent(value as? Wrapped? ?? nil, forKey: key)
    }
}
