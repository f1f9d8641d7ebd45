import DataSourceGenCore
import Testing

/// A `tables` fixture for the table rule suites: a file that declares cell types, entities and a
/// section enum, to which each test adds its tables, and the diagnostics it gets.
protocol TableRuleChecking {}

extension TableRuleChecking {
    var prefix: String {
        """
        { "types": { "SwitchCell": {}, "ProductCell": {}, "OptionCell": {}, "Plain": {} },
          "entities": {
            "Product": { "fields": { "id": "Int", "name": "String" }, "id": "id", "title": "name" },
            "Note": { "fields": { "text": "String" }, "title": "text" } },
          "sections": { "SortOrder": { "cases": { "name": "Name", "price": "Price" } } },
        """
    }

    func check(_ tables: String) -> (text: String, output: [String]) {
        let text = prefix + "\n  \"tables\": {\n" + tables + "\n} }"
        return (text, DiagnosticsTesting.diagnose(text))
    }

    /// The location of `token` (its `occurrence`-th appearance).
    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }
}

/// Decoding, resolution and validation of `tables`: every mistake the issue lists is a located
/// error with its fix, and a complete table has no diagnostics. Names, conditions and initial
/// choices have suites of their own.
@Suite struct TableRuleTests: TableRuleChecking {
    @Test func completeTableHasNoDiagnostics() {
        let result = check(
            """
            "Settings": {
              "flags": { "showsAdvanced": false },
              "sections": {
                "general": { "header": "General", "footer": "Applies to all devices", "rows": {
                  "wifi": { "kind": "basic", "cell": "SwitchCell", "select": true, "height": 44 },
                  "favourites": { "kind": "array", "items": "Product", "cell": "ProductCell", "height": "handler" },
                  "sortOrder": { "kind": "radio", "options": { "enum": "SortOrder" }, "cell": "OptionCell" },
                  "theme": { "kind": "accordion", "options": ["Light", "Dark"], "cell": "OptionCell" },
                  "featured": { "kind": "radio", "options": { "items": "Product" }, "cell": "ProductCell" } } },
                "advanced": { "visibleWhen": "showsAdvanced", "rows": {
                  "about": { "kind": "static", "cell": "Plain", "visibleWhen": "!showsAdvanced" },
                  "more": { "kind": "static", "cell": "Plain",
                            "visibleWhen": { "field": "showsAdvanced", "equals": false } } } }
              }
            }
            """)
        #expect(result.output == [])
    }

    @Test func kindsMissingWhatTheyNeed() {
        let result = check(
            """
            "T": { "sections": { "s": { "rows": {
              "a": { "kind": "array", "cell": "Plain" },
              "r": { "kind": "radio", "cell": "Plain" },
              "c": { "kind": "accordion", "cell": "Plain" },
              "b": { "kind": "basic" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"array\"", text)): error: `tables.T.sections.s.rows.a` is an array row without `items`; add \"items\": \"<entity or type>\", the type of the elements it shows one row each",
                "\(at("\"radio\"", text)): error: `tables.T.sections.s.rows.r` is a radio row without `options`; add \"options\": [\"First\", \"Second\"], {\"enum\": \"<section enum>\"} or {\"items\": \"<type>\"}",
                "\(at("\"accordion\"", text)): error: `tables.T.sections.s.rows.c` is an accordion row without `options`; add \"options\": [\"First\", \"Second\"], {\"enum\": \"<section enum>\"} or {\"items\": \"<type>\"}",
                "\(at("\"b\"", text)): error: `tables.T.sections.s.rows.b` has no `cell`; add \"cell\": \"<cell class>\" (a type declared under `types`, for example \"SwitchCell\"): row `a` names its cell, and `Handlers` fill one per row; or remove `cell` from every row, as a table without `uikit` needs none",
            ])
    }

    /// UIKit dequeues every row's cell; a table shown only in SwiftUI may name none.
    @Test func cellsAreNeededByUIKitOnly() {
        let table = """
            "T": { "sections": { "s": { "rows": {
              "b": { "kind": "basic" }, "n": { "kind": "array", "items": "Product" } } } } }
            """
        func file(_ platform: String) -> String {
            prefix.replacingOccurrences(
                of: "{ \"types\"", with: "{ \"options\": { \"platforms\": [\"\(platform)\"] }, \"types\"")
                + "\n  \"tables\": {\n" + table + "\n} }"
        }
        let text = file("uikit")
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "\(at("\"b\"", text)): error: `tables.T.sections.s.rows.b` has no `cell`; add \"cell\": \"<cell class>\" (a type declared under `types`, for example \"SwitchCell\"): `uikit` dequeues every row's cell",
                "\(at("\"n\"", text)): error: `tables.T.sections.s.rows.n` has no `cell`; add \"cell\": \"<cell class>\" (a type declared under `types`, for example \"SwitchCell\"): `uikit` dequeues every row's cell",
            ])
        let result = GenerationPipeline().run([
            DefinitionsInput(path: DiagnosticsTesting.file, contents: file("swiftui"))
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let code = result.files.first?.contents ?? ""
        #expect(code.contains("protocol RowHandlers") && !code.contains("protocol Handlers"))
        #expect(!code.contains("func configure<Cell") && !code.contains("func reuseIdentifier(of"))
    }

    @Test func keysOnKindsThatDoNotReadThem() {
        let result = check(
            """
            "T": { "sections": { "s": { "rows": {
              "a": { "kind": "basic", "cell": "Plain", "items": "Product", "options": ["X"] },
              "r": { "kind": "radio", "cell": "Plain", "items": "Product", "options": [] } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"Product\"", text, 2)): error: `tables.T.sections.s.rows.a.items` applies to array rows only, and this row is basic; remove it, or make the row \"kind\": \"array\"",
                "\(at("[\"X\"]", text)): error: `tables.T.sections.s.rows.a.options` applies to radio and accordion rows only, and this row is basic; remove it, or make the row \"kind\": \"radio\"",
                "\(at("\"Product\"", text, 3)): error: `tables.T.sections.s.rows.r.items` applies to array rows only, and this row is radio; for options held in the state write \"options\": {\"items\": \"Product\"}",
                "\(at("[]", text)): error: `tables.T.sections.s.rows.r.options` is empty; give at least one option title",
            ])
    }

    @Test func shapeErrors() {
        let result = check(
            """
            "T": { "flags": { "f": 1 }, "sections": { "s": { "rows": {
              "a": { "kind": "grid", "cell": "Plain", "height": -3 },
              "b": { "kind": "radio", "cell": "Plain", "options": { "enum": "SortOrder", "items": "Product" }, "height": "auto" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("1", text)): error: `tables.T.flags.f` must be the flag's initial value, true or false, found the number 1",
                "\(at("\"grid\"", text)): error: `tables.T.sections.s.rows.a.kind` is \"grid\", which is not allowed; use one of \"basic\", \"array\", \"radio\", \"accordion\", \"static\"",
                "\(at("-3", text)): error: `tables.T.sections.s.rows.a.height` must be a number of points, positive and at most 10000, found -3",
                "\(at("\"Product\"", text, 2)): error: `tables.T.sections.s.rows.b.options` gives both `enum` and `items`; keep one of them",
                "\(at("\"auto\"", text)): error: `tables.T.sections.s.rows.b.height` must be a number of points, or \"handler\" for a height handler, found the string \"auto\"",
            ])
    }

    @Test func shapesTheGeneratedCodeCannotTake() {
        let result = check(
            """
            "T": { "flags": { "storeOptions": true }, "sections": { "s": { "rows": {
              "about": { "kind": "static", "cell": "Plain", "reuseIdentifier": "about" },
              "theme": { "kind": "accordion", "cell": "Plain", "options": { "items": "Product" } },
              "text": { "kind": "basic", "cell": "String" },
              "store": { "kind": "radio", "cell": "Plain", "options": { "items": "Product" } },
              "id": { "kind": "basic", "cell": "Plain" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"storeOptions\"", text)): error: flag `storeOptions` would be the state property `storeOptions`, which holds the options of radio row `store`; rename one of them",
                "\(at("\"about\"", text, 2)): error: `tables.T.sections.s.rows.about` is a static row, whose cell the app makes and the table never dequeues; remove \"reuseIdentifier\", or make the row \"kind\": \"basic\" to dequeue its cell",
                "\(at("{ \"items\"", text)): error: `tables.T.sections.s.rows.theme.options` takes its options from the state (`items`), but an accordion's options are fixed; list titles ([\"First\", \"Second\"]) or name a section enum ({\"enum\": \"<section enum>\"}), or make the row \"kind\": \"radio\"",
                "\(at("\"String\" }", text, 3)): error: `tables.T.sections.s.rows.text.cell` is `String`, which is not a cell class; declare the app's `UITableViewCell` subclass under `types` (for example \"types\": { \"SwitchCell\": {} }) and name it here",
                "\(at("\"id\": { \"kind", text)): error: row `id` would be generated as `id`, which clashes with a member the generated code gives `T.Row` (`hashValue`, `id`); rename it",
            ])
    }

    @Test func typesNamedLikeTheTablesOwnTypes() {
        let text = """
            { "types": { "Row": { "conformances": ["Identifiable", "Hashable", "Sendable"] }, "Handlers": {} },
              "tables": { "T": { "sections": { "s": { "rows": {
                "a": { "kind": "array", "cell": "Handlers", "items": "Row" } } } } } } }
            """
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"Handlers\"", in: text, occurrence: 2)): error: `tables.T.sections.s.rows.a.cell` names `Handlers`, which inside `T` means the table's own `T.Handlers`; rename the app's type or the entity (for example `MyHandlers`)",
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"Row\"", in: text, occurrence: 2)): error: `tables.T.sections.s.rows.a.items` names `Row`, which inside `T` means the table's own `T.Row`; rename the app's type or the entity (for example `MyRow`)",
            ])
    }
}
