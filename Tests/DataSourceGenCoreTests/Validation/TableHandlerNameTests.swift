import DataSourceGenCore
import Testing

/// A table row's handler methods are named after it (`configureWifi`, `didSelectWifi`,
/// `heightOfWifi`, `makeWifiCell`), from its case name with the first letter uppercased. Two rows
/// whose case names differ can still get one suffix (uppercasing `ß` gives `SS`), and the
/// `Handlers` protocol would then declare one method twice: that is refused at the later row.
@Suite struct TableHandlerNameTests {
    func table(_ rows: String) -> String {
        """
        { "types": { "SwitchCell": {} }, "tables": { "Settings": { "sections": { "s": { "rows": {
            \(rows) } } } } } }
        """
    }

    @Test func rowsWhoseHandlerMethodsWouldShareANameAreRefusedAtTheLaterRow() {
        let text = table(
            #""ßx": { "kind": "basic", "cell": "SwitchCell" }, "sSx": { "kind": "basic", "cell": "SwitchCell" }"#)
        let first = DiagnosticsTesting.position(of: "\"ßx\"", in: text)
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"sSx\"", in: text)): error: rows `sSx` and `ßx` (\(first)) both get handler methods named `configureSSx`; rename one of them"
            ])
    }

    /// Names that become one case name are one name collision, not also a handler collision.
    @Test func rowsWithOneCaseNameAreReportedOnceAsANameCollision() {
        let text = table(
            #""wifi": { "kind": "basic", "cell": "SwitchCell" }, "Wifi": { "kind": "basic", "cell": "SwitchCell" }"#)
        let output = DiagnosticsTesting.diagnose(text)
        #expect(output.count == 1)
        #expect(output.first?.contains("both become the Swift member name `wifi`") == true)
    }

    /// The nearest names that do not collide generate: `ßx` and `ssx` give `SSx` and `Ssx`.
    @Test func rowsWhoseSuffixesDifferGenerate() {
        let text = table(
            #""ßx": { "kind": "basic", "cell": "SwitchCell" }, "ssx": { "kind": "basic", "cell": "SwitchCell" }"#)
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(result.diagnostics.isEmpty)
        let generated = result.files.first?.contents ?? ""
        #expect(generated.contains("func configureSSx(") && generated.contains("func configureSsx("))
    }
}
