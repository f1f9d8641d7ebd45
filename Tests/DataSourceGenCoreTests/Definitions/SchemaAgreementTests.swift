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

    @Test func objectKeysAgree() throws {
        #expect(try propertyNames(schema()) == Set(DefinitionsDecoder.rootKeys))
        #expect(try propertyNames(definition("options")) == Set(DefinitionsDecoder.optionKeys))
        #expect(try propertyNames(definition("entity")) == Set(DefinitionsDecoder.entityKeys))
        #expect(try propertyNames(definition("appType")) == Set(DefinitionsDecoder.appTypeKeys))
        #expect(try propertyNames(definition("section")) == Set(DefinitionsDecoder.sectionKeys))
        #expect(try propertyNames(definition("picker")) == Set(DefinitionsDecoder.pickerKeys))
        #expect(try propertyNames(definition("sectionController")) == Set(DefinitionsDecoder.sectionControllerKeys))
        #expect(try propertyNames(definition("itemSize")) == Set(DefinitionsDecoder.itemSizeKeys))
        #expect(try propertyNames(definition("itemCount")) == Set(DefinitionsDecoder.itemCountKeys))
        #expect(try propertyNames(definition("table")) == Set(DefinitionsDecoder.tableKeys))
        #expect(try propertyNames(definition("tableSection")) == Set(DefinitionsDecoder.tableSectionKeys))
        #expect(try propertyNames(definition("tableRow")) == Set(DefinitionsDecoder.tableRowKeys))
        #expect(try propertyNames(definition("tableOptions")) == Set(DefinitionsDecoder.tableOptionsKeys))
        #expect(try propertyNames(definition("form")) == Set(DefinitionsDecoder.formKeys))
        #expect(try propertyNames(definition("formSection")) == Set(DefinitionsDecoder.formSectionKeys))
        #expect(try propertyNames(definition("formRow")) == Set(DefinitionsDecoder.formRowKeys))
        #expect(try propertyNames(definition("formRules")) == Set(DefinitionsDecoder.formRuleKeys))
        #expect(try propertyNames(definition("condition")) == Set(DefinitionsDecoder.conditionKeys))
        #expect(try propertyNames(definition("formOptions")) == ["enum"])
        #expect(try propertyNames(definition("listScreen")) == Set(DefinitionsDecoder.listScreenKeys))
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
        #expect(try definition("tableRow")["required"] as? [String] == ["kind", "cell"])
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
