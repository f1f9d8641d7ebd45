import DataSourceGenCore
import Testing

/// specs/interpolation.yml, every case (the HTML-escaping ones expect unescaped text).
@Suite struct MustacheInterpolationSpecTests {
    static let cases: [MustacheSpecCase] = [
        MustacheSpecCase(
            name: "No Interpolation", data: [:],
            template: "Hello from {Mustache}!\n", expected: "Hello from {Mustache}!\n"),
        MustacheSpecCase(
            name: "Basic Interpolation", data: ["subject": "world"],
            template: "Hello, {{subject}}!\n", expected: "Hello, world!\n"),
        MustacheSpecCase(
            name: "No Re-interpolation", data: ["template": "{{planet}}", "planet": "Earth"],
            template: "{{template}}: {{planet}}", expected: "{{planet}}: Earth"),
        MustacheSpecCase(
            name: "HTML Escaping", data: ["forbidden": "& \" < >"],
            template: "These characters should be HTML escaped: {{forbidden}}\n",
            expected: "These characters should be HTML escaped: & \" < >\n", adaptedForNoEscaping: true),
        MustacheSpecCase(
            name: "Triple Mustache", data: ["forbidden": "& \" < >"],
            template: "These characters should not be HTML escaped: {{{forbidden}}}\n",
            expected: "These characters should not be HTML escaped: & \" < >\n"),
        MustacheSpecCase(
            name: "Ampersand", data: ["forbidden": "& \" < >"],
            template: "These characters should not be HTML escaped: {{&forbidden}}\n",
            expected: "These characters should not be HTML escaped: & \" < >\n"),
        MustacheSpecCase(
            name: "Basic Integer Interpolation", data: ["mph": 85],
            template: "\"{{mph}} miles an hour!\"", expected: "\"85 miles an hour!\""),
        MustacheSpecCase(
            name: "Triple Mustache Integer Interpolation", data: ["mph": 85],
            template: "\"{{{mph}}} miles an hour!\"", expected: "\"85 miles an hour!\""),
        MustacheSpecCase(
            name: "Ampersand Integer Interpolation", data: ["mph": 85],
            template: "\"{{&mph}} miles an hour!\"", expected: "\"85 miles an hour!\""),
        MustacheSpecCase(
            name: "Basic Decimal Interpolation", data: ["power": 1.210],
            template: "\"{{power}} jiggawatts!\"", expected: "\"1.21 jiggawatts!\""),
        MustacheSpecCase(
            name: "Triple Mustache Decimal Interpolation", data: ["power": 1.210],
            template: "\"{{{power}}} jiggawatts!\"", expected: "\"1.21 jiggawatts!\""),
        MustacheSpecCase(
            name: "Ampersand Decimal Interpolation", data: ["power": 1.210],
            template: "\"{{&power}} jiggawatts!\"", expected: "\"1.21 jiggawatts!\""),
        MustacheSpecCase(
            name: "Basic Null Interpolation", data: ["cannot": nil],
            template: "I ({{cannot}}) be seen!", expected: "I () be seen!"),
        MustacheSpecCase(
            name: "Triple Mustache Null Interpolation", data: ["cannot": nil],
            template: "I ({{{cannot}}}) be seen!", expected: "I () be seen!"),
        MustacheSpecCase(
            name: "Ampersand Null Interpolation", data: ["cannot": nil],
            template: "I ({{&cannot}}) be seen!", expected: "I () be seen!"),
        MustacheSpecCase(
            name: "Basic Context Miss Interpolation", data: [:],
            template: "I ({{cannot}}) be seen!", expected: "I () be seen!"),
        MustacheSpecCase(
            name: "Triple Mustache Context Miss Interpolation", data: [:],
            template: "I ({{{cannot}}}) be seen!", expected: "I () be seen!"),
        MustacheSpecCase(
            name: "Ampersand Context Miss Interpolation", data: [:],
            template: "I ({{&cannot}}) be seen!", expected: "I () be seen!"),
        MustacheSpecCase(
            name: "Dotted Names - Basic Interpolation", data: ["person": ["name": "Joe"]],
            template: "\"{{person.name}}\" == \"{{#person}}{{name}}{{/person}}\"",
            expected: "\"Joe\" == \"Joe\""),
        MustacheSpecCase(
            name: "Dotted Names - Triple Mustache Interpolation", data: ["person": ["name": "Joe"]],
            template: "\"{{{person.name}}}\" == \"{{#person}}{{{name}}}{{/person}}\"",
            expected: "\"Joe\" == \"Joe\""),
        MustacheSpecCase(
            name: "Dotted Names - Ampersand Interpolation", data: ["person": ["name": "Joe"]],
            template: "\"{{&person.name}}\" == \"{{#person}}{{&name}}{{/person}}\"",
            expected: "\"Joe\" == \"Joe\""),
        MustacheSpecCase(
            name: "Dotted Names - Arbitrary Depth",
            data: ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]]],
            template: "\"{{a.b.c.d.e.name}}\" == \"Phil\"", expected: "\"Phil\" == \"Phil\""),
        MustacheSpecCase(
            name: "Dotted Names - Broken Chains", data: ["a": [:]],
            template: "\"{{a.b.c}}\" == \"\"", expected: "\"\" == \"\""),
        MustacheSpecCase(
            name: "Dotted Names - Broken Chain Resolution",
            data: ["a": ["b": [:]], "c": ["name": "Jim"]],
            template: "\"{{a.b.c.name}}\" == \"\"", expected: "\"\" == \"\""),
        MustacheSpecCase(
            name: "Dotted Names - Initial Resolution",
            data: [
                "a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]],
                "b": ["c": ["d": ["e": ["name": "Wrong"]]]],
            ],
            template: "\"{{#a}}{{b.c.d.e.name}}{{/a}}\" == \"Phil\"", expected: "\"Phil\" == \"Phil\""),
        MustacheSpecCase(
            name: "Dotted Names - Context Precedence", data: ["a": ["b": [:]], "b": ["c": "ERROR"]],
            template: "{{#a}}{{b.c}}{{/a}}", expected: ""),
        MustacheSpecCase(
            name: "Dotted Names are never single keys", data: ["a.b": "c"],
            template: "{{a.b}}", expected: ""),
        MustacheSpecCase(
            name: "Dotted Names - No Masking", data: ["a.b": "c", "a": ["b": "d"]],
            template: "{{a.b}}", expected: "d"),
        MustacheSpecCase(
            name: "Implicit Iterators - Basic Interpolation", data: "world",
            template: "Hello, {{.}}!\n", expected: "Hello, world!\n"),
        MustacheSpecCase(
            name: "Implicit Iterators - HTML Escaping", data: "& \" < >",
            template: "These characters should be HTML escaped: {{.}}\n",
            expected: "These characters should be HTML escaped: & \" < >\n", adaptedForNoEscaping: true),
        MustacheSpecCase(
            name: "Implicit Iterators - Triple Mustache", data: "& \" < >",
            template: "These characters should not be HTML escaped: {{{.}}}\n",
            expected: "These characters should not be HTML escaped: & \" < >\n"),
        MustacheSpecCase(
            name: "Implicit Iterators - Ampersand", data: "& \" < >",
            template: "These characters should not be HTML escaped: {{&.}}\n",
            expected: "These characters should not be HTML escaped: & \" < >\n"),
        MustacheSpecCase(
            name: "Implicit Iterators - Basic Integer Interpolation", data: 85,
            template: "\"{{.}} miles an hour!\"", expected: "\"85 miles an hour!\""),
        MustacheSpecCase(
            name: "Interpolation - Surrounding Whitespace", data: ["string": "---"],
            template: "| {{string}} |", expected: "| --- |"),
        MustacheSpecCase(
            name: "Triple Mustache - Surrounding Whitespace", data: ["string": "---"],
            template: "| {{{string}}} |", expected: "| --- |"),
        MustacheSpecCase(
            name: "Ampersand - Surrounding Whitespace", data: ["string": "---"],
            template: "| {{&string}} |", expected: "| --- |"),
        MustacheSpecCase(
            name: "Interpolation - Standalone", data: ["string": "---"],
            template: "  {{string}}\n", expected: "  ---\n"),
        MustacheSpecCase(
            name: "Triple Mustache - Standalone", data: ["string": "---"],
            template: "  {{{string}}}\n", expected: "  ---\n"),
        MustacheSpecCase(
            name: "Ampersand - Standalone", data: ["string": "---"],
            template: "  {{&string}}\n", expected: "  ---\n"),
        MustacheSpecCase(
            name: "Interpolation With Padding", data: ["string": "---"],
            template: "|{{ string }}|", expected: "|---|"),
        MustacheSpecCase(
            name: "Triple Mustache With Padding", data: ["string": "---"],
            template: "|{{{ string }}}|", expected: "|---|"),
        MustacheSpecCase(
            name: "Ampersand With Padding", data: ["string": "---"],
            template: "|{{& string }}|", expected: "|---|"),
    ]

    @Test func transcribesEveryCase() {
        #expect(Self.cases.count == 42)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases) func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
