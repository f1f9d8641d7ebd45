import Foundation
import Testing

@testable import DataSourceGenCore

/// The registry of kinds: what each kind declares must exist where the stages look for it.
@Suite struct DeclarationKindTests {
    @Test func keysAndTemplatesAreUniqueAndTheTemplatesExist() {
        let keys = DeclarationKinds.all.map { $0.key }
        #expect(Set(keys).count == keys.count)
        let templates = TemplateSet.embedded.templates
        for kind in DeclarationKinds.all {
            #expect(templates[kind.template] != nil, "\(kind.key): no template \(kind.template)")
        }
        #expect(Set(DeclarationKinds.all.map { $0.template }).count == keys.count)
    }

    @Test func everyKindIsATopLevelKeyOfTheSchema() throws {
        let schema = try #require(
            JSONSerialization.jsonObject(with: Data(EmbeddedResources.schema.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        for kind in DeclarationKinds.all {
            #expect(properties[kind.key.rawValue] != nil, "the schema lacks the top-level key \(kind.key)")
        }
    }

    @Test func declarationsRenderInRegistryOrderWithTheirKindsTemplate() throws {
        let text = """
            { "entities": { "E": { "fields": { "id": "String", "t": "String" }, "id": "id", "title": "t" } },
              "lists": { "L": { "entity": "E" } },
              "pickers": { "P": { "entity": "E", "mode": "uniqueID" } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        let picker = try #require(output.range(of: "enum P: GeneratedListPicker"))
        let list = try #require(output.range(of: "enum L: GeneratedListScreen"))
        #expect(picker.lowerBound < list.lowerBound, "pickers come before list screens, whatever the file's order")
    }
}
