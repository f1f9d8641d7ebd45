import Foundation
import Testing

@testable import DataSourceGenCore

/// `SchemaKeys`, the only keys the decoder can read, is generated from the schema; this proves
/// the generated file is current: the same objects, each with the same keys.
@Suite struct SchemaKeysTests {
    @Test func everyObjectOfTheSchemaHasExactlyItsKeys() throws {
        let schema = try #require(
            JSONSerialization.jsonObject(with: try Data(contentsOf: SchemaAgreementTests.schemaURL)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        var expected: [String: Set<String>] = ["": Set(try #require(schema["properties"] as? [String: Any]).keys)]
        for (name, value) in definitions {
            guard let properties = (value as? [String: Any])?["properties"] as? [String: Any] else { continue }
            expected[name] = Set(properties.keys)
        }
        var generated: [String: Set<String>] = [:]
        for object in SchemaKeys.objects {
            #expect(generated[object.schemaName] == nil, "\(object.schemaName) is listed twice")
            #expect(object.keys.count == Set(object.keys).count, "\(object.schemaName) repeats a key")
            generated[object.schemaName] = Set(object.keys)
        }
        #expect(generated == expected, "run `swift Scripts/embed-resources.swift` to regenerate SchemaKeys.swift")
    }
}
