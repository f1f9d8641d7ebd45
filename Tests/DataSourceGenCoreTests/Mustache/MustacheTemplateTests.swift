import Testing

@testable import DataSourceGenCore

/// Behaviour beyond the spec files: values, truthiness, partial bookkeeping, the depth cap and
/// the indentation choices made for generated source.
@Suite struct MustacheTemplateTests {
    private func render(_ source: String, _ data: MustacheValue, partials: [String: String] = [:]) throws -> String {
        var parsed: [String: MustacheTemplate] = [:]
        for (name, partialSource) in partials {
            parsed[name] = try MustacheTemplate(parsing: partialSource, name: name)
        }
        return try MustacheTemplate(parsing: source, name: "test").render(data, partials: parsed)
    }

    @Test func insertsEveryTagFormVerbatim() throws {
        let text = try render("{{s}}|{{{s}}}|{{&s}}", ["s": "a < b && \"c\" > 'd'"])
        #expect(text == "a < b && \"c\" > 'd'|a < b && \"c\" > 'd'|a < b && \"c\" > 'd'")
    }

    @Test func emptyStringsAndObjectsAreTruthy() throws {
        #expect(try render("{{#s}}yes{{/s}}{{^s}}no{{/s}}", ["s": ""]) == "yes")
        #expect(try render("{{#o}}yes{{/o}}{{^o}}no{{/o}}", ["o": [:]]) == "yes")
        #expect(try render("{{#section}}foo{{/section}}", ["section": "123"]) == "foo")
    }

    @Test func falseyValuesSkipSectionsAndRenderInvertedOnes() throws {
        for value: MustacheValue in [false, nil, []] {
            #expect(try render("{{#v}}yes{{/v}}{{^v}}no{{/v}}", ["v": value]) == "no")
        }
    }

    @Test func literalsBuildTheExpectedValues() {
        let value: MustacheValue = ["n": 42, "d": 0.5, "b": true, "s": "x", "l": [nil], "o": ["k": "v"]]
        #expect(
            value
                == .object([
                    "n": .string("42"), "d": .string("0.5"), "b": .bool(true), "s": .string("x"),
                    "l": .list([.null]), "o": .object(["k": .string("v")]),
                ]))
    }

    @Test func booleansPrintAndCollectionsPrintNothing() throws {
        #expect(
            try render(
                "[{{t}} {{f}} {{l}} {{o}} {{n}}]", ["t": true, "f": false, "l": ["a"], "o": ["k": "v"], "n": nil])
                == "[true false   ]")
    }

    @Test func listsOfListsAndNestedNamesResolveThroughTheStack() throws {
        let data: MustacheValue = ["owner": "Ann", "rows": [["cells": ["a", "b"]], ["cells": ["c"]]]]
        #expect(try render("{{#rows}}{{owner}}:{{#cells}}{{.}}{{/cells}};{{/rows}}", data) == "Ann:ab;Ann:c;")
    }

    @Test func reportsEveryReferencedPartialOnce() throws {
        let template = try MustacheTemplate(
            parsing: "{{>a}}{{#x}}{{>b}}{{/x}}{{^y}}\n  {{>a}}\n{{/y}}{{! >c }}", name: "t")
        #expect(template.partialNames == ["a", "b"])
        #expect(try MustacheTemplate(parsing: "plain", name: "t").partialNames.isEmpty)
    }

    @Test func missingPartialsRenderAsEmptyAndTakeTheirStandaloneLine() throws {
        #expect(try render("a\n  {{>missing}}\nb\n", [:]) == "a\nb\n")
    }

    @Test func unboundedRecursionStopsAtTheDepthCap() throws {
        let text = try render("{{>self}}", [:], partials: ["self": "x{{>self}}"])
        #expect(text == String(repeating: "x", count: MustacheTemplate.maximumPartialDepth))
        #expect(MustacheTemplate.maximumPartialDepth == 100)
    }

    @Test func branchingRecursionAlsoStopsAtTheDepthCap() throws {
        let text = try render("{{>self}}<end>", [:], partials: ["self": "x{{>self}}{{>self}}"])
        #expect(text == String(repeating: "x", count: MustacheTemplate.maximumPartialDepth) + "<end>")
    }

    @Test func checkedRenderingReportsTheCapInsteadOfTruncating() throws {
        let main = try MustacheTemplate(parsing: "{{>self}}", name: "main")
        let partials = ["self": try MustacheTemplate(parsing: "x{{>self}}", name: "self")]
        #expect(throws: MustacheError.self) { try main.renderChecked([:], partials: partials) }
        let finite = try MustacheTemplate(parsing: "{{>leaf}}!", name: "main")
        #expect(
            try finite.renderChecked([:], partials: ["leaf": try MustacheTemplate(parsing: "ok", name: "leaf")])
                == "ok!")
    }

    @Test func dataDrivenRecursionIsNotCut() throws {
        var tree: MustacheValue = ["name": "leaf", "children": []]
        for level in 0..<5 { tree = ["name": .string("n\(level)"), "children": [tree]] }
        let text = try render("{{>node}}", tree, partials: ["node": "{{name}}({{#children}}{{>node}}{{/children}})"])
        #expect(text == "n4(n3(n2(n1(n0(leaf())))))")
    }

    @Test func aTagIsStandaloneOnlyWhenAloneOnItsLine() throws {
        #expect(try render("{{#a}}{{/a}}\nx", ["a": true]) == "\nx")
        #expect(try render("{{#a}} {{/a}} \nx", ["a": true]) == "  \nx")
    }

    @Test func standalonePartialIndentationSkipsBlankLinesAndReachesInlinePartials() throws {
        let text = try render(
            "func f() {\n    {{>body}}\n}\n", [:],
            partials: [
                "body": "let a = 1\n\nlet b = {{>expr}}\n",
                "expr": "f(\n  x\n)",
            ])
        #expect(text == "func f() {\n    let a = 1\n\n    let b = f(\n      x\n    )\n}\n")
    }

    @Test func standalonePartialIndentationAccumulates() throws {
        let text = try render("a\n  {{>outer}}\n", [:], partials: ["outer": "b\n  {{>inner}}\nc\n", "inner": "d\ne\n"])
        #expect(text == "a\n  b\n    d\n    e\n  c\n")
    }

    @Test func parsesOnceAndRendersManyTimesIdentically() throws {
        let template = try MustacheTemplate(parsing: "{{#items}}{{.}},{{/items}}", name: "t")
        let first = template.render(["items": ["1", "2"]])
        #expect(first == "1,2,")
        #expect(template.render(["items": ["1", "2"]]) == first)
        #expect(template.render(["items": ["3"]]) == "3,")
    }

    @Test func rendersLongListsWithoutBlowingUp() throws {
        let items = MustacheValue.list((0..<20_000).map { .string(String($0)) })
        let text = try render("{{#items}}{{.}}\n{{/items}}", ["items": items])
        let expectedLength: Int = (0..<20_000).reduce(0) { total, number in total + String(number).utf8.count + 1 }
        #expect(text.utf8.count == expectedLength)
        #expect(text.hasSuffix("19998\n19999\n"))
    }

    @Test func namesThatResolveToNothingAreReportedOncePerTag() throws {
        let template = try MustacheTemplate(
            parsing: "{{#items}}{{nme}}{{name}}{{outer}}{{/items}}\n{{^missing}}-{{/missing}}{{empty}}", name: "t")
        let context: MustacheValue = .object([
            "items": .list([.object(["name": "a"]), .object(["name": "b"])]),
            "outer": "o", "empty": .null,
        ])
        let rendered = try template.renderReportingUnresolved(context)
        #expect(rendered.text == "aobo\n-")
        #expect(
            rendered.unresolved == [
                MustacheUnresolvedName(
                    name: "nme", site: MustacheSite(template: "t", line: 1, column: 11), nearest: "name"),
                MustacheUnresolvedName(name: "missing", site: MustacheSite(template: "t", line: 2, column: 1)),
            ])
    }
}
