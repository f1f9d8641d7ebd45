import DataSourceGenCore
import Testing

/// Conditions and toggles of `tables`: the form grammar (`visibleWhen`, `editableWhen`) over the
/// table's declared flags, and `hidden` refused with its replacement.
@Suite struct TableConditionRuleTests: TableRuleChecking {
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
}
