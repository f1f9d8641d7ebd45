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

    func enumValues(_ object: [String: Any], _ property: String) throws -> [String] {
        let properties = try #require(object["properties"] as? [String: Any])
        let entry = try #require(properties[property] as? [String: Any])
        return try #require(entry["enum"] as? [String])
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

    @Test func everyObjectRejectsUnknownKeysAsTheDecoderDoes() throws {
        #expect(try schema()["additionalProperties"] as? Bool == false)
        for name in [
            "options", "appType", "entity", "section", "picker", "sectionController", "itemSize", "itemCount",
            "table", "tableSection", "tableRow", "tableOptions",
            "form", "formSection", "formRow", "formRules", "condition", "formOptions", "listScreen",
        ] {
            #expect(try definition(name)["additionalProperties"] as? Bool == false, "\(name)")
        }
    }

    @Test func enumeratedValuesAgree() throws {
        #expect(
            try enumValues(definition("options"), "accessLevel") == FileOptions.AccessLevel.allCases.map(\.rawValue))
        #expect(try enumValues(definition("picker"), "mode") == ListPickerDefinition.Mode.allCases.map(\.rawValue))
        #expect(
            try enumValues(definition("picker"), "selection") == ListPickerDefinition.Selection.allCases.map(\.rawValue)
        )
        #expect(try enumValues(definition("tableRow"), "kind") == TableRowDefinition.Kind.allCases.map(\.rawValue))
        #expect(try enumValues(definition("formRow"), "kind") == FormRowDefinition.Kind.allCases.map(\.rawValue))
        #expect(try enumValues(definition("formRow"), "mode") == FormRowDefinition.DateMode.allCases.map(\.rawValue))
        let options = try #require(definition("options")["properties"] as? [String: Any])
        let platforms = try #require((options["platforms"] as? [String: Any])?["items"] as? [String: Any])
        #expect(platforms["enum"] as? [String] == FileOptions.Platform.allCases.map(\.rawValue))
        for object in [try definition("appType"), try definition("entity")] {
            let properties = try #require(object["properties"] as? [String: Any])
            let items = try #require((properties["conformances"] as? [String: Any])?["items"] as? [String: Any])
            #expect(items["enum"] as? [String] == Conformance.allCases.map(\.rawValue))
        }
    }

    @Test func requiredKeysAreTheOnesWhoseAbsenceIsAnError() throws {
        #expect(try definition("picker")["required"] as? [String] == ["entity", "mode"])
        #expect(try definition("entity")["required"] as? [String] == ["fields"])
        #expect(try definition("section")["required"] as? [String] == ["cases"])
        #expect(try definition("sectionController")["required"] as? [String] == ["entity", "size", "cell"])
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
        for key in ["entity", "size", "cell"] {
            #expect(controllerMessages.contains { $0.contains("missing the required key `\(key)`") }, "\(key)")
        }
    }
}
