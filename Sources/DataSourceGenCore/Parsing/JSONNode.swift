/// One value of a parsed JSON or JSON5 document, with where it starts in the file.
///
/// Every node keeps its location so that any later diagnostic, however far from the parser,
/// can still point at `file:line:column`.
public struct JSONNode: Sendable, Hashable {
    /// What the node holds.
    public var value: JSONValue
    /// The node's first character: the quote of a string, the sign or first digit of a number,
    /// the bracket of an array or object.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// The value of a JSON node.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as written so no precision is lost before the reader decides its type.
    case number(JSONNumber)
    /// A string with every escape already resolved.
    case string(String)
    /// An array, in source order.
    case array([JSONNode])
    /// An object's members in source order, duplicates included: a dictionary would silently
    /// drop them, and the reader must report them.
    case object([JSONMember])
}

/// One `key: value` pair of an object.
public struct JSONMember: Sendable, Hashable {
    /// The key, escapes resolved.
    public var key: String
    /// The key's first character (its opening quote when quoted).
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// Wording for messages.
extension JSONValue {
    /// The kind with its article ("a string", "an object", "null"), for messages such as
    /// "must be a boolean, found a string".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
