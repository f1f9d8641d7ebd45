import DataSourceGenCore
import Testing

/// Shape problems found while decoding: unknown keys, wrong value types, bad enum values,
/// missing keys, duplicates and syntax errors — all reported in one run.
@Suite struct DecodingDiagnosticsTests {
    func diagnose(_ text: String) -> [String] { DiagnosticsTesting.diagnose(text) }

    @Test func unknownKeysSuggestTheNearestKnownKey() {
        #expect(
            diagnose(
                """
                { "entitys": {}, "pickers": { "P": { "entity": "E", "mode": "index", "serach": true } } }
                """) == [
                    "T.datasources.json:1:3: error: unknown top-level key `entitys`; did you mean `entities`?",
                    "T.datasources.json:1:48: error: `pickers.P.entity` names `E`, which is not a declared entity; declare it under `entities` or fix the name",
                    "T.datasources.json:1:70: error: unknown key `serach` in `pickers.P`; did you mean `search`?",
                ])
    }

    @Test func wrongValueTypesAndEnumValues() {
        let output = diagnose(
            """
            {
              "options": { "accessLevel": "open", "imports": "Foundation" },
              "entities": { "E": { "fields": { "a": 3, "t": "String" }, "title": "t", "generate": "no" } },
              "pickers": { "P": { "entity": "E", "mode": "indexed", "selection": "many" } }
            }
            """)
        #expect(
            output.contains(
                "T.datasources.json:2:31: error: `options.accessLevel` is \"open\", which is not allowed; use one of \"internal\", \"public\""
            ))
        #expect(output.contains { $0.hasPrefix("T.datasources.json:2:50: error: `options.imports` must be an array") })
        #expect(
            output.contains {
                $0.hasPrefix("T.datasources.json:3:41: error: `entities.E.fields.a` must be a Swift type name string")
            })
        #expect(
            output.contains { $0.hasPrefix("T.datasources.json:3:87: error: `entities.E.generate` must be a boolean") })
        #expect(
            output.contains(
                "T.datasources.json:4:46: error: `pickers.P.mode` is \"indexed\", which is not allowed; did you mean \"index\"? use one of \"index\", \"uniqueID\", \"sectioned\""
            ))
        #expect(
            output.contains {
                $0.hasPrefix("T.datasources.json:4:70: error: `pickers.P.selection` is \"many\", which is not allowed;")
            })
    }

    @Test func missingRequiredKeys() {
        #expect(
            diagnose(
                """
                { "entities": { "E": {} }, "sections": { "S": {} }, "pickers": { "P": {} } }
                """) == [
                    "T.datasources.json:1:22: error: `entities.E` is missing the required key `fields`",
                    "T.datasources.json:1:47: error: `sections.S` is missing the required key `cases`",
                    "T.datasources.json:1:71: error: `pickers.P` is missing the required key `entity`",
                    "T.datasources.json:1:71: error: `pickers.P` is missing the required key `mode`",
                ])
    }

    @Test func duplicateKeys() {
        #expect(
            diagnose(
                """
                { "entities": { "E": { "fields": { "a": "Int", "a": "String" } } } }
                """
            ).contains { $0.hasPrefix("T.datasources.json:1:48: error: duplicate key `a`") })
    }

    @Test func syntaxErrorsStopAtTheBreak() {
        let output = diagnose(
            """
            {
              "entities": { "E": { "fields": { "a": "Int" } }
              "pickers": {}
            }
            """)
        #expect(output.count == 1)
        #expect(output.first?.hasPrefix("T.datasources.json:3:3: error: ") == true)
    }

    @Test func json5IsAccepted() {
        #expect(
            diagnose(
                """
                // comment
                { entities: { E: { fields: { a: 'Int', }, /* trailing commas */ }, }, }
                """) == [])
    }

    @Test func nullTitleIsNoHeaderButOtherTypesAreErrors() {
        #expect(
            diagnose(#"{ "sections": { "S": { "cases": { "a": null, "b": 1 } } } }"#)
                == [
                    "T.datasources.json:1:51: error: `sections.S.cases.b` must be a header title string, or null for no header, found the number 1"
                ])
    }
}
