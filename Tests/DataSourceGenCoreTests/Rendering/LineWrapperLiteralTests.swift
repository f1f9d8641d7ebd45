import Testing

@testable import DataSourceGenCore

/// A string literal still too long for its line once its code is broken becomes a multi-line
/// literal of the same string, its lines continued with `\` after a space; read back by Swift's
/// rules (``MultiLineLiterals``), the code is the code that was wrapped.
@Suite struct LineWrapperLiteralTests {
    static let sentence = "Changes you make here apply on every device signed in to your account, and they sync"

    /// The lines of `text` longer than 120 columns.
    func longLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").filter { $0.count > 120 }
    }

    @Test func aLongArgumentBecomesAMultiLineLiteralIndentedBelowIt() {
        let line = "                    footer: \"\(Self.sentence) within a few minutes of making them.\","
        let wrapped = LineWrapper.wrap(line)
        let indent = String(repeating: " ", count: 24)
        #expect(
            wrapped.components(separatedBy: "\n") == [
                "                    footer: \"\"\"",
                indent + "Changes you make here apply on every device signed in to your account, and they sync "
                    + "within a \\",
                indent + "few minutes of making them.",
                indent + "\"\"\",",
            ])
        #expect(MultiLineLiterals.joined(wrapped) == line)
    }

    /// Escapes and interpolations (whose spaces are code, not text) at every place around the
    /// margin: none is split, and the string is the same.
    @Test(arguments: 0..<24)
    func escapesAndInterpolationsStayWhole(offset: Int) {
        let interpolation = #"\(names.joined(separator: " and ") + "\(count) more")"#
        let escapes = #"\"quoted words\" \\ \u{1F600}\n\t"#
        let text = String(repeating: "ab ", count: offset) + Self.sentence + " \(interpolation) and \(escapes) "
        let line = "        Text(\"\(text + text)\")"
        let wrapped = LineWrapper.wrap(line)
        #expect(MultiLineLiterals.joined(wrapped).filter { !$0.isWhitespace } == line.filter { !$0.isWhitespace })
        #expect(MultiLineLiterals.joined(wrapped).contains(text + text))
        #expect(longLines(wrapped).isEmpty)
        #expect(wrapped.components(separatedBy: interpolation).count == 3)
        for escape in escapes.split(separator: " ") {
            #expect(wrapped.components(separatedBy: escape).count == 3)
        }
    }

    @Test func aWordLongerThanTheLineStaysWholeOnALineOfItsOwn() {
        let word = "https://example.com/" + String(repeating: "path/", count: 24)
        let line = "        let link = \"See \(word) for the details of \(Self.sentence).\""
        let wrapped = LineWrapper.wrap(line)
        #expect(MultiLineLiterals.joined(wrapped) == line)
        #expect(longLines(wrapped) == ["            \(word) \\"])
    }

    @Test func aLiteralInACallBrokenFirstAtItsBrackets() {
        let header = "General settings for \(Self.sentence)"
        let footer = "\(Self.sentence) again, \(Self.sentence) once more."
        let line = "        Section(header: Text(\"\(header)\"), footer: Text(\"\(footer)\").font(.footnote)) {"
        let wrapped = LineWrapper.wrap(line)
        let joined = MultiLineLiterals.joined(wrapped)
        #expect(joined.filter { !$0.isWhitespace } == line.filter { !$0.isWhitespace })
        #expect(joined.contains("\"\(header)\"") && joined.contains("\"\(footer)\""))
        #expect(longLines(wrapped).isEmpty)
        // The lines a literal becomes are read as a multi-line literal's when wrapped again.
        #expect(LineWrapper.wrap(wrapped) == wrapped)
    }

    @Test func theLinesAfterABrokenLiteralWrapAsBefore() {
        let call = "        let value = make(first: \(String(repeating: "x", count: 60)), second: \(Self.sentence))"
        let comment = "    /// \(Self.sentence) \(Self.sentence)"
        let text = "    let a = \"\(Self.sentence) \(Self.sentence)\"\n\(call)\n\(comment)"
        let lines = LineWrapper.wrap(text).components(separatedBy: "\n")
        let rest = [LineWrapper.wrap(call), LineWrapper.wrap(comment)].joined(separator: "\n")
        #expect(lines.suffix(rest.components(separatedBy: "\n").count).joined(separator: "\n") == rest)
        #expect(lines[0].hasSuffix("\"\"\"") && lines.contains("        \"\"\""))
    }

    @Test func aSpaceEndingTheStringIsEscapedSoNoLineEndsInWhitespace() {
        let line = "    let a = \"\(Self.sentence), \(Self.sentence) \""
        let wrapped = LineWrapper.wrap(line)
        #expect(MultiLineLiterals.joined(wrapped) == line)
        #expect(wrapped.contains("sync\\u{0020}\n"))
        #expect(!wrapped.components(separatedBy: "\n").contains { $0.last?.isWhitespace == true })
    }

    /// A space a combining mark follows is part of the mark's character: the line is not broken
    /// there, so no line starts with a mark fused to its indentation.
    @Test(arguments: 0..<4)
    func aSpaceFusedWithAMarkIsNoBreak(offset: Int) {
        let text = String(repeating: "x", count: offset) + String(repeating: "a \u{301}b ", count: 60) + "c"
        let line = "    let a = \"\(text)\""
        let wrapped = LineWrapper.wrap(line)
        #expect(MultiLineLiterals.joined(wrapped) == line)
        #expect(longLines(wrapped).isEmpty)
        #expect(
            !wrapped.components(separatedBy: "\n").contains { $0.unicodeScalars.drop { $0 == " " }.first == "\u{301}" })
    }

    @Test func linesItCannotShortenAreKept() {
        let pad = String(repeating: "x", count: 110)
        let lines = [
            // A raw literal, a comment after code, an unterminated literal.
            "    let a = #\"\(Self.sentence) \(Self.sentence)\"#",
            "    f(\"\(Self.sentence) \(Self.sentence)\") // note",
            "    let a = \"\(Self.sentence) \(Self.sentence)",
            // One word; code before or after the literal that would not fit either.
            "    let a = \"\(pad)\(pad)\"", "    let \(pad) = \"\(Self.sentence)\"",
            "    \"\(Self.sentence)\" + \(pad)\(pad)",
        ]
        for line in lines {
            #expect(LineWrapper.wrap(line) == line)
        }
    }
}
