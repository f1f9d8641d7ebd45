import DataSourceGenCore
import Testing

/// Decoding, resolution and validation of `tables`: every mistake the issue lists is a located
/// error with its fix, and a complete table has no diagnostics.
@Suite struct TableRuleTests {
    let prefix = """
        { "types": { "SwitchCell": {}, "ProductCell": {}, "OptionCell": {}, "Plain": {} },
          "entities": {
            "Product": { "fields": { "id": "Int", "name": "String" }, "id": "id", "title": "name" },
            "Note": { "fields": { "text": "String" }, "title": "text" } },
          "sections": { "SortOrder": { "cases": { "name": "Name", "price": "Price" } } },
        """

    func check(_ tables: String) -> (text: String, output: [String]) {
        let text = prefix + "\n  \"tables\": {\n" + tables + "\n} }"
        return (text, DiagnosticsTesting.diagnose(text))
    }

    /// The location of `token` (its `occurrence`-th appearance).
    func at(_ token: String, _ text: String, _ occurrence: Int = 1) -> String {
        "T.datasources.json:" + DiagnosticsTesting.position(of: token, in: text, occurrence: occurrence)
    }

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

    /// `initial` names an option of a radio row over titles or an enum; it is refused where there
    /// is nothing to name yet (options held in the state) or nothing to choose (other kinds).
    @Test func initialChoicesNameAnOptionOfARadioRow() {
        let result = check(
            """
            "T": { "sections": { "s": { "rows": {
              "t": { "kind": "radio", "cell": "Plain", "options": ["Small", "Large"], "initial": "Large" },
              "e": { "kind": "radio", "cell": "Plain", "options": { "enum": "SortOrder" }, "initial": "prise" },
              "i": { "kind": "radio", "cell": "Plain", "options": { "items": "Product" }, "initial": "1" },
              "a": { "kind": "accordion", "cell": "Plain", "options": ["X"], "initial": "X" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"prise\"", text)): error: `tables.T.sections.s.rows.e.initial` is \"prise\", which is not one of the row's options (did you mean `price`?); name one of \"name\", \"price\"",
                "\(at("\"1\"", text)): error: `tables.T.sections.s.rows.i.initial` cannot choose among options held in the state, which are not known until they load; remove it: the row selects the first option once there are some, and the app may set another in the state",
                "\(at("\"X\"", text, 2)): error: `tables.T.sections.s.rows.a.initial` applies to radio rows, and this row is accordion; remove it",
            ])
    }

    /// An enum option is named by its case name or by its title.
    @Test func initialNamesAnEnumOptionByTitle() throws {
        let text =
            prefix + """

                  "tables": { "T": { "sections": { "s": { "rows": {
                    "e": { "kind": "radio", "cell": "Plain", "options": { "enum": "SortOrder" }, "initial": "Price" } } } } }
                } }
                """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("var e: SortOrder = .price"))
    }

    @Test func duplicateNamesAcrossSectionsAndFlags() {
        let result = check(
            """
            "T": { "flags": { "wifi": true }, "sections": {
              "s": { "rows": { "wifi": { "kind": "basic", "cell": "Plain" }, "my-row": { "kind": "basic", "cell": "Plain" } } },
              "t": { "rows": { "myRow": { "kind": "basic", "cell": "Plain" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"wifi\"", text, 2)): error: row `wifi` is already declared at \(at("\"wifi\"", text, 1).dropFirst("T.datasources.json:".count)); rename or remove one of them",
                "\(at("\"myRow\"", text)): error: `myRow` and `my-row` (\(at("\"my-row\"", text).dropFirst("T.datasources.json:".count))) both become the Swift member name `myRow`; rename one of them",
            ])
    }

    @Test func oneReuseIdentifierForTwoCellTypes() {
        let result = check(
            """
            "T": { "sections": { "s": { "rows": {
              "a": { "kind": "basic", "cell": "SwitchCell", "reuseIdentifier": "cell" },
              "b": { "kind": "basic", "cell": "SwitchCell", "reuseIdentifier": "cell" },
              "c": { "kind": "basic", "cell": "Plain", "reuseIdentifier": "cell" } } } } }
            """)
        let text = result.text
        let firstAt = at("\"a\"", text).dropFirst("T.datasources.json:".count)
        #expect(
            result.output == [
                "\(at("\"cell\"", text, 6)): error: `tables.T.sections.s.rows.c` dequeues reuse identifier \"cell\" as `Plain`, but row `a` (\(firstAt)) registers it for `SwitchCell`; one identifier can hold one cell class, so give this row its own \"reuseIdentifier\""
            ])
    }

    @Test func unknownFlagsEnumsAndTypes() {
        let result = check(
            """
            "T": { "flags": { "showsAdvanced": false }, "sections": {
              "s": { "visibleWhen": "showAdvanced", "rows": {
                "a": { "kind": "radio", "cell": "Plain", "options": { "enum": "SortOrdr" } },
                "b": { "kind": "array", "cell": "Plain", "items": "Note" },
                "c": { "kind": "basic", "cell": "Plian", "visibleWhen": "!wifi" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"showAdvanced\"", text)): error: `tables.T.sections.s.visibleWhen` reads the flag `showAdvanced`, which the table does not declare (did you mean `showsAdvanced`?); declare it under the table's `flags` or fix the name",
                "\(at("\"SortOrdr\"", text)): error: `tables.T.sections.s.rows.a.options.enum` names `SortOrdr`, which is not a declared section enum (did you mean `SortOrder`?); declare it under `sections` or fix the name",
                "\(at("\"Note\"", text, 2)): error: `tables.T.sections.s.rows.b.items` is `Note`, which is not `Identifiable`; a table row carries its element and is told apart by its `id`, so give `Note` an \"id\" field",
                "\(at("Plian", text)): error: `tables.T.sections.s.rows.c.cell` uses the type `Plian`, which is not a standard type nor declared in this file (did you mean `Plain`?); fix the name, or declare the app's type under `types`, for example \"types\": { \"Plian\": {} }",
                "\(at("\"!wifi\"", text)): error: `tables.T.sections.s.rows.c.visibleWhen` reads the flag `wifi`, which the table does not declare; declare it under the table's `flags` or fix the name",
            ])
    }

    @Test func onlyBasicRowsToggleAndOnlyDeclaredFlags() {
        let result = check(
            """
            "T": { "flags": { "wifiOn": true }, "sections": {
              "s": { "rows": {
                "a": { "kind": "basic", "cell": "Plain", "toggles": "wifiOn" },
                "b": { "kind": "basic", "cell": "Plain", "toggles": "wifi" },
                "c": { "kind": "radio", "cell": "Plain", "options": ["x"], "toggles": "wifiOn" } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"wifi\"", text)): error: `tables.T.sections.s.rows.b.toggles` reads the flag `wifi`, which the table does not declare; declare it under the table's `flags` or fix the name",
                "\(at("\"wifiOn\"", text, 3)): error: `tables.T.sections.s.rows.c.toggles` applies to basic rows only, whose switch turns the flag on and off, and this row is radio; remove it, or make the row \"kind\": \"basic\"",
            ])
    }

    @Test func hiddenIsReplacedByVisibleWhenAndTablesTakeTheFormGrammar() {
        let result = check(
            """
            "T": { "flags": { "on": true }, "sections": {
              "s": { "hidden": "on", "rows": {
                "a": { "kind": "basic", "cell": "Plain", "hidden": "!on" },
                "b": { "kind": "basic", "cell": "Plain", "editableWhen": "!" },
                "c": { "kind": "basic", "cell": "Plain", "visibleWhen": { "field": "on", "equals": "yes" } },
                "d": { "kind": "basic", "cell": "Plain", "visibleWhen": "!" },
                "e": { "kind": "basic", "cell": "Plain", "hidden": { "field": "on", "equals": true } },
                "f": { "kind": "basic", "cell": "Plain", "hidden": { "field": "on", "equals": 1 } } } } } }
            """)
        let text = result.text
        #expect(
            result.output == [
                "\(at("\"on\"", text, 2)): error: `tables.T.sections.s.hidden` is replaced by `visibleWhen`; write \"visibleWhen\": \"!on\", which says when it shows",
                "\(at("\"!on\"", text)): error: `tables.T.sections.s.rows.a.hidden` is replaced by `visibleWhen`; write \"visibleWhen\": \"on\", which says when it shows",
                "\(at("\"!\"", text)): error: `tables.T.sections.s.rows.b.editableWhen` names no flag; write a flag of the table's `flags` (\"flag\": while it is on, \"!flag\": while it is off) or {\"field\": \"<flag>\", \"equals\": true}",
                "\(at("\"yes\"", text)): error: `tables.T.sections.s.rows.c.visibleWhen.equals` compares the flag `on` with something other than true or false; write true or false",
                "\(at("\"!\"", text, 2)): error: `tables.T.sections.s.rows.d.visibleWhen` names no flag; write a flag of the table's `flags` (\"flag\": while it is on, \"!flag\": while it is off) or {\"field\": \"<flag>\", \"equals\": true}",
                "\(at("{ \"field\": \"on\", \"equals\": true }", text)): error: `tables.T.sections.s.rows.e.hidden` is replaced by `visibleWhen`; write \"visibleWhen\": {\"field\": \"on\", \"equals\": false}, which says when it shows",
                "\(at("{ \"field\": \"on\", \"equals\": 1 }", text)): error: `tables.T.sections.s.rows.f.hidden` is replaced by `visibleWhen`; write `visibleWhen`, which says when it shows",
            ])
    }

    /// A name that starts with a combining mark or a joiner fuses with a `!` before it into one
    /// character; the condition is still read as negated, by scalar.
    @Test func negatedConditionsReadNamesThatStartWithCombiningMarks() throws {
        for name in ["\u{301}x", "\u{200D}y"] {
            let json =
                #"{ "types": { "Plain": {} }, "tables": { "T": { "flags": { "\#(name)": true }, "sections": { "s": { "#
                + #""visibleWhen": "!\#(name)", "rows": { "a": { "kind": "basic", "cell": "Plain" } } } } } } }"#
            let result = GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: json)])
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            let output = try #require(result.files.first?.contents)
            #expect(output.contains("!state."), "the section shows while the flag is off")
        }
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
                "\(at("-3", text)): error: `tables.T.sections.s.rows.a.height` must be a positive number of points, found -3",
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
