import DataSourceGenCore
import Testing

@Suite struct DiagnosticTests {
    @Test func printsInTheFormXcodeReads() {
        let d = Diagnostic.error(at: SourceLocation(file: "A.datasources.json", line: 3, column: 7), "bad")
        #expect(d.description == "A.datasources.json:3:7: error: bad")
    }

    @Test func sortsByLocationThenSeverity() {
        let loc = SourceLocation(file: "a", line: 2, column: 1)
        let w = Diagnostic.warning(at: loc, "w")
        let e = Diagnostic.error(at: loc, "e")
        let early = Diagnostic.warning(at: SourceLocation(file: "a", line: 1, column: 9), "x")
        #expect([w, e, early].sorted() == [early, e, w])
        #expect([w, e].containsErrors)
        #expect(![w].containsErrors)
    }
}
