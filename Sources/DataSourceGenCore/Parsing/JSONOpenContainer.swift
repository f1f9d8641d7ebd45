/// An array or object whose closing bracket has not been reached yet; the parser keeps a stack
/// of them instead of recursing, so no input can overflow the call stack.
struct JSONOpenContainer {
    /// True for `[`, false for `{`.
    let isArray: Bool
    /// Where the opening bracket is.
    let location: SourceLocation
    private var elements: [JSONNode] = []
    private var members: [JSONMember] = []
    /// The key whose value is being parsed (objects only).
    var key = ""
    /// Where that key is.
    var keyLocation: SourceLocation

    init(isArray: Bool, location: SourceLocation) {
        self.isArray = isArray
        self.location = location
        self.keyLocation = location
    }

    /// The byte that closes this container.
    var closer: UInt8 { isArray ? UInt8(ascii: "]") : UInt8(ascii: "}") }

    /// "array" or "object", for messages.
    var kindName: String { isArray ? "array" : "object" }

    /// Adds a finished element, or the value of the pending key.
    mutating func append(_ node: JSONNode) {
        if isArray {
            elements.append(node)
        } else {
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: node))
        }
    }

    /// The finished node.
    var node: JSONNode {
        JSONNode(isArray ? .array(elements) : .object(members), at: location)
    }
}
