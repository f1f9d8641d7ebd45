import Foundation
import Testing

@testable import DataSourceGenCore

/// `SchemaKeys`, the only keys the decoder can read and the ones it requires, is generated from
/// the schema; this proves the generated file is current: the same objects, each with the same
/// keys and required keys.
@Suite struct SchemaKeysTests {
    struct Keys: Equatable {
        var keys: Set<String>
        var required: Set<String>
    }

    @Test func everyObjectOfTheSchemaHasExactlyItsKeys() throws {
        let schema = try #require(
            JSONSerialization.jsonObject(with: try Data(contentsOf: SchemaAgreementTests.schemaURL)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func keys(of object: [String: Any]) -> Keys? {
            guard let properties = object["properties"] as? [String: Any] else { return nil }
            return Keys(keys: Set(properties.keys), required: Set(object["required"] as? [String] ?? []))
        }
        var expected: [String: Keys] = ["": try #require(keys(of: schema))]
        for (name, value) in definitions {
            guard let object = value as? [String: Any], let found = keys(of: object) else { continue }
            expected[name] = found
        }
        var generated: [String: Keys] = [:]
        for object in SchemaKeys.objects {
            #expect(generated[object.schemaName] == nil, "\(object.schemaName) is listed twice")
            #expect(object.keys.count == Set(object.keys).count, "\(object.schemaName) repeats a key")
            generated[object.schemaName] = Keys(keys: Set(object.keys), required: object.required)
        }
        #expect(generated == expected, "run `swift Scripts/embed-resources.swift` to regenerate SchemaKeys.swift")
    }
}
