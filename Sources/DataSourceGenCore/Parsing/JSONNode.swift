/// One value of a parsed JSON or JSON5 document, with where it starts in the file.
///
/// Every node keeps its location so that any later diagnostic, however far from the parser,
/// can still point at `file:line:column`.
package struct JSONNode: Sendable, Hashable {
    /// What the node holds.
    package var value: JSONValue
    /// The node's first character: the quote of a string, the sign or first digit of a number,
    /// the bracket of an array or object.
    package var location: SourceLocation

    package init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// The value of a JSON node.
package enum JSONValue: Sendable, Hashable {
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
package struct JSONMember: Sendable, Hashable {
    /// The key, escapes resolved.
    package var key: String
    /// The key's first character (its opening quote when quoted).
    package var keyLocation: SourceLocation
    /// The value.
    package var value: JSONNode

    package init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
