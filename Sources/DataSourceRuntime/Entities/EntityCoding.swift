/// What a generated entity's `Codable` conformance reads and writes its fields through, instead
/// of the conformance Swift would synthesize: the same keys (the properties' Swift names), the
/// same order (declaration order) and the same treatment of optionals (`decodeIfPresent`,
/// `encodeIfPresent`), so the encoded form is identical, but without a `CodingKeys` enum and its
/// conformances per entity, which made `Codable` half of a generated entity's compile time.
///
/// A generated entity's `init(from:)` and `encode(to:)` are one line per field over these types.

/// The coding key of a generated entity's field: its Swift property name, no integer value (what
/// a synthesized `CodingKeys` case has).
public struct EntityCodingKey: CodingKey, Hashable, Sendable {
    public let stringValue: String

    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Always `nil`: fields are keyed by name only.
    public var intValue: Int? { nil }

    /// Always `nil`: fields are keyed by name only.
    public init?(intValue: Int) {
        nil
    }
}

/// The fields a decoder holds for a generated entity, keyed by property name.
public struct EntityDecodingFields {
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
}

/// The fields an encoder receives from a generated entity, keyed by property name.
public struct EntityEncodingFields {
    private var container: KeyedEncodingContainer<EntityCodingKey>

    /// The keyed container of `encoder`.
    public init(_ encoder: any Encoder) {
        container = encoder.container(keyedBy: EntityCodingKey.self)
    }

    /// Encodes `value` under `key`.
    public mutating func encode<Value: Encodable>(_ value: Value, _ key: String) throws {
        try container.encode(value, forKey: EntityCodingKey(stringValue: key))
    }

    /// Encodes `value` under `key` unless it is `nil`, which leaves the key out (`encodeIfPresent`).
    public mutating func encodeIfPresent<Wrapped: Encodable>(_ value: Wrapped?, _ key: String) throws {
        try container.encodeIfPresent(value, forKey: EntityCodingKey(stringValue: key))
    }
}
