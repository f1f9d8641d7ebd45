import DataSourceGenCore
import Testing

/// specs/delimiters.yml, every case.
@Suite struct MustacheDelimitersSpecTests {
    static let cases: [MustacheSpecCase] = [
        MustacheSpecCase(
            name: "Pair Behavior", data: ["text": "Hey!"],
            template: "{{=<% %>=}}(<%text%>)", expected: "(Hey!)"),
        MustacheSpecCase(
            name: "Special Characters", data: ["text": "It worked!"],
            template: "({{=[ ]=}}[text])", expected: "(It worked!)"),
        MustacheSpecCase(
            name: "Sections", data: ["section": true, "data": "I got interpolated."],
            template:
                "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n",
            expected: "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"),
        MustacheSpecCase(
            name: "Inverted Sections", data: ["section": false, "data": "I got interpolated."],
            template:
                "[\n{{^section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|^section|\n  {{data}}\n  |data|\n|/section|\n]\n",
            expected: "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"),
        MustacheSpecCase(
            name: "Partial Inheritence", data: ["value": "yes"],
            template: "[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n",
            partials: ["include": ".{{value}}."], expected: "[ .yes. ]\n[ .yes. ]\n"),
        MustacheSpecCase(
            name: "Post-Partial Behavior", data: ["value": "yes"],
            template: "[ {{>include}} ]\n[ .{{value}}.  .|value|. ]\n",
            partials: ["include": ".{{value}}. {{= | | =}} .|value|."],
            expected: "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n"),
        MustacheSpecCase(name: "Surrounding Whitespace", data: [:], template: "| {{=@ @=}} |", expected: "|  |"),
        MustacheSpecCase(
            name: "Outlying Whitespace (Inline)", data: [:], template: " | {{=@ @=}}\n", expected: " | \n"),
        MustacheSpecCase(
            name: "Standalone Tag", data: [:],
            template: "Begin.\n{{=@ @=}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        MustacheSpecCase(
            name: "Indented Standalone Tag", data: [:],
            template: "Begin.\n  {{=@ @=}}\nEnd.\n", expected: "Begin.\nEnd.\n"),
        MustacheSpecCase(
            name: "Standalone Line Endings", data: [:],
            template: "|\r\n{{= @ @ =}}\r\n|", expected: "|\r\n|"),
        MustacheSpecCase(
            name: "Standalone Without Previous Line", data: [:],
            template: "  {{=@ @=}}\n=", expected: "="),
        MustacheSpecCase(
            name: "Standalone Without Newline", data: [:],
            template: "=\n  {{=@ @=}}", expected: "=\n"),
        MustacheSpecCase(name: "Pair with Padding", data: [:], template: "|{{= @   @ =}}|", expected: "||"),
    ]

    @Test func transcribesEveryCase() {
        #expect(Self.cases.count == 14)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases) func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
