import DataSourceGenCore
import Testing

/// A radio row without `initial` starts on its first option, as TableSchemer's radio scheme does,
/// whether its options are titles or a section enum's cases.
@Suite struct RadioInitialOptionTests {
    @Test func aRadioWithoutInitialSelectsItsFirstOption() throws {
        let text = """
            { "types": { "Plain": {} },
              "sections": { "SortOrder": { "cases": { "name": "Name", "price": "Price" } } },
              "tables": { "T": { "sections": { "s": { "rows": {
                "size": { "kind": "radio", "cell": "Plain", "options": ["Small", "Medium", "Large"] },
                "order": { "kind": "radio", "cell": "Plain", "options": { "enum": "SortOrder" } } } } } } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("var size = TableSchemeRadio(optionCount: 3, selectedIndex: 0)"))
        #expect(output.contains("var order: SortOrder = .name"))
    }
}
