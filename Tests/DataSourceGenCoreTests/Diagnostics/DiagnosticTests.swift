import DataSourceGenCore
import Testing

@Suite struct DiagnosticTests {
    @Test func printsInTheFormXcodeReads() {
        let d = Diagnostic.error(at: SourceLocation(file: "A.datasources.json", line: 3, column: 7), "bad")
        #expect(d.description == "A.datasources.json:3:7: error: bad")
    }

    /// The site says which line of the generator made it, for the coverage test; users never see it.
    @Test func recordsTheLineThatMadeItWithoutComparingOrPrintingIt() {
        let location = SourceLocation(file: "a", line: 1, column: 1)
        let (first, line) = (Diagnostic.error(at: location, "e"), #line)
        let second = Diagnostic.error(at: location, "e")
        #expect(first.site == DiagnosticSite(fileID: #fileID, line: line))
        #expect(first.site != second.site)
        #expect(first == second && first.hashValue == second.hashValue && !(first < second) && !(second < first))
        #expect(first.description == "a:1:1: error: e")
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
