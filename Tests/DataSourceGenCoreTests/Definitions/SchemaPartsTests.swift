import Foundation
import Testing

@testable import DataSourceGenCore

/// The published schema, `Schema/datasources.schema.json`, is its parts merged by
/// `swift Scripts/embed-resources.swift`: `Schema/parts/file.json` and one `Schema/kinds/<key>.json`
/// per registered kind, in the order of ``DeclarationKinds/all``.
@Suite struct SchemaPartsTests {
    static let schemaFolder = EmbeddedResourcesTests.root.appendingPathComponent("Schema")

    static func object(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: schemaFolder.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func everyRegisteredKindHasAPartAndEveryPartIsAKinds() throws {
        let parts = try FileManager.default.contentsOfDirectory(
            atPath: Self.schemaFolder.appendingPathComponent("kinds").path
        ).filter { $0.hasSuffix(".json") }
        #expect(Set(parts) == Set(DeclarationKinds.all.map { "\($0.key.rawValue).json" }))
    }

    @Test func thePublishedSchemaIsItsPartsMerged() throws {
        var expected = try Self.object("parts/file.json")
        expected["$comment"] = nil
        var properties = try #require(expected["properties"] as? [String: Any])
        var definitions = try #require(expected["$defs"] as? [String: Any])
        for kind in DeclarationKinds.all {
            let part = try Self.object("kinds/\(kind.key.rawValue).json")
            #expect(Set(part.keys).isSubset(of: ["$comment", "properties", "$defs"]), "\(kind.key)")
            let own = try #require(part["properties"] as? [String: Any])
            #expect(Array(own.keys) == [kind.key.rawValue], "a kind's part adds its own top-level key")
            properties.merge(own) { first, _ in first }
            for (name, definition) in part["$defs"] as? [String: Any] ?? [:] {
                #expect(definitions[name] == nil, "`$defs/\(name)` is declared twice")
                definitions[name] = definition
            }
        }
        expected["properties"] = properties
        expected["$defs"] = definitions
        var published = try Self.object("datasources.schema.json")
        published["$comment"] = nil
        // The merge adds, to an object whose keys have `x-appliesTo`, the conditions that say it
        // (KindApplicabilityTests checks them): only there.
        var publishedDefinitions = try #require(published["$defs"] as? [String: Any])
        for (name, definition) in publishedDefinitions {
            guard var object = definition as? [String: Any], object["allOf"] != nil else { continue }
            let properties = object["properties"] as? [String: Any] ?? [:]
            #expect(
                properties.values.contains { ($0 as? [String: Any])?["x-appliesTo"] != nil },
                "`$defs/\(name)` has conditions but no key with `x-appliesTo`")
            object["allOf"] = nil
            publishedDefinitions[name] = object
        }
        published["$defs"] = publishedDefinitions
        // Compared as canonical text: member order is checked by topLevelKeysFollowTheKindRegistry.
        func canonical(_ object: [String: Any]) throws -> Data {
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        }
        #expect(
            try canonical(published) == canonical(expected),
            "Schema/datasources.schema.json is stale: run `swift Scripts/embed-resources.swift`")
    }

    /// The order a user reads the top-level keys in: the file's own, then each kind's as registered.
    @Test func topLevelKeysFollowTheKindRegistry() throws {
        let file = try JSONParser.parse(
            try String(contentsOf: Self.schemaFolder.appendingPathComponent("parts/file.json"), encoding: .utf8),
            file: "file.json")
        let published = try JSONParser.parse(EmbeddedResources.schema, file: "datasources.schema.json")
        #expect(
            Self.keys(of: "properties", in: published)
                == Self.keys(of: "properties", in: file) + DeclarationKinds.all.map { $0.key.rawValue })
    }

    /// The description of `options.platforms` names the kinds each platform gives glue to
    /// ("uikit, for list pickers, …:"), which must be those whose `platformModules` list it: a new
    /// kind or platform changes the sentence, or this fails naming the one to write.
    @Test func platformsDescriptionNamesTheKindsOfEachPlatform() throws {
        let definitions = try #require(try Self.object("parts/file.json")["$defs"] as? [String: Any])
        let options = try #require(definitions["options"] as? [String: Any])
        let properties = try #require(options["properties"] as? [String: Any])
        let platforms = try #require(properties["platforms"] as? [String: Any])
        let description = try #require(platforms["description"] as? String)
        for platform in FileOptions.Platform.allCases {
            let kinds = DeclarationKinds.pluralNouns(joinedBy: "and") { $0.platformModules[platform] != nil }
            let sentence = " \(platform.rawValue), for \(kinds): "
            #expect(
                description.contains(sentence),
                "Schema/parts/file.json: `options.platforms` should say \"\(sentence)\" (each kind's platformModules)")
        }
    }

    @Test func everyReferenceNamesADefinition() throws {
        let schema = try Self.object("datasources.schema.json")
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let references = Self.references(in: schema)
        #expect(references.count > 20)
        for reference in references {
            #expect(
                reference.hasPrefix("#/$defs/") && definitions[String(reference.dropFirst(8))] != nil,
                "\(reference) names no definition")
        }
    }

    /// Every `$ref` in `node`.
    static func references(in node: Any) -> [String] {
        if let object = node as? [String: Any] {
            let own = (object["$ref"] as? String).map { [$0] } ?? []
            return own + object.values.flatMap { references(in: $0) }
        }
        return (node as? [Any] ?? []).flatMap { references(in: $0) }
    }

    /// The member names of the object `key` of `node`, in their order.
    static func keys(of key: String, in node: JSONNode) -> [String] {
        guard case .object(let members) = node.value,
            case .object(let inner)? = members.first(where: { $0.key == key })?.value.value
        else { return [] }
        return inner.map(\.key)
    }
}
