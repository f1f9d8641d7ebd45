import Testing

@testable import DataSourceGenCore

/// `generate`'s log: one line per definitions file, however its path is spelt.
@Suite struct GenerateLogTests {
    @Test func aPathWithALineBreakOrBidiControlStaysOnItsLine() {
        let inputs = ["in\nput.datasources.json", "b\u{202E}c.datasources.json"]
        let files = [
            GeneratedFile(relativePath: "in\nput.datasources.swift", contents: ""),
            GeneratedFile(relativePath: "b\u{202E}c.datasources.swift", contents: ""),
        ]
        let report = GeneratedFileWriter.Report(written: [files[0].relativePath], unchanged: [files[1].relativePath])
        let log = GenerateCommand.log(inputs: inputs, files: files, report: report, outputDirectory: "Gen\nerated")
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines.last == "", "\(log)")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("datasource-gen: ") })
        #expect(!log.unicodeScalars.contains("\u{202E}"))
        #expect(lines.first?.hasSuffix(": written") == true && lines[1].hasSuffix(": unchanged"))
    }
}
