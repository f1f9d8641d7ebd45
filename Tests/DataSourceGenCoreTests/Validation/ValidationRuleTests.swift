import DataSourceGenCore
import Testing

/// Every semantic rule, each with the exact `file:line:column` and message it prints.
@Suite struct ValidationRuleTests {
    func diagnose(_ text: String) -> [String] { DiagnosticsTesting.diagnose(text) }
    let product = DiagnosticsTesting.product
    let category = DiagnosticsTesting.category

    @Test func validFileHasNoDiagnostics() {
        #expect(
            diagnose(
                """
                { "entities": { \(product) }, "sections": { \(category) },
                  "pickers": { "P": { "entity": "Product", "mode": "sectioned", "sections": "Category" } } }
                """) == [])
    }

    @Test func unknownEntityWithSuggestion() {
        #expect(
            diagnose(
                """
                { "entities": { \(product) },
                  "pickers": { "P": { "entity": "Prodcut", "mode": "index" } }, "sections": { \(category) } }
                """) == [
                    "T.datasources.json:2:33: error: `pickers.P.entity` names `Prodcut`, which is not a declared entity (did you mean `Product`?); declare it under `entities` or fix the name"
                ])
    }

    @Test func unknownSectionEnumAndFields() {
        let output = diagnose(
            """
            {
              "entities": { "E": { "fields": { "a": "String" }, "id": "b", "title": "nme", "search": ["a", "zz"] } },
              "pickers": { "P": { "entity": "E", "mode": "sectioned", "sections": "Categry" } }
            }
            """)
        #expect(
            output == [
                "T.datasources.json:2:59: error: `entities.E.id` names `b`, which is not a field of `E`",
                "T.datasources.json:2:73: error: `entities.E.title` names `nme`, which is not a field of `E`",
                "T.datasources.json:2:96: error: `entities.E.search` names `zz`, which is not a field of `E`",
                "T.datasources.json:3:71: error: `pickers.P.sections` names `Categry`, which is not a declared section enum; declare it under `sections` or fix the name",
            ])
    }

    @Test func uniqueIDThatIsNotHashable() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": { "pair": "(Int, Int)", "t": "String" }, "id": "pair", "title": "t" } } }
                """) == [
                    "T.datasources.json:1:81: error: `entities.E.id` names field `pair` of type `(Int, Int)`, which is not Hashable; a unique identifier must be Hashable (String, Int, UUID, …): choose another field or change its type"
                ])
    }

    @Test func sectionedPickerWithoutUniqueIDQuotesTheSeed() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": { "t": "String", "c": "Category" }, "title": "t" } },
                  "sections": { \(category) },
                  "pickers": { "P": { "entity": "E", "mode": "sectioned", "sections": "Category" } } }
                """) == [
                    "T.datasources.json:3:46: error: `pickers.P.mode` is \"sectioned\", which needs unique identifiers, but `entities.E` has no `id` field. \"Only data source using unique identifier could be sectioned\" (FUIListPickerDataSource). Add \"id\": \"<field>\" to the entity or use \"mode\": \"index\""
                ])
    }

    @Test func indexModeCannotBeSectionedOrSelectAll() {
        #expect(
            diagnose(
                """
                { "entities": { \(product) }, "sections": { \(category) },
                  "pickers": { "P": { "entity": "Product", "mode": "index", "groupBy": "name", "selection": "multiple", "selectAll": true } } }
                """) == [
                    "T.datasources.json:2:72: error: `pickers.P` is not sectioned (mode \"index\"), so sections cannot be given. \"Only data source using unique identifier could be sectioned\" (FUIListPickerDataSource): use \"mode\": \"sectioned\" with an entity that has an `id`, or remove this key",
                    "T.datasources.json:2:118: error: `pickers.P.selectAll` needs unique identifiers (Select All is driven by `allUniqueIdentifiers`, which has no effect on index-mode data sources); use \"mode\": \"uniqueID\" or remove `selectAll`",
                ])
    }

    @Test func selectAllNeedsMultipleSelection() {
        #expect(
            diagnose(
                """
                { "entities": { \(product) }, "pickers": { "P": { "entity": "Product", "mode": "uniqueID", "selectAll": true } }, "sections": { \(category) } }
                """) == [
                    "T.datasources.json:1:211: error: `pickers.P.selectAll` needs multiple selection; add \"selection\": \"multiple\" or remove `selectAll`"
                ])
    }

    @Test func sectionedNeedsExactlyOneWayToSection() {
        #expect(
            diagnose(
                """
                { "entities": { \(product) }, "sections": { \(category) },
                  "pickers": {
                    "A": { "entity": "Product", "mode": "sectioned" },
                    "B": { "entity": "Product", "mode": "sectioned", "sections": "Category", "groupBy": "name" },
                    "C": { "entity": "Product", "mode": "sectioned", "groupBy": "name", "sectionField": "category" },
                  } }
                """) == [
                    "T.datasources.json:3:41: error: `pickers.A` is sectioned but says neither how: add \"sections\": \"<section enum>\" or \"groupBy\": \"<field>\"",
                    "T.datasources.json:4:89: error: `pickers.B` gives both `sections` and `groupBy`; keep one of them",
                    "T.datasources.json:5:89: error: `pickers.C.sectionField` only applies together with `sections`; remove it or add \"sections\": \"<section enum>\"",
                ])
    }

    @Test func sectionFieldMustHaveTheEnumType() {
        let output = diagnose(
            """
            { "entities": { "E": { "fields": { "id": "Int", "t": "String", "a": "Category", "b": "Category" }, "id": "id", "title": "t" },
                            "F": { "fields": { "id": "Int", "t": "String" }, "id": "id", "title": "t" } },
              "sections": { \(category) },
              "pickers": {
                "Ambiguous": { "entity": "E", "mode": "sectioned", "sections": "Category" },
                "WrongType": { "entity": "E", "mode": "sectioned", "sections": "Category", "sectionField": "t" },
                "NoField": { "entity": "F", "mode": "sectioned", "sections": "Category" },
              } }
            """)
        #expect(
            output == [
                "T.datasources.json:5:68: error: `entities.E` has several fields of type `Category` (`a`, `b`); choose one with \"sectionField\"",
                "T.datasources.json:6:96: error: `pickers.WrongType.sectionField` names `t` of type `String`, but the sections are `Category`; name a field of type `Category`",
                "T.datasources.json:7:66: error: `pickers.NoField.sections` is `Category`, but `entities.F` has no field of that type to place each item in a section; add one (for example \"section\": \"Category\")",
            ])
    }

    @Test func groupByFieldMustBeHashable() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": { "id": "Int", "t": "String", "f": "(Int, Int)" }, "id": "id", "title": "t" } },
                  "pickers": { "P": { "entity": "E", "mode": "sectioned", "groupBy": "f" } } }
                """) == [
                    "T.datasources.json:2:70: error: `pickers.P.groupBy` names field `f` of type `(Int, Int)`, which is not Hashable, so it cannot group rows; choose a Hashable field"
                ])
    }

    @Test func pickerEntityNeedsATitle() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": { "id": "Int" }, "id": "id" } }, "pickers": { "P": { "entity": "E", "mode": "uniqueID" } } }
                """) == [
                    "T.datasources.json:1:97: error: `pickers.P` lists `E`, which has no `title` field to show in rows and in the selection text; add \"title\": \"<field>\" to `entities.E`"
                ])
    }

    @Test func searchFieldsWithoutSearchWarn() {
        #expect(
            diagnose(
                """
                { "entities": { \(product) }, "pickers": { "P": { "entity": "Product", "mode": "index", "searchFields": ["name"] } }, "sections": { \(category) } }
                """) == [
                    "T.datasources.json:1:212: warning: `pickers.P.searchFields` has no effect because search is off; add \"search\": true or remove `searchFields`"
                ])
    }

    @Test func fieldTypeSyntaxPointsInsideTheString() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": { "a": "[String" } } } }
                """) == [
                    "T.datasources.json:1:49: error: `entities.E.fields.a` is not a Swift type: expected ']' to close the array type but found the end of the type; write a type such as `String`, `[Int]` or `Date?`"
                ])
    }

    /// 50,000 nested optionals once overflowed the stack while resolving; now the 64th is refused at
    /// its column.
    @Test func hostilelyNestedFieldTypesAreRefusedAtTheirColumn() {
        let text =
            #"{ "entities": { "E": { "fields": { "a": "Int"# + String(repeating: "?", count: 50_000) + #"" } } } }"#
        #expect(
            diagnose(text) == [
                "T.datasources.json:1:\(41 + 3 + 63 + 1): error: `entities.E.fields.a` is not a Swift type: the type is nested too deeply (more than 64 levels of brackets, generic arguments, optionals and `any`/`some`); write a type such as `String`, `[Int]` or `Date?`"
            ])
    }

    /// A default must fit its field's type, exists only for generated entities, and an object
    /// field names its type.
    @Test func fieldDefaultsThatDoNotFit() {
        let text = """
            { "types": { "App": {} }, "sections": { "Stage": { "cases": { "draft": "Draft" } } }, "entities": {
              "E": { "fields": {
                "a": { "type": "Int", "default": 1.5 },
                "b": { "type": "[Int]", "default": [1] },
                "c": { "type": "Stage", "default": "fnal" },
                "d": { "type": "URL", "default": "https://example.com" },
                "e": { "default": 1 },
                "f": { "type": "String", "default": "ok", "note": 1 } } },
              "S": { "fields": { "id": { "type": "String", "default": "" } }, "generate": false } } }
            """
        #expect(
            diagnose(text) == [
                "T.datasources.json:\(DiagnosticsTesting.position(of: "1.5", in: text)): error: `entities.E.fields.a.default` does not fit the type `Int`; write a whole number",
                "T.datasources.json:\(DiagnosticsTesting.position(of: "[1]", in: text)): error: `entities.E.fields.b.default` does not fit the type `[Int]`; write [] (a default collection is empty)",
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"fnal\"", in: text)): error: `entities.E.fields.c.default` does not fit the type `Stage`; write the name of one of the enum's cases",
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"https", in: text)): error: `entities.E.fields.d.default` does not fit the type `URL`; write no default: a `URL` cannot be written in JSON, so the app passes it",
                "T.datasources.json:\(DiagnosticsTesting.position(of: "{ \"default\": 1 }", in: text)): error: `entities.E.fields.e` is missing the required key `type`",
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"note\"", in: text)): error: unknown key `note` in `entities.E.fields.f`; remove it or use one of `type`, `default`",
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"\" }", in: text)): error: `entities.S.fields.id.default` applies to generated entities, and the app supplies `S` (`generate: false`); give the default in the app's type",
            ])
    }

    @Test func emptyEntityAndSection() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": {} } }, "sections": { "S": { "cases": {} } } }
                """) == [
                    "T.datasources.json:1:17: error: `entities.E` has no fields; add at least one under `fields` (for example \"name\": \"String\")",
                    "T.datasources.json:1:56: error: `sections.S` has no cases; add them under `cases`, in the order the sections are shown (for example \"tools\": \"Tools\")",
                ])
    }

    @Test func appSuppliedTypeMustUseIdentifiableID() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": { "code": "String" }, "id": "code", "generate": false } } }
                """) == [
                    "T.datasources.json:1:62: error: `entities.E` is supplied by the app (`generate: false`), so its unique identifier must be its `Identifiable.id`; set `id` to \"id\" or let the generator emit the type"
                ])
    }

    @Test func mutableHasNoEffectOnAnAppSuppliedType() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": { "id": "String" }, "id": "id", "generate": false, "mutable": true } } }
                """) == [
                    "T.datasources.json:1:96: warning: `entities.E.mutable` has no effect because the app supplies the type (`generate: false`); remove it"
                ])
    }

    @Test func fieldNamedIDThatIsNotTheUniqueID() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": { "id": "Int", "sku": "String" }, "id": "sku" } } }
                """) == [
                    "T.datasources.json:1:36: error: `entities.E` has a field named `id` (the Swift property `id`) that is not its unique identifier (`sku`); `Identifiable` needs `id` to be the unique identifier, so rename this field or set \"id\": \"id\""
                ])
    }
}
