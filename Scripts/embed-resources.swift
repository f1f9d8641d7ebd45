// Regenerates, from Templates/*.mustache, PlatformStubs/{SwiftUI,FioriSwiftUICore}/PublicSwiftNames.txt
// and the schema's parts (Schema/parts/file.json, and each kind's Schema/kinds/<key>.json in the
// order of DeclarationKinds.all):
//   Schema/datasources.schema.json                               the whole schema, which editors read
//   Sources/DataSourceGenCore/Rendering/EmbeddedResources.swift  the templates, the schema and the names, embedded
//   Sources/DataSourceGenCore/Definitions/SchemaKeys.swift       the schema's keys, required keys and values,
//                                                                and which kinds take which keys (x-appliesTo)
// Run from anywhere: `swift Scripts/embed-resources.swift`. SchemaPartsTests, EmbeddedResourcesTests and
// SchemaKeysTests fail whenever a generated file differs from what this writes.
import Foundation

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// Writes `text` to `path` when it differs, and says which.
func update(_ path: String, _ text: String) throws {
    let target = root.appendingPathComponent(path)
    if (try? String(contentsOf: target, encoding: .utf8)) != text {
        try text.write(to: target, atomically: true, encoding: .utf8)
        print("updated \(path)")
    } else {
        print("up to date: \(path)")
    }
}

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

    mutating func skipSpace() { while index < scalars.count, " \n\r\t".unicodeScalars.contains(scalars[index]) { index += 1 } }

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
            if scalars[index] == "}" { index += 1; return .object([]) }
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
            if scalars[index] == "]" { index += 1; return .array([]) }
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

// MARK: - The schema, from its parts

/// The top-level keys of the kinds in the order `DeclarationKinds.all` lists them: each kind's
/// `static let key = SchemaKeys.File.<key>`, found in the file that declares the kind.
func kindKeysInRegistryOrder() throws -> [String] {
    let registry = try read("Sources/DataSourceGenCore/Pipeline/DeclarationKind.swift")
    guard let list = registry.range(of: "static let all: [any DeclarationKind.Type] = [") else {
        fatalError("Pipeline/DeclarationKind.swift: DeclarationKinds.all not found")
    }
    let entries = registry[list.upperBound...].prefix { $0 != "]" }
    let kinds = entries.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." })
        .filter { $0.hasSuffix(".self") }.map { $0.dropLast(5) }
    let folder = root.appendingPathComponent("Sources/DataSourceGenCore/Kinds")
    var sources: [String] = []
    for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
    where url.pathExtension == "swift" {
        sources.append(try String(contentsOf: url, encoding: .utf8))
    }
    return kinds.map { kind in
        guard let source = sources.first(where: { $0.contains("enum \(kind): DeclarationKind") }),
            let key = source.range(of: "static let key = SchemaKeys.File.")
        else { fatalError("\(kind): no `static let key = SchemaKeys.File.<key>` in its Kinds/ file") }
        return String(source[key.upperBound...].prefix { $0.isLetter || $0.isNumber })
    }
}

/// Schema/datasources.schema.json: Schema/parts/file.json (the top level and what every kind
/// shares) with each kind's Schema/kinds/<key>.json, whose `properties` and `$defs` join the
/// file's, in the order the kinds are registered. The parts' `$comment`s stay in the parts.
func mergedSchema() throws -> JSON {
    let keys = try kindKeysInRegistryOrder()
    let partNames = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Schema/kinds").path)
        .filter { $0.hasSuffix(".json") }
    for name in partNames where !keys.contains(String(name.dropLast(5))) {
        fatalError("Schema/kinds/\(name): no kind of DeclarationKinds.all has the key \(name.dropLast(5))")
    }
    let file = JSONReader.parse(try read("Schema/parts/file.json"), file: "Schema/parts/file.json")
    var properties = file["properties"]?.members ?? []
    var definitions = file["$defs"]?.members ?? []
    for key in keys {
        let path = "Schema/kinds/\(key).json"
        guard let text = try? read(path) else { fatalError("\(path): the kind `\(key)` has no part of the schema") }
        let part = JSONReader.parse(text, file: path)
        for (member, _) in part.members where !["$comment", "properties", "$defs"].contains(member) {
            fatalError("\(path): a kind's part holds only `properties` and `$defs`, not `\(member)`")
        }
        guard part["properties"]?.members.map(\.key) == [key] else {
            fatalError("\(path): its `properties` is the kind's key `\(key)` alone")
        }
        for (name, _) in part["$defs"]?.members ?? [] where definitions.contains(where: { $0.key == name }) {
            fatalError("\(path): `$defs/\(name)` is declared twice")
        }
        properties += part["properties"]!.members
        definitions += part["$defs"]?.members ?? []
    }
    definitions = definitions.map { ($0.key, withApplicabilityConditions($0.key, in: definitions)) }
    let comment = "Generated from Schema/parts/file.json and Schema/kinds/*.json by `swift Scripts/embed-resources.swift`; edit those."
    var merged: [(key: String, value: JSON)] = [("$comment", .string(comment))]
    for (key, value) in file.members where key != "$comment" {
        merged.append((key, key == "properties" ? .object(properties) : key == "$defs" ? .object(definitions) : value))
    }
    return .object(merged)
}

// MARK: - Which kinds of row each key applies to

/// The object whose `kind` limits the keys of `$defs/name`: itself when it has a `kind`, else the one
/// object with a `kind` that holds it under a key (a form row's `rules`), with that key.
func kindOwner(of name: String, in definitions: [(key: String, value: JSON)]) -> (name: String, key: String?) {
    let object = definitions.first { $0.key == name }!.value
    if object["properties"]?["kind"] != nil { return (name, nil) }
    let owners = definitions.flatMap { owner, definition in
        (definition["properties"]?["kind"] == nil ? [] : definition["properties"]!.members).filter {
            $0.value["$ref"]?.string == "#/$defs/\(name)"
        }.map { (owner, $0.key) }
    }
    guard owners.count == 1 else {
        fatalError("$defs/\(name): `x-appliesTo` needs a `kind` of its own or one object with a `kind` holding it")
    }
    return (owners[0].0, owners[0].1)
}

/// The values of the `kind` of `$defs/name`.
func kindValues(of name: String, in definitions: [(key: String, value: JSON)]) -> [String] {
    let kinds = definitions.first { $0.key == name }?.value["properties"]?["kind"]?["enum"]?.elements ?? []
    guard !kinds.isEmpty else { fatalError("$defs/\(name): `x-appliesTo` needs `kind` to list its values") }
    return kinds.compactMap(\.string)
}

/// The keys of `$defs/name` that only some kinds take, with those kinds, as its properties'
/// `x-appliesTo` lists them (checked against the `kind` values of its ``kindOwner(of:in:)``; a key
/// without it applies to every kind), in declaration order.
func applicability(of name: String, in definitions: [(key: String, value: JSON)]) -> [(key: String, kinds: [String])] {
    let object = definitions.first { $0.key == name }?.value
    let limited = object?["properties"]?.members.filter { $0.value["x-appliesTo"] != nil } ?? []
    guard !limited.isEmpty else { return [] }
    let kinds = kindValues(of: kindOwner(of: name, in: definitions).name, in: definitions)
    return limited.map { key, property in
        let listed = property["x-appliesTo"]!.elements.map {
            $0.string ?? { fatalError("$defs/\(name).\(key): `x-appliesTo` lists kinds by name") }()
        }
        for kind in listed where !kinds.contains(kind) {
            fatalError("$defs/\(name).\(key): `x-appliesTo` lists \(kind), which is not a `kind` of the object")
        }
        guard !listed.isEmpty, Set(listed).count == listed.count else {
            fatalError("$defs/\(name).\(key): `x-appliesTo` lists each kind it applies to once")
        }
        // In the kinds' own order, so that messages and docs list them as `kind` does.
        return (key, kinds.filter(listed.contains))
    }
}

/// `$defs/name` with, where its keys' or those of an object it holds (`rules`) have an
/// `x-appliesTo`, one `if`/`then` per kind that refuses the keys it does not take (`"min": false`,
/// `"rules": {"properties": {"pattern": false}}`), so that an editor refuses them as the tool does.
func withApplicabilityConditions(_ name: String, in definitions: [(key: String, value: JSON)]) -> JSON {
    let object = definitions.first { $0.key == name }!.value
    guard object["properties"]?["kind"] != nil else { return object }
    let held = object["properties"]!.members.compactMap { key, property -> (key: String, limits: [(key: String, kinds: [String])])? in
        guard let reference = property["$ref"]?.string, reference.hasPrefix("#/$defs/") else { return nil }
        let limits = applicability(of: String(reference.dropFirst(8)), in: definitions)
        return limits.isEmpty ? nil : (key, limits)
    }
    let own = applicability(of: name, in: definitions)
    guard !own.isEmpty || !held.isEmpty else { return object }
    if object["allOf"] != nil { fatalError("$defs/\(name): `allOf` is generated from `x-appliesTo`") }
    let conditions: [JSON] = kindValues(of: name, in: definitions).compactMap { kind in
        var refused: [(key: String, value: JSON)] = own.filter { !$0.kinds.contains(kind) }.map { ($0.key, .literal("false")) }
        for (key, limits) in held {
            let inner = limits.filter { !$0.kinds.contains(kind) }.map { ($0.key, JSON.literal("false")) }
            if !inner.isEmpty { refused.append((key, .object([("properties", .object(inner))]))) }
        }
        guard !refused.isEmpty else { return nil }
        return .object([
            (
                "if",
                .object([
                    ("properties", .object([("kind", .object([("const", .string(kind))]))])),
                    ("required", .array([.string("kind")])),
                ])
            ),
            ("then", .object([("properties", .object(refused))])),
        ])
    }
    return .object(object.members + [("allOf", .array(conditions))])
}

// MARK: - Embedded templates and schema

/// A raw multi-line literal whose delimiter cannot occur in `text`. The line break before the
/// closing delimiter is not part of the value, hence the extra one.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

func embeddedResourcesSource(schema: String) throws -> String {
    let templateNames = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Templates").path
    ).filter { $0.hasSuffix(".mustache") }.sorted()
    var out = """
        // This file is generated from Templates/, Schema/ and PlatformStubs/*/PublicSwiftNames.txt by
        // `swift Scripts/embed-resources.swift`. Do not edit.
        // EmbeddedResourcesTests fails whenever it differs from those files.

        /// Copies of `Templates/*.mustache`, `Schema/datasources.schema.json` and the SwiftUI and
        /// FioriSwiftUICore public names, compiled into the tool so that it runs with no files beside it.
        enum EmbeddedResources {
            /// The default templates, by file name, sorted by name.
            static let templates: [(name: String, source: String)] = [

        """
    for name in templateNames {
        let source = try read("Templates/\(name)")
        guard !source.contains("\r") else { fatalError("Templates/\(name): use LF line endings") }
        out += "        (\n            \"\(name)\",\n            \(rawLiteral(source))\n        ),\n"
    }
    out += "    ]\n\n    /// The JSON Schema of definitions files.\n    static let schema: String = \(rawLiteral(schema))\n"
    for (name, framework) in [("swiftUIPublicNames", "SwiftUI"), ("fioriSwiftUICorePublicNames", "FioriSwiftUICore")] {
        let path = "PlatformStubs/\(framework)/PublicSwiftNames.txt"
        let names = try read(path).split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        out += "\n    /// \(framework)'s public names, one a line (`\(path)` without its comments).\n"
        out += "    static let \(name): String = \(rawLiteral(names.joined(separator: "\n")))\n"
    }
    return out + "}\n"
}

// MARK: - Definition keys and values

let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
]

/// Words of a hyphenated value spelt as their product spells them, not just capitalized.
let spellings = ["swiftui": "SwiftUI"]

/// A Swift case for a key or value as the schema writes it: `$schema` → `schema = "$schema"`,
/// `Equatable` → `equatable = "Equatable"`, `fiori-swiftui` → `fioriSwiftUI = "fiori-swiftui"`.
func caseName(_ raw: String) -> String {
    let words = raw.drop { $0 == "$" }.split(separator: "-").map(String.init)
    var name = words[0].prefix(1).lowercased() + words[0].dropFirst()
    for word in words.dropFirst() { name += spellings[word] ?? word.prefix(1).uppercased() + word.dropFirst() }
    guard name.allSatisfy({ $0.isLetter || $0.isNumber }) else { fatalError("no Swift case for \"\(raw)\"") }
    let spelled = keywords.contains(name) ? "`\(name)`" : name
    return name == raw ? spelled : "\(spelled) = \"\(raw)\""
}

func typeName(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

/// `/// ` lines of `text`, broken between words before `width` columns.
func docComment(_ text: String, indent: String, width: Int = 116) -> String {
    var lines: [String] = []
    var line = indent + "///"
    for word in text.split(separator: " ") {
        if line.count + word.count + 1 > width, line != indent + "///" {
            lines.append(line)
            line = indent + "///"
        }
        line += " " + word
    }
    return (lines + [line]).joined(separator: "\n") + "\n"
}

/// `case a, b, c` broken before 116 columns.
func caseList(_ names: [String], indent: String) -> String {
    var lines: [String] = []
    var line = indent + "case "
    for (index, name) in names.enumerated() {
        let piece = name + (index == names.count - 1 ? "" : ",")
        if line.count + piece.count + 1 > 116, line != indent + "case " {
            lines.append(String(line.dropLast()))
            line = indent + "    "
        }
        line += piece + " "
    }
    return (lines + [String(line.dropLast())]).joined(separator: "\n") + "\n"
}

/// `(key, [cases]),` broken before 116 columns, continued one level deeper.
func wrappedTuple(_ key: String, _ cases: [String], indent: String) -> String {
    let pieces = cases.enumerated().map { $0.element + ($0.offset == cases.count - 1 ? "])," : ",") }
    var lines: [String] = []
    var line = "\(indent)(\(key), ["
    for (index, piece) in pieces.enumerated() {
        let separator = index == 0 ? "" : " "
        if line.count + separator.count + piece.count > 116 {
            lines.append(line)
            line = indent + "    " + piece
        } else {
            line += separator + piece
        }
    }
    return (lines + [line]).joined(separator: "\n") + "\n"
}

/// An enum of the values `list` allows, with `description` as its doc comment.
func valuesEnum(_ name: String, _ list: [JSON], description: String, indent: String) -> String {
    let values = list.map { $0.string ?? { fatalError("\(name): a value list holds strings only") }() }
    return docComment(description, indent: indent) + "\(indent)package enum \(name): String, SchemaEnumeration {\n"
        + caseList(values.map(caseName), indent: indent + "    ") + "\(indent)}\n"
}

/// The JSON Schema keywords that bound a number, in the order `SchemaBounds` takes them.
let boundKeywords = ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"]

/// What a key's number is, where the schema bounds it or gives it a `default`: the key's own
/// schema, or the one number among its `oneOf` (`items`: a count, or an object); the Swift type
/// (`Int` for `integer`, `Double` for `number`), its bounds as `SchemaBounds` arguments and its
/// default's literal. `nil` for a key with neither.
func numberOf(_ property: JSON, at path: String) -> (type: String, bounds: [(String, String)], defaultValue: String?)? {
    let numeric = [property] + (property["oneOf"]?.elements ?? [])
    let typed = numeric.filter { $0["type"]?.string == "integer" || $0["type"]?.string == "number" }
    let bounded = numeric.filter { choice in boundKeywords.contains { choice[$0] != nil } }
    if let strange = bounded.first(where: { $0["type"]?.string != "integer" && $0["type"]?.string != "number" }) {
        fatalError("\(path): bounds on a schema that is no integer nor number: \(text(of: strange))")
    }
    guard !bounded.isEmpty || property["default"] != nil else { return nil }
    guard typed.count == 1, let number = typed.first, bounded.count <= 1 else {
        fatalError("\(path): bounds and defaults are for a key that takes one integer or number")
    }
    let type = number["type"]?.string == "integer" ? "Int" : "Double"
    func literal(_ value: JSON, _ what: String) -> String {
        guard case .literal(let literal) = value, Double(literal) != nil, type == "Double" || Int(literal) != nil else {
            fatalError("\(path): `\(what)` must be a literal \(type == "Int" ? "integer" : "number")")
        }
        return literal
    }
    let bounds = boundKeywords.compactMap { keyword in number[keyword].map { (keyword, literal($0, keyword)) } }
    return (type, bounds, property["default"].map { literal($0, "default") })
}

/// The `Bounds` and `Defaults` enums of an object's keys, and their `object.key` entries for
/// `SchemaKeys.numbers`.
func numbersSource(of properties: [(key: String, value: JSON)], object: String, type: String) -> (
    source: String, entries: [String]
) {
    var bounds = "", defaults = "", entries: [String] = []
    for (key, property) in properties {
        let path = object.isEmpty ? key : "\(object).\(key)"
        guard let number = numberOf(property, at: path) else { continue }
        let name = caseName(key).split(separator: " ")[0]
        let boundsText = number.bounds.isEmpty ? "nil" : "\(type).Bounds.\(name).keywords"
        if !number.bounds.isEmpty {
            let arguments = number.bounds.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
            bounds += "            package static let \(name) = SchemaBounds<\(number.type)>(\(arguments))\n"
        }
        if let value = number.defaultValue {
            defaults += "            package static let \(name): \(number.type) = \(value)\n"
        }
        let defaultText = number.defaultValue == nil ? "nil" : "Double(\(type).Defaults.\(name))"
        entries.append("        (\"\(path)\", \(boundsText), \(defaultText)),\n")
    }
    if properties.contains(where: { ["Bounds", "Defaults"].contains(typeName($0.key)) }) {
        fatalError("\(object): a key named `bounds` or `defaults` would clash with the generated enums")
    }
    var source = ""
    if !bounds.isEmpty {
        source += "\n        /// The bounds the schema gives these keys' numbers, which the decoder and the rules check.\n"
        source += "        package enum Bounds {\n\(bounds)        }\n"
    }
    if !defaults.isEmpty {
        source += "\n        /// The schema's `default` of each key that has one: what a file that leaves it out gets.\n"
        source += "        package enum Defaults {\n\(defaults)        }\n"
    }
    return (source, entries)
}

/// The `Constants` enum of an object's keys that take a fixed string, the key's own `const` or the
/// one among its `oneOf` (`height`: a number, or "handler"), and their `object.key` entries for
/// `SchemaKeys.constants`.
func constantsSource(of properties: [(key: String, value: JSON)], object: String, type: String) -> (
    source: String, entries: [String]
) {
    var constants = "", entries: [String] = []
    for (key, property) in properties {
        let path = object.isEmpty ? key : "\(object).\(key)"
        let fixed = ([property] + (property["oneOf"]?.elements ?? [])).compactMap { $0["const"] }
        guard !fixed.isEmpty else { continue }
        guard fixed.count == 1, let value = fixed[0].string else {
            fatalError("\(path): one `const` per key, a string, which the decoder compares with")
        }
        let name = caseName(key).split(separator: " ")[0]
        constants += "            package static let \(name) = \(text(of: .string(value)))\n"
        entries.append("        (\"\(path)\", \(type).Constants.\(name)),\n")
    }
    if properties.contains(where: { typeName($0.key) == "Constants" }) {
        fatalError("\(object): a key named `constants` would clash with the generated enum")
    }
    guard !constants.isEmpty else { return ("", []) }
    let doc = "\n        /// The fixed strings the schema's `const` gives these keys, which the decoder compares with.\n"
    return (doc + "        package enum Constants {\n\(constants)        }\n", entries)
}

/// Sources/DataSourceGenCore/Definitions/SchemaKeys.swift: one enum of keys per object of the
/// schema, which is all the decoder may read (so a key exists in Swift only if the schema has it)
/// with the keys the schema requires, and one enum per list of values the schema allows, which the
/// decoder's models use as their own types.
func schemaKeysSource(_ schema: JSON) -> String {
    var objects: [(type: String, schemaName: String, object: JSON)] = [("File", "", schema)]
    let definitions = schema["$defs"]?.members ?? []
    var valueLists: [(path: String, type: String)] = []
    var numberEntries: [String] = []
    var constantEntries: [String] = []
    var body = ""
    for (name, definition) in schema["$defs"]?.members ?? [] {
        if definition["properties"] != nil { objects.append((typeName(name), name, definition)) }
        guard let values = definition["enum"] else { continue }
        let description = definition["description"]?.string ?? "The values of `$defs/\(name)`."
        body += valuesEnum(typeName(name), values.elements, description: description, indent: "    ") + "\n"
        valueLists.append((name, typeName(name)))
    }
    var source = """
        // This file is generated from Schema/datasources.schema.json by `swift Scripts/embed-resources.swift`.
        // Do not edit. SchemaKeysTests fails whenever it differs from the schema.

        /// The vocabulary of the definitions format, as the schema declares it: the keys of every
        /// object, one enum per object (the file's top level is `File`, each `$defs` entry its name
        /// capitalized) in the schema's order, with the keys it requires; and every list of values, as
        /// an enum nested in its object's (`Picker.Mode`), or named after its `$defs` entry. The decoder
        /// reads keys only through these, so it cannot read a key the schema does not declare, the
        /// reader reports a missing key exactly when the schema requires it, and the models' value
        /// types are these enums, so they hold exactly the schema's values.
        package enum SchemaKeys {

        """
    for object in objects {
        let subject = object.schemaName.isEmpty ? "the top level of a file" : "`$defs/\(object.schemaName)`"
        let properties = object.object["properties"]?.members ?? []
        source += "    /// The keys of \(subject).\n"
        source += "    package enum \(object.type): String, DefinitionKey {\n"
        source += caseList(properties.map { caseName($0.key) }, indent: "        ")
        let required = (object.object["required"]?.elements ?? []).map { "." + caseName($0.string!).split(separator: " ")[0] }
        source += "        package static let requiredKeys: Set<Self> = [\(required.joined(separator: ", "))]\n"
        let limits = object.schemaName.isEmpty ? [] : applicability(of: object.schemaName, in: definitions)
        if !limits.isEmpty {
            let owner = kindOwner(of: object.schemaName, in: definitions).name
            let kindType = owner == object.schemaName ? "Kind" : "\(typeName(owner)).Kind"
            source += "\n" + docComment(
                "The kinds \(owner == object.schemaName ? "" : "of `$defs/\(owner)` ")each key applies to where the schema's `x-appliesTo` limits it, in the order of `kind`'s values; a key not listed applies to every kind.",
                indent: "        ")
            source += "        package static let appliesTo: [(key: Self, kinds: [\(kindType)])] = [\n"
            for (key, kinds) in limits {
                let cases = kinds.map { "." + caseName($0).split(separator: " ")[0] }
                source += wrappedTuple(".\(caseName(key).split(separator: " ")[0])", cases, indent: "            ")
            }
            source += "        ]\n"
        }
        let numbers = numbersSource(of: properties, object: object.schemaName, type: object.type)
        source += numbers.source
        numberEntries += numbers.entries
        let constants = constantsSource(of: properties, object: object.schemaName, type: object.type)
        source += constants.source
        constantEntries += constants.entries
        for (key, property) in properties {
            if property["items"]?["enum"] != nil {
                fatalError("\(object.schemaName).\(key): give the items' value list a name under $defs")
            }
            guard let values = property["enum"] else { continue }
            let path = object.schemaName.isEmpty ? key : "\(object.schemaName).\(key)"
            let description = "The values of `\(path)`. " + (property["description"]?.string ?? "")
            source += "\n" + valuesEnum(typeName(key), values.elements, description: description, indent: "        ")
            valueLists.append((path, "\(object.type).\(typeName(key))"))
        }
        source += "    }\n\n"
    }
    source += body
    source += "    /// Each object's schema name (empty for the top level), its keys and its required keys, which a\n"
    source += "    /// test compares with the schema.\n"
    source += "    static let objects = [\n"
    for object in objects { source += "        object(\"\(object.schemaName)\", \(object.type).self),\n" }
    source += "    ]\n\n"
    source += """
            private static func object<Key: DefinitionKey>(_ name: String, _: Key.Type) -> (
                schemaName: String, keys: [String], required: Set<String>
            ) {
                (name, Key.allCases.map(\\.rawValue), Set(Key.requiredKeys.map(\\.rawValue)))
            }


        """
    source += "    /// Each bounded or defaulted number, by `object.key` (the top level's by its key), with its bounds by\n"
    source += "    /// keyword and its default, which a test compares with the schema.\n"
    source += "    static let numbers: [(path: String, bounds: [String: Double]?, defaultValue: Double?)] = [\n"
    source += numberEntries.joined()
    source += "    ]\n\n"
    source += "    /// Each key's `const`, by `object.key` (the top level's by its key), which a test compares with the\n"
    source += "    /// schema.\n"
    source += "    static let constants: [(path: String, value: String)] = [\n"
    source += constantEntries.joined()
    source += "    ]\n\n"
    source += "    /// Each list of values, by where the schema declares it (`object.key`, or a `$defs` name), which\n"
    source += "    /// a test compares with the schema.\n"
    source += "    static let valueLists: [(path: String, values: [String])] = [\n"
    for list in valueLists {
        source += "        (\"\(list.path)\", \(list.type).allCases.map(\\.rawValue)),\n"
    }
    source += "    ]\n}\n"
    return source
}

// MARK: - Run

let schema = try mergedSchema()
let schemaText = text(of: schema) + "\n"
try update("Schema/datasources.schema.json", schemaText)
try update("Sources/DataSourceGenCore/Rendering/EmbeddedResources.swift", embeddedResourcesSource(schema: schemaText))
try update("Sources/DataSourceGenCore/Definitions/SchemaKeys.swift", schemaKeysSource(schema))
