import DataSourceGenCore
import Testing

/// specs/~inheritance.yml, every case. The spec names two cases "Text inside parent"; the second,
/// which passes no block, is named "Text inside parent (no block)" here so names stay unique. No
/// case depends on HTML escaping.
@Suite struct MustacheInheritanceSpecTests {
    static let cases: [MustacheSpecCase] = [
        MustacheSpecCase(
            name: "Default", data: [:], template: "{{$title}}Default title{{/title}}\n",
            expected: "Default title\n"),
        MustacheSpecCase(
            name: "Variable", data: ["bar": "baz"],
            template: "{{$foo}}default {{bar}} content{{/foo}}\n", expected: "default baz content\n"),
        MustacheSpecCase(
            name: "Triple Mustache", data: ["bar": "<baz>"],
            template: "{{$foo}}default {{{bar}}} content{{/foo}}\n",
            expected: "default <baz> content\n"),
        MustacheSpecCase(
            name: "Sections", data: ["bar": ["baz": "qux"]],
            template: "{{$foo}}default {{#bar}}{{baz}}{{/bar}} content{{/foo}}\n",
            expected: "default qux content\n"),
        MustacheSpecCase(
            name: "Negative Sections", data: ["baz": "three"],
            template: "{{$foo}}default {{^bar}}{{baz}}{{/bar}} content{{/foo}}\n",
            expected: "default three content\n"),
        MustacheSpecCase(
            name: "Mustache Injection", data: ["bar": ["baz": "{{qux}}"]],
            template: "{{$foo}}default {{#bar}}{{baz}}{{/bar}} content{{/foo}}\n",
            expected: "default {{qux}} content\n"),
        MustacheSpecCase(
            name: "Inherit", data: [:], template: "{{<include}}{{/include}}\n",
            partials: ["include": "{{$foo}}default content{{/foo}}"], expected: "default content"),
        MustacheSpecCase(
            name: "Overridden content", data: [:],
            template: "{{<super}}{{$title}}sub template title{{/title}}{{/super}}",
            partials: ["super": "...{{$title}}Default title{{/title}}..."],
            expected: "...sub template title..."),
        MustacheSpecCase(
            name: "Data does not override block", data: ["var": "var in data"],
            template: "{{<include}}{{$var}}var in template{{/var}}{{/include}}",
            partials: ["include": "{{$var}}var in include{{/var}}"], expected: "var in template"),
        MustacheSpecCase(
            name: "Data does not override block default", data: ["var": "var in data"],
            template: "{{<include}}{{/include}}",
            partials: ["include": "{{$var}}var in include{{/var}}"], expected: "var in include"),
        MustacheSpecCase(
            name: "Overridden parent", data: [:],
            template: "test {{<parent}}{{$stuff}}override{{/stuff}}{{/parent}}",
            partials: ["parent": "{{$stuff}}...{{/stuff}}"], expected: "test override"),
        MustacheSpecCase(
            name: "Two overridden parents", data: [:],
            template:
                "test {{<parent}}{{$stuff}}override1{{/stuff}}{{/parent}} {{<parent}}{{$stuff}}override2{{/stuff}}{{/parent}}\n",
            partials: ["parent": "|{{$stuff}}...{{/stuff}}{{$default}} default{{/default}}|"],
            expected: "test |override1 default| |override2 default|\n"),
        MustacheSpecCase(
            name: "Override parent with newlines", data: [:],
            template: "{{<parent}}{{$ballmer}}\npeaked\n\n:(\n{{/ballmer}}{{/parent}}",
            partials: ["parent": "{{$ballmer}}peaking{{/ballmer}}"], expected: "peaked\n\n:(\n"),
        MustacheSpecCase(
            name: "Inherit indentation", data: [:],
            template: "{{<parent}}{{$nineties}}hammer time{{/nineties}}{{/parent}}",
            partials: ["parent": "stop:\n  {{$nineties}}collaborate and listen{{/nineties}}\n"],
            expected: "stop:\n  hammer time\n"),
        MustacheSpecCase(
            name: "Only one override", data: [:],
            template: "{{<parent}}{{$stuff2}}override two{{/stuff2}}{{/parent}}",
            partials: ["parent": "{{$stuff}}new default one{{/stuff}}, {{$stuff2}}new default two{{/stuff2}}"],
            expected: "new default one, override two"),
        MustacheSpecCase(
            name: "Parent template", data: [:], template: "{{>parent}}|{{<parent}}{{/parent}}",
            partials: ["parent": "{{$foo}}default content{{/foo}}"],
            expected: "default content|default content"),
        MustacheSpecCase(
            name: "Recursion", data: [:], template: "{{<parent}}{{$foo}}override{{/foo}}{{/parent}}",
            partials: [
                "parent": "{{$foo}}default content{{/foo}} {{$bar}}{{<parent2}}{{/parent2}}{{/bar}}",
                "parent2":
                    "{{$foo}}parent2 default content{{/foo}} {{<parent}}{{$bar}}don't recurse{{/bar}}{{/parent}}",
            ], expected: "override override override don't recurse"),
        MustacheSpecCase(
            name: "Multi-level inheritance", data: [:], template: "{{<parent}}{{$a}}c{{/a}}{{/parent}}",
            partials: [
                "parent": "{{<older}}{{$a}}p{{/a}}{{/older}}",
                "older": "{{<grandParent}}{{$a}}o{{/a}}{{/grandParent}}",
                "grandParent": "{{$a}}g{{/a}}",
            ], expected: "c"),
        MustacheSpecCase(
            name: "Multi-level inheritance, no sub child", data: [:], template: "{{<parent}}{{/parent}}",
            partials: [
                "parent": "{{<older}}{{$a}}p{{/a}}{{/older}}",
                "older": "{{<grandParent}}{{$a}}o{{/a}}{{/grandParent}}",
                "grandParent": "{{$a}}g{{/a}}",
            ], expected: "p"),
        MustacheSpecCase(
            name: "Text inside parent", data: [:],
            template: "{{<parent}} asdfasd {{$foo}}hmm{{/foo}} asdfasdfasdf {{/parent}}",
            partials: ["parent": "{{$foo}}default content{{/foo}}"], expected: "hmm"),
        MustacheSpecCase(
            name: "Text inside parent (no block)", data: [:],
            template: "{{<parent}} asdfasd asdfasdfasdf {{/parent}}",
            partials: ["parent": "{{$foo}}default content{{/foo}}"], expected: "default content"),
        MustacheSpecCase(
            name: "Block scope", data: ["fruit": "apples", "nested": ["fruit": "bananas"]],
            template: "{{<parent}}{{$block}}I say {{fruit}}.{{/block}}{{/parent}}",
            partials: ["parent": "{{#nested}}{{$block}}You say {{fruit}}.{{/block}}{{/nested}}"],
            expected: "I say bananas."),
        MustacheSpecCase(
            name: "Standalone parent", data: [:], template: "Hi,\n  {{<parent}}{{/parent}}\n",
            partials: ["parent": "one\ntwo\n"], expected: "Hi,\n  one\n  two\n"),
        MustacheSpecCase(
            name: "Standalone block", data: [:],
            template: "{{<parent}}{{$block}}\none\ntwo{{/block}}\n{{/parent}}\n",
            partials: ["parent": "Hi,\n  {{$block}}{{/block}}\n"], expected: "Hi,\n  one\n  two\n"),
        MustacheSpecCase(
            name: "Block reindentation", data: [:],
            template: "{{<parent}}{{$block}}\n    one\n    two\n{{/block}}{{/parent}}\n",
            partials: ["parent": "Hi,\n  {{$block}}\n  {{/block}}\n"], expected: "Hi,\n  one\n  two\n"),
        MustacheSpecCase(
            name: "Intrinsic indentation", data: [:],
            template: "{{<parent}}{{$block}}\none\ntwo\n{{/block}}{{/parent}}\n",
            partials: ["parent": "Hi,\n{{$block}}\n  default\n{{/block}}\n"],
            expected: "Hi,\n  one\n  two\n"),
        MustacheSpecCase(
            name: "Nested block reindentation", data: [:],
            template: "{{<parent}}{{$nested}}\nthree\n{{/nested}}{{/parent}}\n",
            partials: [
                "parent":
                    "{{<grandparent}}{{$block}}\n  one\n  {{$nested}}\n    two\n  {{/nested}}\n{{/block}}{{/grandparent}}\n",
                "grandparent": "{{$block}}default{{/block}}",
            ], expected: "one\n  three\n"),
    ]

    @Test func transcribesEveryCase() {
        #expect(Self.cases.count == 27)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases) func rendersAsTheSpecExpects(_ specCase: MustacheSpecCase) throws {
        #expect(try specCase.render() == specCase.expected)
    }
}
