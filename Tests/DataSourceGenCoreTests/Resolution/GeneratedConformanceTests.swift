import Testing

@testable import DataSourceGenCore

/// Generated entities declare exactly the conformances their fields allow, and the file imports
/// the modules its types come from.
@Suite struct GeneratedConformanceTests {
    func generate(_ text: String) throws -> String {
        let result = GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: text)])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map(\.description))")
        return try #require(result.files.first).contents
    }

    func declaration(of type: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.contains("struct \(type)") }.map(String.init)
    }

    @Test func appTypesPassOnWhatTheyDeclare() throws {
        let output = try generate(
            """
            { "types": { "Money": { "conformances": ["Hashable", "Sendable"], "module": "Finance" }, "Photo": {} },
              "entities": {
                "Priced": { "fields": { "id": "Int", "price": "Money" }, "id": "id" },
                "Pictured": { "fields": { "photo": "Photo?" } },
                "Listed": { "fields": { "prices": "[String: [Money]]" } },
              } }
            """)
        #expect(declaration(of: "Priced", in: output) == "struct Priced: Identifiable, Hashable, Sendable {")
        #expect(declaration(of: "Pictured", in: output) == "struct Pictured {")
        #expect(declaration(of: "Listed", in: output) == "struct Listed: Hashable, Sendable {")
        #expect(output.contains("import DataSourceRuntime\nimport Finance\n"))
    }

    @Test func equatableWithoutHashableAndTuplesOnlySendable() throws {
        let output = try generate(
            """
            { "types": { "Score": { "conformances": ["Comparable", "Codable"] } },
              "entities": { "A": { "fields": { "score": "Score" } }, "B": { "fields": { "pair": "(Int, Int)" } } } }
            """)
        #expect(declaration(of: "A", in: output) == "struct A: Equatable, Codable {")
        #expect(declaration(of: "B", in: output) == "struct B: Sendable {")
    }

    @Test func entitiesThatReferToEachOtherThroughArraysKeepEverything() throws {
        let output = try generate(
            """
            { "entities": { "Folder": { "fields": { "files": "[File]", "parent": "[Folder]" } }, "File": { "fields": { "folder": "[Folder]", "at": "Date" } } } }
            """)
        #expect(declaration(of: "Folder", in: output) == "struct Folder: Hashable, Sendable, Codable {")
        #expect(declaration(of: "File", in: output) == "struct File: Hashable, Sendable, Codable {")
        #expect(output.contains("import DataSourceRuntime\nimport Foundation\n"), "Date needs Foundation")
    }

    @Test func aNonSendableAppTypeSpreadsThroughACycle() throws {
        let output = try generate(
            """
            { "types": { "Handle": { "conformances": ["Hashable"] } },
              "entities": { "A": { "fields": { "b": "[B]" } }, "B": { "fields": { "a": "[A]", "handle": "Handle" } } } }
            """)
        #expect(declaration(of: "A", in: output) == "struct A: Hashable {")
        #expect(declaration(of: "B", in: output) == "struct B: Hashable {")
    }

    @Test func appSuppliedEntitiesDeclareTheirConformances() throws {
        let output = try generate(
            """
            { "types": { "FeedCell": {} },
              "entities": { "Post": { "fields": { "id": "Int", "text": "String" }, "id": "id", "title": "text", "generate": false, "conformances": ["Equatable"] } },
              "sectionControllers": { "Rows": { "entity": "Post", "size": { "height": 44 }, "cell": "FeedCell" } } }
            """)
        #expect(output.contains("enum Rows: GeneratedSectionController {"))
        let undeclared = """
            { "types": { "FeedCell": {} },
              "entities": { "Post": { "fields": { "id": "Int", "text": "String" }, "id": "id", "generate": false } },
              "sectionControllers": { "Rows": { "entity": "Post", "size": { "height": 44 }, "cell": "FeedCell" } } }
            """
        let position = DiagnosticsTesting.position(of: #""Post", "size""#, in: undeclared)
        #expect(
            DiagnosticsTesting.diagnose(undeclared) == [
                "T.datasources.json:\(position): error: `sectionControllers.Rows` needs `Post` to be Equatable (so `didUpdate(to:)` runs only when an object changed), but the app's type does not declare it; add \"conformances\": [\"Equatable\"] to `entities.Post` if it conforms"
            ])
    }
}
