/// Reads one JSON object of a definitions file member by member, collecting a diagnostic for
/// every problem instead of stopping at the first, so the decoder can be declarative:
///
/// ```swift
/// var picker = JSONObjectReader<SchemaKeys.Picker>(node, path: "pickers.ProductPicker")
/// let entity = picker.string(.entity)   // required by the schema: reported when missing
/// let search = picker.bool(.search)
/// diagnostics += picker.finish()   // also reports unknown and duplicate keys
/// ```
///
/// `Key` is the object's keys as the schema declares them (``SchemaKeys``), so a key that the
/// schema does not have cannot be read, and a key is reported missing exactly when the schema
/// lists it as `required` (`Key.requiredKeys`). Reads take the first occurrence of a key; later
/// occurrences are reported as duplicates. Every key asked for (present or not) is a *known*
/// key: `finish()` reports each member never read as unknown, suggesting the closest known key.
/// Locations: the value for a wrong type, the key for an unknown or duplicate key, the object
/// for a missing key.
package struct JSONObjectReader<Key: DefinitionKey>: Sendable {

    /// The object's key path, such as `pickers.ProductPicker` (empty for the top level).
    package let path: String
    /// The node being read.
    package let node: JSONNode
    /// False when the node is not an object: the reader then reports that once and treats the
    /// node as empty, without reporting its keys as missing (that would only repeat the error).
    package let isObject: Bool

    private let members: [JSONMember]
    private let firstIndexByKey: [String: Int]
    private var knownKeys: [String] = []
    private var knownKeySet: Set<String> = []
    private var retiredKeys: Set<String> = []
    private var reported: [Diagnostic] = []

    /// Starts reading `node`, which should be an object; anything else is reported as a wrong
    /// type at the node.
    package init(_ node: JSONNode, path: String) {
        self.path = path
        self.node = node
        if case .object(let members) = node.value {
            self.members = members
            self.isObject = true
        } else {
            self.members = []
            self.isObject = false
            reported.append(JSONReading.typeMismatch(at: path, expected: "an object", found: node))
        }
        var firstIndexByKey: [String: Int] = [:]
        for (index, member) in members.enumerated() where firstIndexByKey[member.key] == nil {
            firstIndexByKey[member.key] = index
        }
        self.firstIndexByKey = firstIndexByKey
    }

    /// True when the object has a member named `key`. Does not mark it read.
    package func contains(_ key: Key) -> Bool {
        firstIndexByKey[key.rawValue] != nil
    }

    /// Where the value of each of `keys` that the object has is, without marking it read: for a
    /// check that treats keys alike, such as which kinds of row take them.
    package func valueLocations(of keys: [Key]) -> [Key: SourceLocation] {
        var locations: [Key: SourceLocation] = [:]
        for key in keys {
            if let index = firstIndexByKey[key.rawValue] { locations[key] = members[index].value.location }
        }
        return locations
    }

    /// The value of `key`, of any type, marking the key read; `nil` (and, when the schema
    /// requires the key, a missing-key diagnostic) when absent.
    package mutating func node(_ requested: Key) -> JSONNode? {
        let key = requested.rawValue
        remember(key)
        guard let index = firstIndexByKey[key] else {
            if Key.requiredKeys.contains(requested), isObject {
                reported.append(
                    .error(at: node.location, "\(JSONReading.subject(path)) is missing the required key `\(key)`"))
            }
            return nil
        }
        return members[index].value
    }

    /// The value of a key the format no longer takes (so the schema does not have it), marked
    /// read so that it is not reported as unknown (the caller reports what replaces it) and not
    /// offered as a key the object takes.
    package mutating func retiredKey(_ key: String) -> JSONNode? {
        guard let index = firstIndexByKey[key] else { return nil }
        retiredKeys.insert(key)
        return members[index].value
    }

    /// Every member (first occurrences, in order), all marked read: for objects whose keys are
    /// names the user chooses, such as the entities of a file.
    package mutating func readAllMembers() -> [JSONMember] {
        members.enumerated().compactMap { index, member in
            remember(member.key)
            return firstIndexByKey[member.key] == index ? member : nil
        }
    }

    /// The key path of the member `key`.
    package func childPath(_ key: Key) -> String {
        JSONReading.path(path, appending: key.rawValue)
    }

    /// The key path of the member named `name`, in an object keyed by names the user chooses.
    package func childPath(named name: String) -> String {
        JSONReading.path(path, appending: name)
    }

    /// Adds a diagnostic found by the caller (for instance a nested reader's `finish()`), so one
    /// `finish()` returns everything.
    package mutating func report(_ diagnostic: Diagnostic) {
        reported.append(diagnostic)
    }

    /// Adds several diagnostics; see `report(_:)`.
    package mutating func report(contentsOf diagnostics: [Diagnostic]) {
        reported.append(contentsOf: diagnostics)
    }

    /// Everything recorded so far plus every duplicate key and every key never read, sorted
    /// by location, each exactly once. An unknown key is an error: a misspelt optional key would
    /// otherwise be silently ignored.
    package func finish() -> [Diagnostic] {
        var result = reported
        for (index, member) in members.enumerated() {
            if let first = firstIndexByKey[member.key], first != index {
                let original = members[first].keyLocation
                result.append(
                    .error(
                        at: member.keyLocation,
                        "duplicate key `\(member.key)` in \(JSONReading.subject(path)); it is already defined at \(original.line):\(original.column), so remove one of them"
                    ))
            } else if !knownKeySet.contains(member.key), !retiredKeys.contains(member.key) {
                result.append(.error(at: member.keyLocation, unknownKeyMessage(member.key)))
            }
        }
        var seen: Set<Diagnostic> = []
        return result.filter { seen.insert($0).inserted }.sorted()
    }

    private mutating func remember(_ key: String) {
        if knownKeySet.insert(key).inserted { knownKeys.append(key) }
    }

    private func unknownKeyMessage(_ key: String) -> String {
        let subject = path.isEmpty ? "unknown top-level key `\(key)`" : "unknown key `\(key)` in `\(path)`"
        let absent = knownKeys.filter { firstIndexByKey[$0] == nil }
        if let match = suggestion(for: key, among: absent) {
            return "\(subject); did you mean `\(match)`?"
        }
        if knownKeys.isEmpty {
            return "\(subject); remove it, this object takes no keys"
        }
        return "\(subject); remove it or use one of " + knownKeys.map { "`\($0)`" }.joined(separator: ", ")
    }
}

/// The keys one kind of object of a definitions file takes: an enum of ``SchemaKeys``.
package protocol DefinitionKey: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The keys whose absence is an error: the schema's `required`.
    static var requiredKeys: Set<Self> { get }
}

/// The values one key of a definitions file allows: an enum of ``SchemaKeys`` generated from a
/// list of values of the schema, so its cases are exactly the schema's.
package protocol SchemaEnumeration: RawRepresentable<String>, CaseIterable, Hashable, Sendable {}

/// The "keys" of an object whose keys are names the user chooses (the entities of a file, the
/// fields of an entity): none is known in advance, so it is read with `readAllMembers()`.
package enum ChosenNames: DefinitionKey {
    package static let requiredKeys: Set<Self> = []
    package init?(rawValue: String) { nil }
    package var rawValue: String {
        switch self {}
    }
}
