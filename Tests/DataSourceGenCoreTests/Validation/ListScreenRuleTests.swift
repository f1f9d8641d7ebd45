import DataSourceGenCore
import Testing

/// Decoding, resolution and validation of `lists`: each mistake is a located error with its fix.
@Suite struct ListScreenRuleTests {
    @Test func mistakesInListScreens() {
        let text = """
            { "entities": {
                "Note": { "fields": { "text": "String", "count": "Int" }, "title": "text" },
                "Item": { "fields": { "id": "Int", "name": "String" }, "id": "id" },
                "Product": { "fields": { "sku": "String", "name": "String", "count": "Int" }, "id": "sku" } },
              "sections": { "Shelf": { "cases": { "top": "Top" } } },
              "lists": {
                "A": { "entity": "Note", "pageSize": 0 },
                "B": { "entity": "Prodct", "debounce": -1 },
                "C": { "entity": "Product", "sections": "Shelff", "search": true },
                "D": { "entity": "Product", "searchFields": ["name"] },
                "E": { "entity": "Product", "search": true, "searchFields": ["count", "nme"] },
                "F": { "entity": "Item" } } }
            """
        func at(_ token: String, _ occurrence: Int = 1) -> String {
            "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
        }
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"Note\"", 2)): error: `lists.A.entity` is `Note`, which has no `id`; a list screen keeps selection and diffs pages by unique identifier, so add \"id\": \"<field>\" to the entity",
                "\(at("0 }")): error: `lists.A.pageSize` must be 1...10000 items, found 0",
                "\(at("\"Prodct\"")): error: `lists.B.entity` names `Prodct`, which is not a declared entity (did you mean `Product`?); declare it under `entities` or fix the name",
                "\(at("-1")): error: `lists.B.debounce` must be 0...10000 milliseconds, found -1",
                "\(at("\"Shelff\"")): error: `lists.C.sections` names `Shelff`, which is not a declared section enum (did you mean `Shelf`?); declare it under `sections`, or remove the key for one section",
                "\(at("\"name\"] }")): error: `lists.D.searchFields` applies to a searchable list; add \"search\": true or remove it",
                "\(at("\"count\", \"nme\"")): error: `lists.E.searchFields` names `count`, which is `Int`; a search looks at text, so name a `String` or `String?` field",
                "\(at("\"nme\"")): error: `lists.E.searchFields` names `nme`, which is not a field of `Product` (did you mean `name`?)",
                "\(at("\"Item\"", 2)): error: `lists.F` names `Item`, which inside `F` means the list's own `F.Item`; rename the declaration (for example `MyItem`)",
            ])
    }
}
