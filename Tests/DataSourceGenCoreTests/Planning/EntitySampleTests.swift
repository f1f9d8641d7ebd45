import Testing

@testable import DataSourceGenCore

/// A preview's sample of an entity whose field is another generated entity holds that entity's
/// sample, made the same way; an entity that reaches itself through fields that must hold a value,
/// or lies more than ``EntitySamples/depthLimit`` entities deep, has none, while an optional field
/// is `nil` and a collection of an entity already being made stays empty.
@Suite struct EntitySampleTests {
    static func resolved(_ entities: String) throws -> ResolvedDefinitions {
        let text = #"{ "entities": { \#(entities) } }"#
        let decoded = try #require(DefinitionsDecoder().decode(text, file: "T.datasources.json").definitions)
        // Some of these types are refused as Swift structs (a value type cannot hold itself);
        // the samples must still end.
        return DefinitionsResolver().resolve(decoded).resolved
    }

    static func sample(of name: String, in file: ResolvedDefinitions) throws -> [PreviewFieldPlan]? {
        let entity = try #require(file.entities.first { $0.typeName == name })
        return EntitySamples.items(of: entity, sections: file.sections, entities: file.entities, count: 1)?.first?
            .fields
    }

    @Test func anEntityFieldHoldsThatEntitysSampleAndACycleThroughACollectionStaysEmpty() throws {
        let file = try Self.resolved(
            """
            "Folder": { "fields": { "name": "String", "files": "[File]", "owner": "Person", "backup": "Folder?" } },
            "File": { "fields": { "folder": "Folder" } },
            "Person": { "fields": { "name": "String" } }
            """)
        let person = FieldDefault.entitySample(
            EntitySample(
                type: "Person",
                fields: [PreviewFieldPlan(argumentLabel: "name", value: .literal(#""name 1""#), isLast: true)]))
        let folder = try #require(try Self.sample(of: "Folder", in: file))
        #expect(folder.map(\.value) == [.literal(#""name 1""#), .emptyCollection, person, .nilValue])
        let file1 = try #require(try Self.sample(of: "File", in: file))
        #expect(
            file1.map(\.value) == [
                .entitySample(
                    EntitySample(
                        type: "Folder",
                        fields: [
                            PreviewFieldPlan(argumentLabel: "name", value: .literal(#""name 1""#), isLast: false),
                            PreviewFieldPlan(argumentLabel: "files", value: .emptyCollection, isLast: false),
                            PreviewFieldPlan(argumentLabel: "owner", value: person, isLast: false),
                            PreviewFieldPlan(argumentLabel: "backup", value: .nilValue, isLast: true),
                        ]))
            ])
    }

    @Test func anEntityReachingItselfThroughFieldsThatMustHoldAValueHasNoSample() throws {
        let file = try Self.resolved(
            #""A": { "fields": { "b": "B" } }, "B": { "fields": { "a": "A" } }, "C": { "fields": { "me": "C" } }"#)
        #expect(try Self.sample(of: "A", in: file) == nil)
        #expect(try Self.sample(of: "C", in: file) == nil)
        let a = try #require(file.entities.first { $0.typeName == "A" })
        #expect(
            EntitySamples.whyNoSample(of: a, sections: [], entities: file.entities)
                == "`A.b` is `B`, which the generator makes no sample of.")
    }

    @Test func samplesStopAtTheDepthLimit() throws {
        let file = try Self.resolved(
            """
            "E1": { "fields": { "e": "E2" } }, "E2": { "fields": { "e": "E3" } }, "E3": { "fields": { "e": "E4" } },
            "E4": { "fields": { "e": "E5" } }, "E5": { "fields": { "n": "Int" } }
            """)
        #expect(EntitySamples.depthLimit == 4)
        #expect(try Self.sample(of: "E2", in: file) != nil, "four entities deep")
        #expect(try Self.sample(of: "E1", in: file) == nil, "five entities deep")
    }
}
