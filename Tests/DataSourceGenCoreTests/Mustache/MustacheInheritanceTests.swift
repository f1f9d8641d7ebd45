import DataSourceGenCore
import Testing

/// Inheritance beyond the spec file: overriding one block of a Swift template, whole lines where
/// the spec is silent, missing parents, and recursion that must end.
@Suite struct MustacheInheritanceTests {
    private func render(_ source: String, _ data: MustacheValue = [:], partials: [String: String]) throws -> String {
        try MustacheTemplate(parsing: source, name: "test").render(data, partials: parse(partials))
    }

    private func parse(_ sources: [String: String]) throws -> [String: MustacheTemplate] {
        var parsed: [String: MustacheTemplate] = [:]
        for (name, source) in sources { parsed[name] = try MustacheTemplate(parsing: source, name: name) }
        return parsed
    }

    static let defaultFile = """
        {{#imports}}
        import {{.}}
        {{/imports}}
        {{$extraImports}}{{/extraImports}}

        struct {{name}} {
            {{$members}}
            let id: Int
            {{/members}}
        }

        """

    @Test func anOverrideReplacesOneBlockAndKeepsTheRest() throws {
        let override = """
            {{<Default}}
            {{! Only the members change; imports and the declaration stay the default's. }}
            {{$members}}
            let id: UUID
            var title: String {
                "\\({{name}})"
            }
            {{/members}}
            {{/Default}}

            """
        let text = try render(
            override, ["imports": ["Foundation"], "name": "Row"], partials: ["Default": Self.defaultFile])
        #expect(
            text == """
                import Foundation

                struct Row {
                    let id: UUID
                    var title: String {
                        "\\(Row)"
                    }
                }

                """)
    }

    @Test func aOneLineBlockTakesWholeLinesAndVanishesWhenEmpty() throws {
        let parent = ["Default": Self.defaultFile]
        let added = try render(
            "{{<Default}}{{$extraImports}}\nimport Combine\nimport SwiftUI\n{{/extraImports}}{{/Default}}",
            ["imports": ["Foundation"], "name": "Row"], partials: parent)
        #expect(added.hasPrefix("import Foundation\nimport Combine\nimport SwiftUI\n\nstruct Row {\n"))
        let inline = try render(
            "{{<Default}}{{$extraImports}}import os{{/extraImports}}{{/Default}}", ["name": "Row"], partials: parent)
        #expect(inline.hasPrefix("import os\n\nstruct Row {\n"))
        let untouched = try render("{{<Default}}{{/Default}}", ["name": "Row"], partials: parent)
        #expect(untouched == "\nstruct Row {\n    let id: Int\n}\n")
    }

    @Test func aOneLineBlockEndsItsLineWithTheTemplatesLineEnd() throws {
        let text = try render("{{<p}}{{$b}}x\r\ny{{/b}}{{/p}}", partials: ["p": "{\r\n  {{$b}}{{/b}}\r\n}"])
        #expect(text == "{\r\n  x\r\n  y\r\n}")
    }

    @Test func blocksInPartialsOfTheParentAreReplacedToo() throws {
        let text = try render(
            "{{<layout}}{{$title}}Rows{{/title}}{{/layout}}",
            partials: [
                "layout": "{{>header}}\nbody\n",
                "header": "// {{$title}}Untitled{{/title}}\n",
            ])
        #expect(text == "// Rows\nbody\n")
    }

    @Test func onlyBlocksDirectlyInsideAParentReplaceAnything() throws {
        let text = try render(
            "{{<p}}{{#flag}}{{$b}}from section{{/b}}{{/flag}}{{>other}}{{/p}}", ["flag": true],
            partials: ["p": "[{{$b}}default{{/b}}]"])
        #expect(text == "[default]")
        let template = try MustacheTemplate(
            parsing: "{{<p}}{{>ignored}}{{$b}}{{>used}}{{/b}}{{/p}}{{$c}}{{>fallback}}{{/c}}", name: "t")
        #expect(template.partialNames == ["p", "used", "fallback"])
    }

    @Test func aReplacementsOwnIndentationGivesWayToTheBlocks() throws {
        let text = try render(
            "{{<p}}\n    {{$body}}\n        step()\n        {{>helper}}\n    {{/body}}\n{{/p}}\n",
            partials: ["p": "func run() {\n    {{$body}}\n    {{/body}}\n}\n", "helper": "a()\nb()\n"])
        #expect(text == "func run() {\n    step()\n    a()\n    b()\n}\n")
    }

    @Test func aMissingParentRendersAsEmptyAndIsReported() throws {
        let template = try MustacheTemplate(parsing: "a\n  {{<missing}}{{$x}}y{{/x}}{{/missing}}\nb\n", name: "t")
        #expect(template.render([:]) == "a\nb\n")
        #expect(template.partialNames == ["missing"])
        #expect(try template.renderChecked([:]) == "a\nb\n")
    }

    @Test func aBlockContainingItselfEnds() throws {
        let text = try render("{{<p}}{{$a}}[{{$a}}inner{{/a}}]{{/a}}{{/p}}", partials: ["p": "{{$a}}default{{/a}}"])
        #expect(text == "[inner]")
    }

    @Test func runawayParentRecursionStopsAtTheCapAndIsReported() throws {
        let selfParent = try parse(["self": "x{{<self}}{{$a}}{{/a}}{{/self}}"])
        let main = try MustacheTemplate(parsing: "{{<self}}{{/self}}", name: "main")
        #expect(
            main.render([:], partials: selfParent)
                == String(repeating: "x", count: MustacheTemplate.maximumPartialDepth))
        let error = try #require(throws: MustacheError.self) { try main.renderChecked([:], partials: selfParent) }
        #expect(error.message.contains("a partial or parent probably includes itself"))

        let mutual = try parse(["a": "{{<b}}{{$x}}a{{/x}}{{/b}}{{<b}}{{/b}}", "b": "{{$x}}b{{/x}}{{<a}}{{/a}}"])
        let mutualMain = try MustacheTemplate(parsing: "{{<a}}{{/a}}", name: "main")
        #expect(throws: MustacheError.self) { try mutualMain.renderChecked([:], partials: mutual) }
    }
}
