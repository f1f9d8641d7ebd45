import DataSourceGenCore
import Testing

/// specs/comments.yml, every case.
@Suite struct MustacheCommentsSpecTests {
    static let cases: [MustacheSpecCase] = [
        MustacheSpecCase(
            name: "Inline", data: [:],
            template: "12345{{! Comment Block! }}67890", expected: "1234567890"),
        MustacheSpecCase(
            name: "Multiline", data: [:],
            template: "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n", expected: "1234567890\n"),
        MustacheSpecCase(
            name: "Standalone", data: [:],
            template: "Begin.\n{{! Comment Block! }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        MustacheSpecCase(
            name: "Indented Standalone", data: [:],
            template: "Begin.\n  {{! Indented Comment Block! }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        MustacheSpecCase(
            name: "Standalone Line Endings", data: [:],
            template: "|\r\n{{! Standalone Comment }}\r\n|", expected: "|\r\n|"),
        MustacheSpecCase(
            name: "Standalone Without Previous Line", data: [:],
            template: "  {{! I'm Still Standalone }}\n!", expected: "!"),
        MustacheSpecCase(
            name: "Standalone Without Newline", data: [:],
            template: "!\n  {{! I'm Still Standalone }}", expected: "!\n"),
        MustacheSpecCase(
            name: "Multiline Standalone", data: [:],
            template: "Begin.\n{{!\nSomething's going on here...\n}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        MustacheSpecCase(
            name: "Indented Multiline Standalone", data: [:],
            template: "Begin.\n  {{!\n    Something's going on here...\n  }}\nEnd.\n",
            expected: "Begin.\nEnd.\n"),
        MustacheSpecCase(
            name: "Indented Inline", data: [:],
            template: "  12 {{! 34 }}\n", expected: "  12 \n"),
        MustacheSpecCase(
            name: "Surrounding Whitespace", data: [:],
            template: "12345 {{! Comment Block! }} 67890", expected: "12345  67890"),
        MustacheSpecCase(
            name: "Variable Name Collision",
            data: ["! comment": 1, "! comment ": 2, "!comment": 3, "comment": 4],
            template: "comments never show: >{{! comment }}<", expected: "comments never show: ><"),
    ]

    @Test func transcribesEveryCase() {
        #expect(Self.cases.count == 12)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases) func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
