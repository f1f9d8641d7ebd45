import DataSourceGenCore
import Testing

/// specs/sections.yml, every case (the HTML-escaping one expects unescaped text).
@Suite struct MustacheSectionsSpecTests {
    static let deeplyNestedTemplate = """
        {{#a}}
        {{one}}
        {{#b}}
        {{one}}{{two}}{{one}}
        {{#c}}
        {{one}}{{two}}{{three}}{{two}}{{one}}
        {{#d}}
        {{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}
        {{#five}}
        {{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}
        {{one}}{{two}}{{three}}{{four}}{{.}}6{{.}}{{four}}{{three}}{{two}}{{one}}
        {{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}
        {{/five}}
        {{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}
        {{/d}}
        {{one}}{{two}}{{three}}{{two}}{{one}}
        {{/c}}
        {{one}}{{two}}{{one}}
        {{/b}}
        {{one}}
        {{/a}}

        """

    static let cases: [MustacheSpecCase] = [
        MustacheSpecCase(
            name: "Truthy", data: ["boolean": true],
            template: "\"{{#boolean}}This should be rendered.{{/boolean}}\"",
            expected: "\"This should be rendered.\""),
        MustacheSpecCase(
            name: "Falsey", data: ["boolean": false],
            template: "\"{{#boolean}}This should not be rendered.{{/boolean}}\"", expected: "\"\""),
        MustacheSpecCase(
            name: "Null is falsey", data: ["null": nil],
            template: "\"{{#null}}This should not be rendered.{{/null}}\"", expected: "\"\""),
        MustacheSpecCase(
            name: "Context", data: ["context": ["name": "Joe"]],
            template: "\"{{#context}}Hi {{name}}.{{/context}}\"", expected: "\"Hi Joe.\""),
        MustacheSpecCase(
            name: "Parent contexts",
            data: ["a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"]],
            template: "\"{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}\"", expected: "\"foo, bar, baz\""),
        MustacheSpecCase(
            name: "Variable test", data: ["foo": "bar"],
            template: "\"{{#foo}}{{.}} is {{foo}}{{/foo}}\"", expected: "\"bar is bar\""),
        MustacheSpecCase(
            name: "List Contexts",
            data: [
                "tops": [
                    [
                        "tname": ["upper": "A", "lower": "a"],
                        "middles": [["mname": "1", "bottoms": [["bname": "x"], ["bname": "y"]]]],
                    ]
                ]
            ],
            template:
                "{{#tops}}{{#middles}}{{tname.lower}}{{mname}}.{{#bottoms}}{{tname.upper}}{{mname}}{{bname}}.{{/bottoms}}{{/middles}}{{/tops}}",
            expected: "a1.A1x.A1y."),
        MustacheSpecCase(
            name: "Deeply Nested Contexts",
            data: ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3, "d": ["four": 4, "five": 5]]],
            template: deeplyNestedTemplate,
            expected: "1\n121\n12321\n1234321\n123454321\n12345654321\n123454321\n1234321\n12321\n121\n1\n"),
        MustacheSpecCase(
            name: "List", data: ["list": [["item": 1], ["item": 2], ["item": 3]]],
            template: "\"{{#list}}{{item}}{{/list}}\"", expected: "\"123\""),
        MustacheSpecCase(
            name: "Empty List", data: ["list": []],
            template: "\"{{#list}}Yay lists!{{/list}}\"", expected: "\"\""),
        MustacheSpecCase(
            name: "Doubled", data: ["bool": true, "two": "second"],
            template: "{{#bool}}\n* first\n{{/bool}}\n* {{two}}\n{{#bool}}\n* third\n{{/bool}}\n",
            expected: "* first\n* second\n* third\n"),
        MustacheSpecCase(
            name: "Nested (Truthy)", data: ["bool": true],
            template: "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", expected: "| A B C D E |"),
        MustacheSpecCase(
            name: "Nested (Falsey)", data: ["bool": false],
            template: "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", expected: "| A  E |"),
        MustacheSpecCase(
            name: "Context Misses", data: [:],
            template: "[{{#missing}}Found key 'missing'!{{/missing}}]", expected: "[]"),
        MustacheSpecCase(
            name: "Implicit Iterator - String", data: ["list": ["a", "b", "c", "d", "e"]],
            template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(a)(b)(c)(d)(e)\""),
        MustacheSpecCase(
            name: "Implicit Iterator - Integer", data: ["list": [1, 2, 3, 4, 5]],
            template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(1)(2)(3)(4)(5)\""),
        MustacheSpecCase(
            name: "Implicit Iterator - Decimal", data: ["list": [1.10, 2.20, 3.30, 4.40, 5.50]],
            template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(1.1)(2.2)(3.3)(4.4)(5.5)\""),
        MustacheSpecCase(
            name: "Implicit Iterator - Array", data: ["list": [[1, 2, 3], ["a", "b", "c"]]],
            template: "\"{{#list}}({{#.}}{{.}}{{/.}}){{/list}}\"", expected: "\"(123)(abc)\""),
        MustacheSpecCase(
            name: "Implicit Iterator - HTML Escaping", data: ["list": ["&", "\"", "<", ">"]],
            template: "\"{{#list}}({{.}}){{/list}}\"", expected: "\"(&)(\")(<)(>)\"",
            adaptedForNoEscaping: true),
        MustacheSpecCase(
            name: "Implicit Iterator - Triple mustache", data: ["list": ["&", "\"", "<", ">"]],
            template: "\"{{#list}}({{{.}}}){{/list}}\"", expected: "\"(&)(\")(<)(>)\""),
        MustacheSpecCase(
            name: "Implicit Iterator - Ampersand", data: ["list": ["&", "\"", "<", ">"]],
            template: "\"{{#list}}({{&.}}){{/list}}\"", expected: "\"(&)(\")(<)(>)\""),
        MustacheSpecCase(
            name: "Implicit Iterator - Root-level", data: [["value": "a"], ["value": "b"]],
            template: "\"{{#.}}({{value}}){{/.}}\"", expected: "\"(a)(b)\""),
        MustacheSpecCase(
            name: "Dotted Names - Truthy", data: ["a": ["b": ["c": true]]],
            template: "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"Here\"", expected: "\"Here\" == \"Here\""),
        MustacheSpecCase(
            name: "Dotted Names - Falsey", data: ["a": ["b": ["c": false]]],
            template: "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
        MustacheSpecCase(
            name: "Dotted Names - Broken Chains", data: ["a": [:]],
            template: "\"{{#a.b.c}}Here{{/a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
        MustacheSpecCase(
            name: "Surrounding Whitespace", data: ["boolean": true],
            template: " | {{#boolean}}\t|\t{{/boolean}} | \n", expected: " | \t|\t | \n"),
        MustacheSpecCase(
            name: "Internal Whitespace", data: ["boolean": true],
            template: " | {{#boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n",
            expected: " |  \n  | \n"),
        MustacheSpecCase(
            name: "Indented Inline Sections", data: ["boolean": true],
            template: " {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n",
            expected: " YES\n GOOD\n"),
        MustacheSpecCase(
            name: "Standalone Lines", data: ["boolean": true],
            template: "| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n",
            expected: "| This Is\n|\n| A Line\n"),
        MustacheSpecCase(
            name: "Indented Standalone Lines", data: ["boolean": true],
            template: "| This Is\n  {{#boolean}}\n|\n  {{/boolean}}\n| A Line\n",
            expected: "| This Is\n|\n| A Line\n"),
        MustacheSpecCase(
            name: "Standalone Line Endings", data: ["boolean": true],
            template: "|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", expected: "|\r\n|"),
        MustacheSpecCase(
            name: "Standalone Without Previous Line", data: ["boolean": true],
            template: "  {{#boolean}}\n#{{/boolean}}\n/", expected: "#\n/"),
        MustacheSpecCase(
            name: "Standalone Without Newline", data: ["boolean": true],
            template: "#{{#boolean}}\n/\n  {{/boolean}}", expected: "#\n/\n"),
        MustacheSpecCase(
            name: "Padding", data: ["boolean": true],
            template: "|{{# boolean }}={{/ boolean }}|", expected: "|=|"),
    ]

    @Test func transcribesEveryCase() {
        #expect(Self.cases.count == 34)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases) func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
