import Foundation
import Testing

@testable import DataSourceGenCore

/// Planners hand templates data (names, types as declared, escaped literals, prose, flags and
/// enums), never Swift they wrote: every text of every golden file's render context is checked
/// for the syntax only code has, so a planner that starts writing a closure, a call or a key path
/// fails here, wherever in the context the text lands.
@Suite struct PlanDataTests {
    /// Syntax a name, a type as the definitions declare it, or a number never holds.
    static let codeMarkers = ["->", "{", "}", "(", "=", ".self", "\\.", "try ", " in ", "&&", "||"]

    /// Keys whose texts are the definitions' text or prose for a comment, by the vocabulary's
    /// naming: `…Literal` (an escaped Swift string literal), `…Text` (text made safe for a
    /// comment), summaries, comment lines, the reason a preview has no sample and an app type's
    /// `sample` (the definitions' own Swift expression, checked to be one, on one line). A
    /// text that is a Swift string literal is skipped wherever it is.
    static func holdsText(_ key: String) -> Bool {
        key.hasSuffix("Literal") || key.hasSuffix("Text")
            || ["summary", "text", "noSampleReason", "renamedFrom", "appSample"].contains(key)
    }

    /// Every text under `value` that looks like Swift code, with its key path: one holding a
    /// ``codeMarkers`` entry, or an implicit member (`.someCase`), outside the keys of ``holdsText(_:)``.
    static func codeLikeTexts(in value: MustacheValue, path: String = "") -> [String] {
        switch value {
        case .string(let text):
            if text.hasPrefix("\"") || text.hasPrefix("#\"") { return [] }  // a string literal
            let isCode = text.hasPrefix(".") || codeMarkers.contains { text.contains($0) }
            return isCode ? ["\(path): \(text)"] : []
        case .list(let elements):
            return elements.enumerated().flatMap { codeLikeTexts(in: $1, path: "\(path)[\($0)]") }
        case .object(let members):
            return members.filter { !holdsText($0.key) }.sorted { $0.key < $1.key }
                .flatMap { codeLikeTexts(in: $1, path: "\(path).\($0)") }
        case .bool, .null:
            return []
        }
    }

    @Test(arguments: GoldenFileTests.inputNames())
    func noPlanTextIsSwiftAPlannerWrote(inputName: String) throws {
        let url = GoldenFileTests.definitionsDirectory.appendingPathComponent(inputName)
        let text = try String(contentsOf: url, encoding: .utf8)
        let decoded = try #require(DefinitionsDecoder().decode(text, file: inputName).definitions)
        let (resolved, diagnostics) = DefinitionsResolver().resolve(decoded)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let found = Self.codeLikeTexts(in: GenerationPlanner.plan(resolved).mustacheValue)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
