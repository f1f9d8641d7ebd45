import Testing

@testable import DataSourceGenCore

@Suite struct GitHubAnnotationTests {
    @Test func printsTheWorkflowCommandWithOnlyThePropertiesItHas() {
        #expect(
            GitHubAnnotation(.error, file: "Gen/A.swift", line: 12, column: 5, message: "bad").description
                == "::error file=Gen/A.swift,line=12,col=5::bad\n")
        #expect(
            GitHubAnnotation(.warning, file: "Gen/A.swift", line: 3, message: "hm").description
                == "::warning file=Gen/A.swift,line=3::hm\n")
        #expect(
            GitHubAnnotation(.error, file: "Gen/A.swift", column: 9, message: "x").description
                == "::error file=Gen/A.swift::x\n", "a column without a line means nothing to the runner")
    }

    @Test func escapesWhatCouldEndTheLineOrForgeACommand() {
        let annotation = GitHubAnnotation(
            .error, file: "a,b:c%.json", line: 1,
            message: "50% done\r\n::error file=x::forged")
        #expect(
            annotation.description == "::error file=a%2Cb%3Ac%25.json,line=1::50%25 done%0D%0A::error file=x::forged\n")
        #expect(annotation.description.filter { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.count == 1)
    }

    @Test func diagnosticsAreAnnotatedAtTheirLineAndColumnWithTheirSeverity() {
        let annotations = GitHubAnnotation.annotations(for: [
            .error(at: SourceLocation(file: "Shop.datasources.json", line: 4, column: 17), "unknown entity"),
            .warning(at: SourceLocation(file: "Shop.datasources.json", line: 9, column: 2), "unused"),
        ])
        #expect(
            annotations.map(\.description) == [
                "::error file=Shop.datasources.json,line=4,col=17::unknown entity\n",
                "::warning file=Shop.datasources.json,line=9,col=2::unused\n",
            ])
    }

    @Test func driftGetsOneAnnotationPerHunkAndPerMissingOrOrphanedFile() {
        let report = DriftReport(
            entries: [
                .init(kind: .changed, relativePath: "A.swift", diff: "", changedLines: [3, 40]),
                .init(kind: .missing, relativePath: "B.swift", diff: ""),
                .init(kind: .orphaned, relativePath: "Old/C.swift", diff: ""),
            ], unchanged: [])
        let lines = GitHubAnnotation.annotations(for: report, in: "Sources/App/Generated/", fix: "make gen").map(
            \.description)
        #expect(
            lines == [
                "::error file=Sources/App/Generated/A.swift,line=3::This generated code is out of date with its definitions. Run `make gen` and commit the result.\n",
                "::error file=Sources/App/Generated/A.swift,line=40::This generated code is out of date with its definitions. Run `make gen` and commit the result.\n",
                "::error file=Sources/App/Generated/B.swift::B.swift is generated from the definitions but missing here. Run `make gen` and commit the result.\n",
                "::error file=Sources/App/Generated/Old/C.swift::Old/C.swift is no longer generated from any definitions file. Delete it.\n",
            ])
    }
}
