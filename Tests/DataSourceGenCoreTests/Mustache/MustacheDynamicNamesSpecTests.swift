import DataSourceGenCore
import Testing

/// specs/~dynamic-names.yml, every case: `{{>*name}}` includes the partial whose name `name`
/// resolves to, which the generated file's main template uses to render each declaration with
/// its kind's template.
@Suite struct MustacheDynamicNamesSpecTests {
    static let cases: [MustacheSpecCase] = [
        MustacheSpecCase(
            name: "Basic Behavior - Partial", data: ["dynamic": "content"], template: "\"{{>*dynamic}}\"",
            partials: ["content": "Hello, world!"], expected: "\"Hello, world!\""),
        MustacheSpecCase(
            name: "Basic Behavior - Name Resolution", data: ["dynamic": "content", "*dynamic": "wrong"],
            template: "\"{{>*dynamic}}\"", partials: ["content": "Hello, world!", "wrong": "Invisible"],
            expected: "\"Hello, world!\""),
        MustacheSpecCase(
            name: "Context Misses - Partial", data: [:], template: "\"{{>*missing}}\"",
            partials: ["missing": "Hello, world!"], expected: "\"\""),
        MustacheSpecCase(
            name: "Failed Lookup - Partial", data: ["dynamic": "content"], template: "\"{{>*dynamic}}\"",
            partials: ["foobar": "Hello, world!"], expected: "\"\""),
        MustacheSpecCase(
            name: "Context", data: ["text": "Hello, world!", "example": "partial"], template: "\"{{>*example}}\"",
            partials: ["partial": "*{{text}}*"], expected: "\"*Hello, world!*\""),
        MustacheSpecCase(
            name: "Dotted Names", data: ["text": "Hello, world!", "foo": ["bar": ["baz": "partial"]]],
            template: "\"{{>*foo.bar.baz}}\"", partials: ["partial": "*{{text}}*"], expected: "\"*Hello, world!*\""),
        MustacheSpecCase(
            name: "Dotted Names - Operator Precedence",
            data: ["text": "Hello, world!", "foo": "test", "test": ["bar": ["baz": "partial"]]],
            template: "\"{{>*foo.bar.baz}}\"", partials: ["partial": "*{{text}}*"], expected: "\"\""),
        MustacheSpecCase(
            name: "Dotted Names - Failed Lookup", data: ["foo": ["text": "Hello, world!", "bar": ["baz": "partial"]]],
            template: "\"{{>*foo.bar.baz}}\"", partials: ["partial": "*{{text}}*"], expected: "\"**\""),
        MustacheSpecCase(
            name: "Dotted names - Context Stacking",
            data: ["section1": ["value": "section1"], "section2": ["dynamic": "partial", "value": "section2"]],
            template: "{{#section1}}{{>*section2.dynamic}}{{/section1}}", partials: ["partial": "\"{{value}}\""],
            expected: "\"section1\""),
        MustacheSpecCase(
            name: "Dotted names - Context Stacking Under Repetition",
            data: ["value": "test", "section1": [1, 2], "section2": ["dynamic": "partial", "value": "section2"]],
            template: "{{#section1}}{{>*section2.dynamic}}{{/section1}}", partials: ["partial": "{{value}}"],
            expected: "testtest"),
        MustacheSpecCase(
            name: "Dotted names - Context Stacking Failed Lookup",
            data: ["section1": [1, 2], "section2": ["dynamic": "partial", "value": "section2"]],
            template: "{{#section1}}{{>*section2.dynamic}}{{/section1}}", partials: ["partial": "\"{{value}}\""],
            expected: "\"\"\"\""),
        MustacheSpecCase(
            name: "Recursion", data: ["template": "node", "content": "X", "nodes": [["content": "Y", "nodes": []]]],
            template: "{{>*template}}", partials: ["node": "{{content}}<{{#nodes}}{{>*template}}{{/nodes}}>"],
            expected: "X<Y<>>"),
        MustacheSpecCase(
            name: "Dynamic Names - Double Dereferencing", data: ["dynamic": "test", "test": "content"],
            template: "\"{{>**dynamic}}\"", partials: ["content": "Hello, world!"], expected: "\"\""),
        MustacheSpecCase(
            name: "Dynamic Names - Composed Dereferencing",
            data: ["foo": "fizz", "bar": "buzz", "fizz": ["buzz": ["content": nil]]], template: "\"{{>*foo.*bar}}\"",
            partials: ["content": "Hello, world!"], expected: "\"\""),
        MustacheSpecCase(
            name: "Surrounding Whitespace", data: ["partial": "foobar"], template: "| {{>*partial}} |",
            partials: ["foobar": "\t|\t"], expected: "| \t|\t |"),
        MustacheSpecCase(
            name: "Inline Indentation", data: ["dynamic": "partial", "data": "|"],
            template: "  {{data}}  {{>*dynamic}}\n", partials: ["partial": ">\n>"], expected: "  |  >\n>\n"),
        MustacheSpecCase(
            name: "Standalone Line Endings", data: ["dynamic": "partial"], template: "|\r\n{{>*dynamic}}\r\n|",
            partials: ["partial": ">"], expected: "|\r\n>|"),
        MustacheSpecCase(
            name: "Standalone Without Previous Line", data: ["dynamic": "partial"], template: "  {{>*dynamic}}\n>",
            partials: ["partial": ">\n>"], expected: "  >\n  >>"),
        MustacheSpecCase(
            name: "Standalone Without Newline", data: ["dynamic": "partial"], template: ">\n  {{>*dynamic}}",
            partials: ["partial": ">\n>"], expected: ">\n  >\n  >"),
        MustacheSpecCase(
            name: "Standalone Indentation", data: ["dynamic": "partial", "content": "<\n->"],
            template: "\\\n {{>*dynamic}}\n/\n", partials: ["partial": "|\n{{{content}}}\n|\n"],
            expected: "\\\n |\n <\n->\n |\n/\n"),
        MustacheSpecCase(
            name: "Padding Whitespace", data: ["dynamic": "partial", "boolean": true], template: "|{{> * dynamic }}|",
            partials: ["partial": "[]"], expected: "|[]|"),
    ]

    @Test func transcribesEveryCase() {
        #expect(Self.cases.count == 21)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases) func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
