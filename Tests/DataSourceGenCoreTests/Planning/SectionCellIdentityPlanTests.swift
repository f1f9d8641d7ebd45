import Testing

@testable import DataSourceGenCore

/// What a SwiftUI view keys a section controller's cells by, decided from the resolved element
/// type of `each`: its `id` when Identifiable, else itself when Hashable, else its position; a
/// fixed number of cells are positions.
@Suite struct SectionCellIdentityPlanTests {
    @Test func theElementsConformancesDecideTheCellIdentity() throws {
        let text = """
            { "types": { "Blob": { "conformances": [] }, "Tag": { "conformances": ["Identifiable", "Hashable"] } },
              "entities": {
                "P": { "fields": { "id": "Int" }, "id": "id" },
                "N": { "fields": { "name": "String" } },
                "A": { "fields": { "id": "Int", "ps": "[P]", "ns": "[N]", "ss": "[String?]", "bs": "[Blob]",
                                   "ts": "[Tag]", "pairs": "[(Int, Int)]" }, "id": "id" } },
              "sectionControllers": {
                "Ps": { "entity": "A", "items": { "each": "ps" }, "size": { "height": 1 } },
                "Ns": { "entity": "A", "items": { "each": "ns" }, "size": { "height": 1 } },
                "Ss": { "entity": "A", "items": { "each": "ss" }, "size": { "height": 1 } },
                "Bs": { "entity": "A", "items": { "each": "bs" }, "size": { "height": 1 } },
                "Ts": { "entity": "A", "items": { "each": "ts" }, "size": { "height": 1 } },
                "Pairs": { "entity": "A", "items": { "each": "pairs" }, "size": { "height": 1 } },
                "Two": { "entity": "A", "items": 2, "size": { "height": 1 } },
                "One": { "entity": "A", "size": { "height": 1 } } } }
            """
        let decoded = try #require(DefinitionsDecoder().decode(text, file: "T.datasources.json").definitions)
        let (resolved, _) = DefinitionsResolver().resolve(decoded)
        let plans = resolved.declarations[SectionControllerKind.self].map(SectionControllerPlanner.plan)
        #expect(plans.map(\.typeName) == ["Ps", "Ns", "Ss", "Bs", "Ts", "Pairs", "Two", "One"])
        #expect(
            plans.map(\.cellIdentity) == [.elementID, .element, .element, .index, .elementID, .index, .index, .index])
        #expect(plans.map(\.eachElementType) == ["P", "N", "String?", "Blob", "Tag", "(Int, Int)", nil, nil])
    }
}
