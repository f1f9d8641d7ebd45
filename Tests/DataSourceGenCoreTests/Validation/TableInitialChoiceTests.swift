import DataSourceGenCore
import Testing

/// `initial` of table rows: it names an option of a radio row, by case name or title.
@Suite struct TableInitialChoiceTests: TableRuleChecking {
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
}
