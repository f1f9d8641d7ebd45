import Testing

@testable import DataSourceGenCore

/// Generated entities declare exactly the conformances their fields allow (`Codable` unless they
/// say `"codable": false`), and the file imports the modules its types come from.
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

    /// `"codable": false` leaves `Codable` out, and so out of every entity that stores it, as any
    /// field that is not `Codable` does.
    @Test func codableFalseLeavesItOut() throws {
        let output = try generate(
            """
            { "entities": {
                "Order": { "fields": { "lines": "[String: [Line]]?" } },
                "Line": { "fields": { "product": "Product" } },
                "Product": { "fields": { "name": "String" }, "codable": false },
                "Note": { "fields": { "text": "String" } } } }
            """)
        #expect(declaration(of: "Order", in: output) == "struct Order: Hashable, Sendable {")
        #expect(declaration(of: "Line", in: output) == "struct Line: Hashable, Sendable {")
        #expect(declaration(of: "Product", in: output) == "struct Product: Hashable, Sendable {")
        #expect(declaration(of: "Note", in: output) == "struct Note: Hashable, Sendable, Codable {")
        #expect(!output.contains("extension Product {"), "no coding methods for an entity that is not Codable")
    }

    /// `"codable": true` is a requirement, of the entity and of every generated entity it stores:
    /// what stops it is an error there, saying who requires it; the entity that stores an entity
    /// that cannot be `Codable` is not blamed for it as well.
    @Test func codableTrueThatCannotBeMetIsAnErrorWhereItIsStopped() throws {
        let text = """
            { "types": { "Handle": { "conformances": ["Hashable"] } },
              "entities": { "A": { "fields": { "b": "[B]", "pair": "(Int, Int)", "c": "C?" }, "codable": true },
                            "B": { "fields": { "handle": "Handle" } }, "C": { "fields": { "x": "Int" }, "codable": false } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: text)])
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(
            errors == [
                "T.datasources.json:2:56: error: `entities.A.fields.pair` is `(Int, Int)`, which is not Codable, but `A` must be (\"codable\": true); make the type Codable (list `Codable` in its `types` conformances) or remove \"codable\": true",
                "T.datasources.json:3:46: error: `entities.B.fields.handle` is `Handle`, which is not Codable, but `B` is stored by `A`, which must be Codable; make the type Codable (list `Codable` in its `types` conformances) or remove \"codable\": true",
                "T.datasources.json:3:104: error: `entities.C.codable` is false, but `A` must be Codable (\"codable\": true) and stores `C`; remove `codable` here or there",
            ])
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
