import Foundation
import TestSupport
import Testing

@testable import DataSourceGenCore

/// The multi-line literals the wrapper writes for string literals too long for their line hold the
/// same strings: compiled and run, each equals the single-line literal it was written from, as a
/// `String` and as a `StaticString` (a parameter only a literal can fill).
@Suite struct WrappedLiteralCompilationTests {
    static let sentence = "Changes you make here apply on every device signed in to your account, and they sync"

    /// Literals as the generator writes them (quotes, backslashes, an emoji, a tab and a newline
    /// escaped; runs of spaces, a space before a mark, a space at the end; a word longer than a
    /// line), and one with an interpolation whose code holds spaces and a literal.
    static let literals = [
        SwiftStringLiteral.make(#"\#(sentence): "quoted words", a \ backslash, \(not code), 😀, a\#ttab, a\#nline"#),
        SwiftStringLiteral.make("  \(sentence),   in runs of  spaces, a \u{301}mark after one, and one at the end "),
        SwiftStringLiteral.make("See https://example.com/\(String(repeating: "path/", count: 24)) for \(sentence)"),
        #""\#(sentence) \(names.joined(separator: " and ") + " \(names.count) more") \#(sentence)""#,
    ]

    @Test func wrappedLiteralsHoldTheSameStrings() async throws {
        var body: [String] = []
        var wrapped: [String] = []
        for (index, literal) in Self.literals.enumerated() {
            let isStatic = !literal.contains("\\(names")
            // After code, alone on a line once the call is broken, and in a call whose arguments
            // are broken first.
            let lines = [
                "    let after\(index)\(isStatic ? ": StaticString" : "") = \(literal)",
                "    let alone\(index) = identity(\(literal))",
                "    let argument\(index) = pair(first: \(literal), second: \(literal))",
            ]
            for line in lines {
                let text = LineWrapper.wrap(line)
                #expect(text.contains("\"\"\"\n"), "not broken: \(line)")
                // Only the word longer than a line is longer than 120 columns.
                #expect(!text.components(separatedBy: "\n").contains { $0.count > 120 && !$0.contains("path/") })
                wrapped.append(text)
            }
            body +=
                wrapped.suffix(3) + [
                    "    let expected\(index) = \(literal)",
                    "    if \"\\(after\(index))\" != expected\(index) || alone\(index) != expected\(index)"
                        + " || argument\(index) != (expected\(index), expected\(index)) { differing.append(\(index)) }",
                ]
        }
        let program =
            [
                "func identity(_ value: String) -> String { value }",
                "func pair(first: String, second: String) -> (String, String) { (first, second) }",
                "func check() -> [Int] {", "    let names = [\"Ada\", \"Grace\"]", "    var differing: [Int] = []",
            ] + body + ["    return differing", "}", "print(check())", ""]
        let output = try await run(program.joined(separator: "\n"))
        #expect(output == "[]\n")
    }

    /// Compiles `source` as a program in Swift 6 mode with warnings as errors, runs it and returns
    /// what it prints.
    func run(_ source: String) async throws -> String {
        let swiftc = try #require(SwiftCompiler.swiftc)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("literals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        let executable = directory.appendingPathComponent("literals")
        try source.write(to: main, atomically: true, encoding: .utf8)
        try await SwiftCompiler.run(
            swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", executable.path, main.path],
            size: source.utf8.count)
        let result = try await ChildProcess.run(executable, [])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }
}
