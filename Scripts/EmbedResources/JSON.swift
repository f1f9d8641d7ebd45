import Foundation

// MARK: - JSON that keeps its members' order

/// A JSON value whose objects keep their members in the order written (Foundation's do not):
/// the order keys are declared, documented and generated in.
indirect enum JSON {
    case object([(key: String, value: JSON)]), array([JSON]), string(String), literal(String)

    subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members.first { $0.key == key }?.value }
        return nil
    }
    var members: [(key: String, value: JSON)] { if case .object(let members) = self { members } else { [] } }
    var elements: [JSON] { if case .array(let elements) = self { elements } else { [] } }
    var string: String? { if case .string(let text) = self { text } else { nil } }
}

/// A strict JSON reader (the schema's files are plain JSON), enough for the schema.
struct JSONReader {
    var scalars: [Unicode.Scalar]
    var index = 0
    let file: String

    static func parse(_ text: String, file: String) -> JSON {
        var reader = JSONReader(scalars: Array(text.unicodeScalars), file: file)
        let value = reader.value()
        reader.skipSpace()
        if reader.index != reader.scalars.count { reader.fail("text after the value") }
        return value
    }

    func fail(_ problem: String) -> Never { fatalError("\(file): \(problem) at scalar \(index)") }

    mutating func skipSpace() {
        while index < scalars.count, " \n\r\t".unicodeScalars.contains(scalars[index]) { index += 1 }
    }

    mutating func expect(_ scalar: Unicode.Scalar) {
        skipSpace()
        guard index < scalars.count, scalars[index] == scalar else { fail("expected \(scalar)") }
        index += 1
    }

    mutating func value() -> JSON {
        skipSpace()
        guard index < scalars.count else { fail("expected a value") }
        switch scalars[index] {
        case "{":
            index += 1
            var members: [(key: String, value: JSON)] = []
            skipSpace()
            if scalars[index] == "}" {
                index += 1
                return .object([])
            }
            repeat {
                skipSpace()
                let key = string()
                if members.contains(where: { $0.key == key }) { fail("duplicate key \(key)") }
                expect(":")
                members.append((key, value()))
                skipSpace()
                index += 1
            } while scalars[index - 1] == ","
            guard scalars[index - 1] == "}" else { fail("expected , or }") }
            return .object(members)
        case "[":
            index += 1
            var elements: [JSON] = []
            skipSpace()
            if scalars[index] == "]" {
                index += 1
                return .array([])
            }
            repeat {
                elements.append(value())
                skipSpace()
                index += 1
            } while scalars[index - 1] == ","
            guard scalars[index - 1] == "]" else { fail("expected , or ]") }
            return .array(elements)
        case "\"": return .string(string())
        default:
            let start = index
            while index < scalars.count, !",]} \n\r\t".unicodeScalars.contains(scalars[index]) { index += 1 }
            return .literal(String(String.UnicodeScalarView(scalars[start..<index])))
        }
    }

    mutating func string() -> String {
        guard scalars[index] == "\"" else { fail("expected a string") }
        index += 1
        var text = String.UnicodeScalarView()
        while scalars[index] != "\"" {
            if scalars[index] == "\\" {
                index += 1
                switch scalars[index] {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "u":
                    let hex = String(String.UnicodeScalarView(scalars[index + 1...index + 4]))
                    text.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
                    index += 4
                default: text.append(scalars[index])
                }
            } else {
                text.append(scalars[index])
            }
            index += 1
        }
        index += 1
        return String(text)
    }
}

/// The text of `value` as the schema file is written: two spaces per level, one member or
/// element per line.
func text(of value: JSON, indent: String = "") -> String {
    let inner = indent + "  "
    switch value {
    case .object(let members) where members.isEmpty: return "{}"
    case .array(let elements) where elements.isEmpty: return "[]"
    case .object(let members):
        let lines = members.map { "\(inner)\(text(of: .string($0.key))): \(text(of: $0.value, indent: inner))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    case .array(let elements):
        return "[\n" + elements.map { inner + text(of: $0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .literal(let literal): return literal
    case .string(let string):
        var escaped = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
