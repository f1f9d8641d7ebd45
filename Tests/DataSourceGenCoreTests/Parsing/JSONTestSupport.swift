import DataSourceGenCore
import Foundation

/// Shared helpers for the parsing tests, namespaced so they cannot clash with other suites.
enum JSONTest {
    static let file = "t.datasources.json"

    static func parse(_ text: String) throws -> JSONNode {
        try JSONParser.parse(text, file: file)
    }

    /// The diagnostic a syntax error produces, or `nil` when the text parses.
    static func error(_ text: String) -> Diagnostic? {
        do {
            _ = try JSONParser.parse(text, file: file)
            return nil
        } catch {
            return error.diagnostic
        }
    }

    static func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// A compact rendering that keeps order, duplicates and number spelling: strings and keys
    /// in Swift's debug quoting, numbers as written.
    static func compact(_ node: JSONNode) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let number): number.literal
        case .string(let string): string.debugDescription
        case .array(let elements): "[" + elements.map(compact).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { "\($0.key.debugDescription):\(compact($0.value))" }.joined(separator: ",") + "}"
        }
    }

    /// Parses and renders compactly.
    static func compact(_ text: String) throws -> String {
        compact(try parse(text))
    }

    /// The value of a document that is a single string.
    static func string(_ text: String) throws -> String? {
        guard case .string(let value) = try parse(text).value else { return nil }
        return value
    }

    /// The first member named `key` of an object node.
    static func member(_ node: JSONNode?, _ key: String) -> JSONMember? {
        guard case .object(let members)? = node?.value else { return nil }
        return members.first { $0.key == key }
    }

    /// The element at `index` of an array node.
    static func element(_ node: JSONNode?, _ index: Int) -> JSONNode? {
        guard case .array(let elements)? = node?.value, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The number of a document that is a single number.
    static func number(_ text: String) throws -> JSONNumber? {
        guard case .number(let value) = try parse(text).value else { return nil }
        return value
    }
}

/// A JSON value with the information Foundation's decoder keeps (numbers as `Double`, objects
/// as dictionaries), so our tree can be compared with an independent parser.
indirect enum PlainJSON: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([PlainJSON]), object([String: PlainJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([PlainJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: PlainJSON].self))
        }
    }

    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let number): self = .number(number.doubleValue)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(PlainJSON.init))
        case .object(let members):
            self = .object(
                Dictionary(members.map { ($0.key, PlainJSON($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }

    static func foundation(_ text: String) throws -> PlainJSON {
        try JSONDecoder().decode(PlainJSON.self, from: Data(text.utf8))
    }
}
