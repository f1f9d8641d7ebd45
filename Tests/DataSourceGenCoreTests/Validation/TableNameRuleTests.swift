import DataSourceGenCore
import Testing

/// Names in `tables`: rows, flags, reuse identifiers and app types that would clash in the
/// generated code are located errors with their fix.
@Suite struct TableNameRuleTests: TableRuleChecking {
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
}
