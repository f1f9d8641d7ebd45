import DataSourceGenCore
import Foundation
import Testing

/// `hidden`, replaced by `visibleWhen`, is a located error whose fix is the `visibleWhen` to write:
/// JSON that, pasted in place of `hidden`, reads as the condition `hidden` meant, whatever the
/// flag's name holds (a line separator, quotes, a backslash, a control, a scalar above U+FFFF, a
/// leading combining mark), on one line of the message.
@Suite struct HiddenReplacementTests {
    static let names = [
        "a\u{2028}b", "say \"hi\"", "back\\slash", "tab\there", "bell\u{7}", "tag\u{E0041}", "\u{301}mark", "plain",
    ]

    /// A table with the flag `name` and one section whose condition is `condition` (a key and its
    /// value, as JSON).
    static func file(flag name: String, _ condition: String) throws -> String {
        #"{ "types": { "Plain": {} }, "tables": { "T": { "flags": { \#(try json(name)): true }, "sections": { "s": { "#
            + #"\#(condition), "rows": { "a": { "kind": "basic", "cell": "Plain" } } } } } } }"#
    }

    /// `value` as JSON text, written by Foundation's encoder rather than the tool.
    static func json(_ value: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The value the one error's fix says to write for `visibleWhen`.
    static func suggestion(for text: String) throws -> String {
        let diagnostics = GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: text)])
            .diagnostics.map(\.description)
        let message = try #require(diagnostics.count == 1 ? diagnostics.first : nil, "\(diagnostics)")
        #expect(!message.contains { $0.isNewline }, "one line: \(message)")
        let fix = try #require(message.range(of: "; write \"visibleWhen\": "), "\(message)")
        let end = try #require(message.range(of: ", which says when it shows", options: .backwards), "\(message)")
        return String(message[fix.upperBound..<end.lowerBound])
    }

    /// Whether the pipeline accepts `text` and its section shows while the flag is off.
    static func showsWhileOff(_ text: String) -> Bool {
        let result = GenerationPipeline().run([DefinitionsInput(path: "T.datasources.json", contents: text)])
        return result.diagnostics.isEmpty && result.files.first?.contents.contains("!state.") == true
    }

    @Test(arguments: names)
    func aStringConditionIsSuggestedAsJSONThatReadsAsItsNegation(name: String) throws {
        let suggestion = try Self.suggestion(for: Self.file(flag: name, #""hidden": \#(try Self.json(name))"#))
        let value = try JSONSerialization.jsonObject(with: Data(suggestion.utf8), options: .fragmentsAllowed)
        #expect(value as? String == "!" + name, "\(suggestion) is not the JSON of \"!\" and the name")
        #expect(Self.showsWhileOff(try Self.file(flag: name, #""visibleWhen": \#(suggestion)"#)), "\(suggestion)")
    }

    @Test(arguments: names)
    func aComparisonIsSuggestedAsJSONWithTheOtherValue(name: String) throws {
        let hidden = #""hidden": { "field": \#(try Self.json(name)), "equals": true }"#
        let suggestion = try Self.suggestion(for: Self.file(flag: name, hidden))
        let value = try JSONSerialization.jsonObject(with: Data(suggestion.utf8)) as? [String: Any]
        #expect(value?["field"] as? String == name && value?["equals"] as? Bool == false, "\(suggestion)")
        #expect(Self.showsWhileOff(try Self.file(flag: name, #""visibleWhen": \#(suggestion)"#)), "\(suggestion)")
    }
}
