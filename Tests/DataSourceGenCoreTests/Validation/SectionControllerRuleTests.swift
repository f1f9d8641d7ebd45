import DataSourceGenCore
import Testing

/// Decoding and validation of `sectionControllers`.
@Suite struct SectionControllerRuleTests {
    let entities = """
        { "entities": {
            "Post": { "fields": { "id": "Int", "title": "String", "tags": "[String]" }, "id": "id", "title": "title" },
            "Note": { "fields": { "text": "String" }, "title": "text" },
            "Box": { "fields": { "id": "Int", "money": "Money" }, "id": "id" } },
        """

    func check(_ controllers: String) -> (text: String, output: [String]) {
        let types = #""types": { "Money": {}, "C": {}, "PostCell": {}, "TagCell": {}, "PairCell": {} }"#
        let text = entities + "\n  \"sectionControllers\": {\n" + controllers + "\n}, " + types + " }"
        return (text, DiagnosticsTesting.diagnose(text))
    }

    /// The location of `token` (its `occurrence`-th appearance), `shift` columns to the right.
    func at(_ token: String, _ text: String, _ occurrence: Int = 1, shift: Int = 0) -> String {
        let parts = DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence).split(separator: ":")
        guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else { return "not found" }
        return "T.datasources.json:\(line):\(column + shift)"
    }

    @Test func validControllersHaveNoDiagnostics() {
        let result = check(
            """
            "PostRows": { "entity": "Post", "size": { "height": 44 }, "cell": "PostCell" },
            "TagGrid": { "entity": "Post", "items": { "each": "tags" }, "size": { "columns": 3, "aspectRatio": 1.5 }, "cell": "TagCell", "reuseIdentifier": "tag" },
            "Pair": { "entity": "Post", "items": 2, "size": { "columns": 2, "height": 80 }, "cell": "PairCell" }
            """)
        #expect(result.output == [])
    }

    @Test func entityMustExistHaveAnIDAndBeEquatable() {
        let result = check(
            """
            "A": { "entity": "Pots", "size": { "height": 44 }, "cell": "C" },
            "B": { "entity": "Note", "size": { "height": 44 }, "cell": "C" },
            "D": { "entity": "Box", "size": { "height": 44 }, "cell": "C" }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"Pots\"", text)): error: `sectionControllers.A.entity` names `Pots`, which is not a declared entity (did you mean `Post`?); declare it under `entities` or fix the name",
                "\(at("\"Note\"", text, 2)): error: `sectionControllers.B` lists `Note`, which has no `id` field; section controllers are kept per object identity (as IGListKit does), so add \"id\": \"<field>\" to the entity",
                "\(at("\"Box\"", text, 2)): error: `sectionControllers.D` needs `Box` to be Equatable (so `didUpdate(to:)` runs only when an object changed), but `money`: Money is not Equatable; use Equatable field types",
            ])
    }

    @Test func itemAndSizeRules() {
        let result = check(
            """
            "A": { "entity": "Post", "items": { "each": "title" }, "size": { "height": 0 }, "cell": "C" },
            "B": { "entity": "Post", "items": 0, "size": { "height": 10, "aspectRatio": 2 }, "cell": "[C" },
            "D": { "entity": "Post", "items": "one", "size": { "columns": 0, "height": 5 }, "cell": "C", "reuseIdentifier": "" },
            "E": { "entity": "Post", "size": {}, "cell": "C" }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"each\": \"title\"", text, shift: 8)): error: `sectionControllers.A.items.each` names `title` of type `String`, which is not an array; name an array field (one cell per element) or give a number of cells",
                "\(at("0 }", text)): error: `sectionControllers.A.size.height` must be positive and at most 10000, found 0.0",
                "\(at("0,", text)): error: `sectionControllers.B.items` must be a whole number of cells per object, 1...1000, found 0",
                "\(at("2 }", text)): error: `sectionControllers.B.size` gives both `height` and `aspectRatio`; keep one of them",
                "\(at("\"[C\"", text, shift: 3)): error: `sectionControllers.B.cell` is not a Swift type: expected ']' to close the array type but found the end of the type; name the cell class, for example \"ProductCell\"",
                "\(at("\"one\"", text)): error: `sectionControllers.D.items` must be a number of cells per object, or {\"each\": \"<array field>\"}, found the string \"one\"",
                "\(at("0, \"height\": 5", text)): error: `sectionControllers.D.size.columns` must be 1...100, found 0",
                "\(at("\"\" }", text)): error: `sectionControllers.D.reuseIdentifier` is empty; remove it to use the cell type's name (the controller's without a cell), or give a non-empty identifier",
                "\(at("{}", text)): error: `sectionControllers.E.size` needs `height` (full width, or a grid with `columns`) or `columns` with `aspectRatio`",
            ])
    }

    /// `uikit` and `iglistkit` dequeue cells, so they need one; SwiftUI alone (or no platform)
    /// does not, and the controller's `Cell` is `Void`, its reuse identifier its own name.
    @Test func cellIsRequiredOnlyWhereAPlatformDequeuesIt() throws {
        let controller = #""sectionControllers": { "Image rows": { "entity": "Post", "size": { "height": 44 } } }"#
        let post = #""entities": { "Post": { "fields": { "id": "Int" }, "id": "id" } }"#
        for platforms in [#"["swiftui"]"#, #"["fiori-swiftui"]"#, "[]"] {
            let text = "{ \"options\": { \"platforms\": \(platforms) }, \(post), \(controller) }"
            let result = GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: text)])
            #expect(result.diagnostics.isEmpty, "\(platforms): \(result.diagnostics)")
            let output = try #require(result.files.first).contents
            #expect(
                output.contains("    typealias Cell = Void\n") && output.contains(#"reuseIdentifier = "ImageRows""#))
            #expect(
                output.contains(
                    "/// `Image rows` in the definitions. Each `Post` without a cell class; one cell per object; full width, 44"
                ))
        }
        for (platforms, why) in [
            (#"["iglistkit", "swiftui"]"#, "`iglistkit` dequeues each object's cells"),
            (#"["uikit", "iglistkit"]"#, "`uikit` and `iglistkit` dequeue each object's cells"),
        ] {
            let text = "{ \"options\": { \"platforms\": \(platforms) }, \(post), \(controller) }"
            #expect(
                DiagnosticsTesting.diagnose(text) == [
                    "\(at("\"Image rows\"", text)): error: `sectionControllers.Image rows` has no `cell`; add \"cell\": \"<cell class>\" (the app's UICollectionViewCell subclass, declared under `types`, for example \"ProductCell\"): \(why), which a SwiftUI view does not need"
                ])
        }
    }
}
