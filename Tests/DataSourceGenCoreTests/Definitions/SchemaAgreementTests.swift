import DataSourceGenCore
import Foundation
import Testing

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

    /// Every enumerated value list of the schema (`object.property`, `[]` for an array's items)
    /// and the decoder's enum with the same cases.
    static let enumerations: [String: [String]] = [
        "options.accessLevel": FileOptions.AccessLevel.allCases.map(\.rawValue),
        "options.platforms[]": FileOptions.Platform.allCases.map(\.rawValue),
        "appType.conformances[]": Conformance.allCases.map(\.rawValue),
        "entity.conformances[]": Conformance.allCases.map(\.rawValue),
        "picker.mode": ListPickerDefinition.Mode.allCases.map(\.rawValue),
        "picker.selection": ListPickerDefinition.Selection.allCases.map(\.rawValue),
        "tableRow.kind": TableRowDefinition.Kind.allCases.map(\.rawValue),
        "formRow.kind": FormRowDefinition.Kind.allCases.map(\.rawValue),
        "formRow.mode": FormRowDefinition.DateMode.allCases.map(\.rawValue),
    ]

    /// The enumerated value lists of `node`, by the path ``enumerations`` names them with.
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

    /// Each list of enumerated values the schema has, wherever it is, is the decoder's.
    @Test func enumeratedValuesAgree() throws {
        var found: [String: [String]] = [:]
        Self.enumeratedValues(in: try schema(), at: "", into: &found)
        #expect(
            Set(found.keys) == Set(Self.enumerations.keys),
            "the schema's enumerated values are at \(found.keys.sorted()); list each with its decoder enum")
        for (path, values) in found.sorted(by: { $0.key < $1.key }) {
            #expect(values == Self.enumerations[path], "`\(path)`: the schema and the decoder disagree")
        }
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
        // A row's `cell` is required only with `uikit` (TableRules), which a schema cannot say.
        #expect(try definition("tableRow")["required"] as? [String] == ["kind"])
    }
}
