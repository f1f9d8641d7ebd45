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

    /// Where each object of the schema stands in a definitions file: `#` marks the place of an
    /// extra key in it.
    static let probes: [(definition: String, json: String)] = [
        ("", #"{ # }"#),
        ("options", #"{ "options": { # } }"#),
        ("entity", #"{ "entities": { "E": { "fields": { "a": "Int" }, # } } }"#),
        ("field", #"{ "entities": { "E": { "fields": { "a": { "type": "Int", # } } } } }"#),
        ("appType", #"{ "types": { "T": { # } } }"#),
        ("section", #"{ "sections": { "S": { "cases": { "a": null }, # } } }"#),
        ("picker", #"{ "pickers": { "P": { # } } }"#),
        ("sectionController", #"{ "sectionControllers": { "C": { # } } }"#),
        ("itemSize", #"{ "sectionControllers": { "C": { "size": { # } } } }"#),
        ("itemCount", #"{ "sectionControllers": { "C": { "items": { # } } } }"#),
        ("table", #"{ "tables": { "T": { # } } }"#),
        ("tableSection", #"{ "tables": { "T": { "sections": { "s": { # } } } } }"#),
        ("tableRow", #"{ "tables": { "T": { "sections": { "s": { "rows": { "r": { # } } } } } } }"#),
        (
            "tableOptions",
            #"{ "tables": { "T": { "sections": { "s": { "rows": { "r": { "kind": "radio", "options": { # } } } } } } } }"#
        ),
        ("form", #"{ "forms": { "F": { # } } }"#),
        ("formSection", #"{ "forms": { "F": { "sections": { "s": { # } } } } }"#),
        ("formRow", #"{ "forms": { "F": { "sections": { "s": { "rows": { "r": { # } } } } } } }"#),
        ("formRules", #"{ "forms": { "F": { "sections": { "s": { "rows": { "r": { "rules": { # } } } } } } } }"#),
        (
            "condition",
            #"{ "forms": { "F": { "sections": { "s": { "rows": { "r": { "visibleWhen": { # } } } } } } } }"#
        ),
        (
            "formOptions",
            #"{ "forms": { "F": { "sections": { "s": { "rows": { "r": { "options": { # } } } } } } } }"#
        ),
        ("listScreen", #"{ "lists": { "L": { # } } }"#),
    ]

    /// The keys the decoder reads in the object at `#` of `json`: those its message about an
    /// unknown key there offers instead.
    func keysTheDecoderReads(_ json: String) throws -> Set<String> {
        let text = json.replacingOccurrences(of: "#", with: #""zzProbe": 0"#)
        let (_, diagnostics) = DefinitionsDecoder().decode(text, file: "probe.json")
        let message = try #require(
            diagnostics.map(\.message).first { $0.contains("unknown") && $0.contains("`zzProbe`") },
            "no unknown-key error for \(json): \(diagnostics)")
        let offered = try #require(message.range(of: "use one of ")).upperBound
        return Set(
            message[offered...].split(separator: ",").map { $0.trimmingCharacters(in: .init(charactersIn: " `")) })
    }

    @Test func theDecoderReadsExactlyTheKeysOfEverySchemaObject() throws {
        let definitions = try #require(try schema()["$defs"] as? [String: Any])
        #expect(
            Set(Self.probes.map(\.definition)) == Set(definitions.keys).union([""]),
            "every object of the schema has a probe")
        for probe in Self.probes {
            let object = probe.definition.isEmpty ? try schema() : try definition(probe.definition)
            #expect(
                try keysTheDecoderReads(probe.json) == propertyNames(object),
                "`\(probe.definition.isEmpty ? "top level" : probe.definition)`: the decoder and the schema disagree")
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

    @Test func requiredKeysAreTheOnesWhoseAbsenceIsAnError() throws {
        #expect(try definition("picker")["required"] as? [String] == ["entity", "mode"])
        #expect(try definition("entity")["required"] as? [String] == ["fields"])
        #expect(try definition("section")["required"] as? [String] == ["cases"])
        // A section controller's `cell` is required only with `uikit` or `iglistkit`
        // (SectionControllerRules), which a schema cannot say either.
        #expect(try definition("sectionController")["required"] as? [String] == ["entity", "size"])
        #expect(try definition("table")["required"] as? [String] == ["sections"])
        #expect(try definition("tableSection")["required"] as? [String] == ["rows"])
        // A row's `cell` is required only with `uikit` (TableRules), which a schema cannot say.
        #expect(try definition("tableRow")["required"] as? [String] == ["kind"])
        #expect(try definition("form")["required"] as? [String] == ["model", "sections"])
        #expect(try definition("formSection")["required"] as? [String] == ["rows"])
        #expect(try definition("formRow")["required"] as? [String] == ["kind"])
        #expect(try definition("listScreen")["required"] as? [String] == ["entity"])
        let table = GenerationPipeline().run([
            DefinitionsInput(
                path: "m.json",
                contents: #"{ "tables": { "T": { "sections": { "s": { "rows": { "r": {} } } } }, "U": {} } }"#)
        ])
        let tableMessages = table.diagnostics.map(\.message)
        #expect(tableMessages.contains { $0.contains("missing the required key `sections`") })
        #expect(tableMessages.contains { $0.contains("missing the required key `kind`") })
        let missing = GenerationPipeline().run([
            DefinitionsInput(
                path: "m.json",
                contents: #"{ "entities": { "E": {} }, "sections": { "S": {} }, "pickers": { "P": {} } }"#)
        ])
        let messages = missing.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages.contains { $0.contains("`entities.E` has no fields") })
        #expect(messages.contains { $0.contains("`sections.S` has no cases") })
        #expect(messages.contains { $0.contains("missing the required key `entity`") })
        #expect(messages.contains { $0.contains("missing the required key `mode`") })
        let controller = GenerationPipeline().run([
            DefinitionsInput(path: "m.json", contents: #"{ "sectionControllers": { "C": {} } }"#)
        ])
        let controllerMessages = controller.diagnostics.map(\.message)
        for key in ["entity", "size"] {
            #expect(controllerMessages.contains { $0.contains("missing the required key `\(key)`") }, "\(key)")
        }
        #expect(!controllerMessages.contains { $0.contains("missing the required key `cell`") })
    }
}
