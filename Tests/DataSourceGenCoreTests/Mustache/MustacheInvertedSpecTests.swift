import DataSourceGenCore
import Testing

/// specs/inverted.yml, every case.
@Suite struct MustacheInvertedSpecTests {
    static let cases: [MustacheSpecCase] = [
        MustacheSpecCase(
            name: "Falsey", data: ["boolean": false],
            template: "\"{{^boolean}}This should be rendered.{{/boolean}}\"",
            expected: "\"This should be rendered.\""),
        MustacheSpecCase(
            name: "Truthy", data: ["boolean": true],
            template: "\"{{^boolean}}This should not be rendered.{{/boolean}}\"", expected: "\"\""),
        MustacheSpecCase(
            name: "Null is falsey", data: ["null": nil],
            template: "\"{{^null}}This should be rendered.{{/null}}\"",
            expected: "\"This should be rendered.\""),
        MustacheSpecCase(
            name: "Context", data: ["context": ["name": "Joe"]],
            template: "\"{{^context}}Hi {{name}}.{{/context}}\"", expected: "\"\""),
        MustacheSpecCase(
            name: "List", data: ["list": [["n": 1], ["n": 2], ["n": 3]]],
            template: "\"{{^list}}{{n}}{{/list}}\"", expected: "\"\""),
        MustacheSpecCase(
            name: "Empty List", data: ["list": []],
            template: "\"{{^list}}Yay lists!{{/list}}\"", expected: "\"Yay lists!\""),
        MustacheSpecCase(
            name: "Doubled", data: ["bool": false, "two": "second"],
            template: "{{^bool}}\n* first\n{{/bool}}\n* {{two}}\n{{^bool}}\n* third\n{{/bool}}\n",
            expected: "* first\n* second\n* third\n"),
        MustacheSpecCase(
            name: "Nested (Falsey)", data: ["bool": false],
            template: "| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |", expected: "| A B C D E |"),
        MustacheSpecCase(
            name: "Nested (Truthy)", data: ["bool": true],
            template: "| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |", expected: "| A  E |"),
        MustacheSpecCase(
            name: "Context Misses", data: [:],
            template: "[{{^missing}}Cannot find key 'missing'!{{/missing}}]",
            expected: "[Cannot find key 'missing'!]"),
        MustacheSpecCase(
            name: "Dotted Names - Truthy", data: ["a": ["b": ["c": true]]],
            template: "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
        MustacheSpecCase(
            name: "Dotted Names - Falsey", data: ["a": ["b": ["c": false]]],
            template: "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"Not Here\"",
            expected: "\"Not Here\" == \"Not Here\""),
        MustacheSpecCase(
            name: "Dotted Names - Broken Chains", data: ["a": [:]],
            template: "\"{{^a.b.c}}Not Here{{/a.b.c}}\" == \"Not Here\"",
            expected: "\"Not Here\" == \"Not Here\""),
        MustacheSpecCase(
            name: "Surrounding Whitespace", data: ["boolean": false],
            template: " | {{^boolean}}\t|\t{{/boolean}} | \n", expected: " | \t|\t | \n"),
        MustacheSpecCase(
            name: "Internal Whitespace", data: ["boolean": false],
            template: " | {{^boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n",
            expected: " |  \n  | \n"),
        MustacheSpecCase(
            name: "Indented Inline Sections", data: ["boolean": false],
            template: " {{^boolean}}NO{{/boolean}}\n {{^boolean}}WAY{{/boolean}}\n",
            expected: " NO\n WAY\n"),
        MustacheSpecCase(
            name: "Standalone Lines", data: ["boolean": false],
            template: "| This Is\n{{^boolean}}\n|\n{{/boolean}}\n| A Line\n",
            expected: "| This Is\n|\n| A Line\n"),
        MustacheSpecCase(
            name: "Standalone Indented Lines", data: ["boolean": false],
            template: "| This Is\n  {{^boolean}}\n|\n  {{/boolean}}\n| A Line\n",
            expected: "| This Is\n|\n| A Line\n"),
        MustacheSpecCase(
            name: "Standalone Line Endings", data: ["boolean": false],
            template: "|\r\n{{^boolean}}\r\n{{/boolean}}\r\n|", expected: "|\r\n|"),
        MustacheSpecCase(
            name: "Standalone Without Previous Line", data: ["boolean": false],
            template: "  {{^boolean}}\n^{{/boolean}}\n/", expected: "^\n/"),
        MustacheSpecCase(
            name: "Standalone Without Newline", data: ["boolean": false],
            template: "^{{^boolean}}\n/\n  {{/boolean}}", expected: "^\n/\n"),
        MustacheSpecCase(
            name: "Padding", data: ["boolean": false],
            template: "|{{^ boolean }}={{/ boolean }}|", expected: "|=|"),
    ]

    @Test func transcribesEveryCase() {
        #expect(Self.cases.count == 22)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases) func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
