import Foundation
import Testing

@testable import DataSourceGenCore

/// Fails when the published JSON Schema and the decoder disagree about the format's vocabulary:
/// every object's keys, which keys are required, and every enumerated value.
@Suite struct SchemaAgreementTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schema/datasources.schema.json")

    /// Read with Foundation rather than our own parser, so the check does not trust the code it checks.
    func schema() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: Self.schemaURL))
        return try #require(object as? [String: Any])
    }

    func definition(_ name: String) throws -> [String: Any] {
        let defs = try #require(try schema()["$defs"] as? [String: Any])
        return try #require(defs[name] as? [String: Any])
    }

    func propertyNames(_ object: [String: Any]) throws -> Set<String> {
        Set(try #require(object["properties"] as? [String: Any]).keys)
    }

    /// Where each object of the schema stands in a definitions file, found in the schema.
    func probes() throws -> [SchemaProbe] {
        SchemaProbe.all(in: try schema())
    }

    /// The keys the decoder reads in the object of `probe`: those its message about an unknown
    /// key there offers instead.
    func keysTheDecoderReads(_ probe: SchemaProbe) throws -> Set<String> {
        let text = probe.json(with: #""zzProbe": 0"#)
        let (_, diagnostics) = DefinitionsDecoder().decode(text, file: "probe.json")
        let subject =
            probe.path.isEmpty ? "unknown top-level key `zzProbe`" : "unknown key `zzProbe` in `\(probe.path)`"
        let message = try #require(
            diagnostics.map(\.message).first { $0.hasPrefix(subject) },
            "no unknown-key error for \(text): \(diagnostics)")
        let offered = try #require(message.range(of: "use one of ")).upperBound
        return Set(
            message[offered...].split(separator: ",").map { $0.trimmingCharacters(in: .init(charactersIn: " `")) })
    }

    @Test func theDecoderReadsExactlyTheKeysOfEverySchemaObject() throws {
        let definitions = try #require(try schema()["$defs"] as? [String: Any])
        let objects = definitions.filter { ($0.value as? [String: Any])?["properties"] != nil }.keys
        let probes = try probes()
        #expect(
            Set(probes.map(\.definition)) == Set(objects).union([""]),
            "every object of the schema is reached from the top level")
        for probe in probes {
            let object = probe.definition.isEmpty ? try schema() : try definition(probe.definition)
            #expect(
                try keysTheDecoderReads(probe) == propertyNames(object),
                "`\(probe)`: the decoder and the schema disagree")
        }
    }

    /// Every object of the schema, the top level included, found in the schema itself, so that a
    /// new kind's objects are checked without being listed here.
    @Test func everyObjectRejectsUnknownKeysAsTheDecoderDoes() throws {
        #expect(try schema()["additionalProperties"] as? Bool == false)
        let definitions = try #require(try schema()["$defs"] as? [String: Any])
        #expect(definitions.count >= 20, "the schema's objects were not found")
        for (name, object) in definitions {
            guard let object = object as? [String: Any], object["type"] as? String == "object" else { continue }
            #expect(object["additionalProperties"] as? Bool == false, "\(name)")
        }
    }

    /// The enumerated value lists of `node`: `object.property`, a `$defs` name, `[]` for an array's items.
    static func enumeratedValues(in node: Any, at path: String, into found: inout [String: [String]]) {
        if let array = node as? [Any] {
            for element in array { enumeratedValues(in: element, at: path, into: &found) }
            return
        }
        guard let object = node as? [String: Any] else { return }
        if let values = object["enum"] as? [String] { found[path] = values }
        for (key, value) in object {
            switch key {
            case "properties":
                for (property, schema) in value as? [String: Any] ?? [:] {
                    enumeratedValues(in: schema, at: path.isEmpty ? property : "\(path).\(property)", into: &found)
                }
            case "items": enumeratedValues(in: value, at: path + "[]", into: &found)
            case "$defs":
                for (name, schema) in value as? [String: Any] ?? [:] {
                    enumeratedValues(in: schema, at: name, into: &found)
                }
            case "enum": break
            default: enumeratedValues(in: value, at: path, into: &found)
            }
        }
    }

    /// Each list of values the schema has, wherever it is, is a generated enum's, the type the
    /// decoder's models hold.
    @Test func enumeratedValuesAgree() throws {
        var found: [String: [String]] = [:]
        Self.enumeratedValues(in: try schema(), at: "", into: &found)
        let generated = Dictionary(SchemaKeys.valueLists.map { ($0.path, $0.values) }) { first, _ in first }
        #expect(generated.count == SchemaKeys.valueLists.count, "a value list is generated twice")
        #expect(generated == found, "run `swift Scripts/embed-resources.swift` to regenerate SchemaKeys.swift")
    }

    /// The fixed strings of `node` (`const`), by `object.property` as for value lists. The
    /// conditions (`if`) made from `x-appliesTo` compare `kind` with its own values, which
    /// ``enumeratedValuesAgree()`` checks, so they are left out.
    static func constants(in node: Any, at path: String, into found: inout [String: [String]]) {
        if let array = node as? [Any] {
            for element in array { constants(in: element, at: path, into: &found) }
            return
        }
        guard let object = node as? [String: Any] else { return }
        if let value = object["const"] as? String { found[path, default: []].append(value) }
        for (key, value) in object where key != "if" {
            switch key {
            case "properties":
                for (property, schema) in value as? [String: Any] ?? [:] {
                    constants(in: schema, at: path.isEmpty ? property : "\(path).\(property)", into: &found)
                }
            case "items": constants(in: value, at: path + "[]", into: &found)
            case "$defs":
                for (name, schema) in value as? [String: Any] ?? [:] { constants(in: schema, at: name, into: &found) }
            default: constants(in: value, at: path, into: &found)
            }
        }
    }

    /// Each fixed string a key takes (`"height": "handler"`) is generated into `SchemaKeys`, and the
    /// decoder takes exactly it: the schema's string is accepted, another is refused naming it.
    @Test func constantsAgree() throws {
        var found: [String: [String]] = [:]
        Self.constants(in: try schema(), at: "", into: &found)
        #expect(!found.isEmpty, "the schema's `const`s were not found")
        let generated = Dictionary(grouping: SchemaKeys.constants, by: \.path).mapValues { $0.map(\.value) }
        #expect(generated == found, "run `swift Scripts/embed-resources.swift` to regenerate SchemaKeys.swift")
        let probes = try probes()
        for (path, value) in SchemaKeys.constants {
            let (definition, key) = (String(path.prefix { $0 != "." }), String(path.drop { $0 != "." }.dropFirst()))
            let probe = try #require(probes.first { $0.definition == definition }, "no probe reaches `\(path)`")
            let at = "`\(probe.path.isEmpty ? key : "\(probe.path).\(key)")`"
            func messages(_ text: String) -> [String] {
                DefinitionsDecoder().decode(probe.json(with: #""\#(key)": "\#(text)""#), file: "probe.json").diagnostics
                    .map(\.message).filter { $0.hasPrefix(at) }
            }
            #expect(messages(value) == [], "\(at): the decoder refuses the schema's \"\(value)\"")
            #expect(messages("zzConst").contains { $0.contains("\"\(value)\"") }, "\(at): \"zzConst\" is taken")
        }
    }

    /// Every list of values is enforced: a value it lacks is refused naming exactly the schema's
    /// values, wherever a key takes one of the list (or an array of them) and another rule does not
    /// refuse the key first (an entity's `conformances` needs `"generate": false`).
    @Test func aValueTheSchemaDoesNotListIsRefusedWithTheSchemasList() throws {
        let definitions = try #require(try schema()["$defs"] as? [String: Any])
        func values(of property: [String: Any]) -> (list: [String], isArray: Bool)? {
            if let list = property["enum"] as? [String] { return (list, false) }
            for (node, isArray) in [(property, false), (property["items"] as? [String: Any] ?? [:], true)] {
                guard let name = (node["$ref"] as? String)?.split(separator: "/").last,
                    let list = (definitions[String(name)] as? [String: Any])?["enum"] as? [String]
                else { continue }
                return (list, isArray)
            }
            return nil
        }
        var refused: Set<[String]> = []
        var lists: Set<[String]> = []
        for probe in try probes() {
            let object = probe.definition.isEmpty ? try schema() : try definition(probe.definition)
            for (key, value) in object["properties"] as? [String: Any] ?? [:] {
                guard let property = value as? [String: Any], let (list, isArray) = values(of: property) else {
                    continue
                }
                let text = probe.json(with: isArray ? #""\#(key)": ["zzValue"]"# : #""\#(key)": "zzValue""#)
                let result = GenerationPipeline().run([DefinitionsInput(path: "probe.json", contents: text)])
                let path = probe.path.isEmpty ? key : "\(probe.path).\(key)"
                lists.insert(list)
                guard
                    let message = result.diagnostics.map(\.message).first(where: {
                        $0.hasPrefix("`\(path)") && $0.contains("zzValue")
                    })
                else { continue }
                // "…; use one of "a", "b"" from the decoder, "…; use `A`, `B`" from the resolver.
                let offered = try #require(message.range(of: "use ", options: .backwards)).upperBound
                let listed = message[offered...].replacingOccurrences(of: "one of ", with: "")
                let named = listed.split(separator: ",").map { $0.trimmingCharacters(in: .init(charactersIn: " `\"")) }
                #expect(named == list, "`\(path)`: the decoder offers other values than the schema")
                refused.insert(list)
            }
        }
        #expect(lists.count == SchemaKeys.valueLists.count, "every list of values is a key's")
        #expect(refused == lists, "a list of values that no key enforces: \(lists.subtracting(refused))")
    }

    /// Each object of the schema, empty, is missing exactly the keys the schema requires of it.
    @Test func requiredKeysAreTheOnesWhoseAbsenceIsAnError() throws {
        let probes = try probes()
        #expect(probes.count >= 20, "the schema's objects were not found")
        for probe in probes {
            let object = probe.definition.isEmpty ? try schema() : try definition(probe.definition)
            let required = Set(object["required"] as? [String] ?? [])
            let (_, diagnostics) = DefinitionsDecoder().decode(probe.json(with: ""), file: "probe.json")
            let subject = probe.path.isEmpty ? "the top-level object" : "`\(probe.path)`"
            let missing = diagnostics.compactMap { diagnostic -> String? in
                let prefix = "\(subject) is missing the required key `"
                guard diagnostic.severity == .error, diagnostic.message.hasPrefix(prefix) else { return nil }
                return String(diagnostic.message.dropFirst(prefix.count).dropLast())
            }
            #expect(Set(missing) == required, "`\(probe)`: the decoder requires other keys than the schema")
        }
        // A section controller's `cell` is required only with `uikit` or `iglistkit`
        // (SectionControllerRules), and a row's only with `uikit` (TableRules), which a schema
        // cannot say.
        #expect(try definition("sectionController")["required"] as? [String] == ["entity", "size"])
        #expect(try definition("tableRow")["required"] as? [String] == ["kind"])
    }
}
