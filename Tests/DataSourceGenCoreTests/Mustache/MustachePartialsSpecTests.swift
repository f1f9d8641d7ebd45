import DataSourceGenCore
import Testing

/// specs/partials.yml, every case.
@Suite struct MustachePartialsSpecTests {
    static let cases: [MustacheSpecCase] = [
        MustacheSpecCase(
            name: "Basic Behavior", data: [:], template: "\"{{>text}}\"",
            partials: ["text": "from partial"], expected: "\"from partial\""),
        MustacheSpecCase(
            name: "Failed Lookup", data: [:], template: "\"{{>text}}\"",
            partials: [:], expected: "\"\""),
        MustacheSpecCase(
            name: "Context", data: ["text": "content"], template: "\"{{>partial}}\"",
            partials: ["partial": "*{{text}}*"], expected: "\"*content*\""),
        MustacheSpecCase(
            name: "Recursion", data: ["content": "X", "nodes": [["content": "Y", "nodes": []]]],
            template: "{{>node}}", partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"],
            expected: "X<Y<>>"),
        MustacheSpecCase(
            name: "Nested", data: ["a": "hello", "b": "world"], template: "{{>outer}}",
            partials: ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"], expected: "*hello world!*"),
        MustacheSpecCase(
            name: "Surrounding Whitespace", data: [:], template: "| {{>partial}} |",
            partials: ["partial": "\t|\t"], expected: "| \t|\t |"),
        MustacheSpecCase(
            name: "Inline Indentation", data: ["data": "|"], template: "  {{data}}  {{> partial}}\n",
            partials: ["partial": ">\n>"], expected: "  |  >\n>\n"),
        MustacheSpecCase(
            name: "Standalone Line Endings", data: [:], template: "|\r\n{{>partial}}\r\n|",
            partials: ["partial": ">"], expected: "|\r\n>|"),
        MustacheSpecCase(
            name: "Standalone Without Previous Line", data: [:], template: "  {{>partial}}\n>",
            partials: ["partial": ">\n>"], expected: "  >\n  >>"),
        MustacheSpecCase(
            name: "Standalone Without Newline", data: [:], template: ">\n  {{>partial}}",
            partials: ["partial": ">\n>"], expected: ">\n  >\n  >"),
        MustacheSpecCase(
            name: "Standalone Indentation", data: ["content": "<\n->"], template: "\\\n {{>partial}}\n/\n",
            partials: ["partial": "|\n{{{content}}}\n|\n"], expected: "\\\n |\n <\n->\n |\n/\n"),
        MustacheSpecCase(
            name: "Padding Whitespace", data: ["boolean": true], template: "|{{> partial }}|",
            partials: ["partial": "[]"], expected: "|[]|"),
    ]

    @Test func transcribesEveryCase() {
        #expect(Self.cases.count == 12)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases) func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
