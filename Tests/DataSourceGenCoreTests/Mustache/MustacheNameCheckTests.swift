import Testing

@testable import DataSourceGenCore

/// The static name check resolves names as the renderer does, through the stack of what the
/// sections around a tag push, into partials, parents and blocks, and in every branch.
@Suite struct MustacheNameCheckTests {
    /// A root with a title, a list of items, a flag, an optional object, an enum (a case with an
    /// object payload) and a list of two kinds of plan, each with its constant template.
    static let schema = MustacheSchema(
        root: .object(0),
        objects: [
            .init(
                typeName: "Root",
                members: [
                    "title": .text(), "items": .list(.object(1)), "flag": .bool, "maybe": .optional(.object(2)),
                    "kind": .object(3), "all": .list(.oneOf([.object(4), .object(5)])),
                ]),
            .init(typeName: "Item", members: ["name": .text(), "tags": .list(.text())]),
            .init(typeName: "Extra", members: ["note": .text()]),
            .init(typeName: "Kind", members: ["a": .caseFlag(payload: nil), "b": .caseFlag(payload: .object(2))]),
            .init(typeName: "First", members: ["template": .text(constant: "First"), "x": .text()]),
            .init(typeName: "Second", members: ["template": .text(constant: "Second"), "y": .text()]),
        ])

    /// The unknown names, as `template:line:column name < inclusions`, checking `main`.
    func findings(_ templates: [String: String], main: String = "main") throws -> [String] {
        var parsed: [String: MustacheTemplate] = [:]
        for (name, source) in templates { parsed[name] = try MustacheTemplate(parsing: source, name: name) }
        var check = MustacheNameCheck(schema: Self.schema, templates: parsed)
        check.check(template: main)
        func text(_ site: MustacheSite) -> String { "\(site.template):\(site.line):\(site.column)" }
        return check.findings.map { found in
            "\(text(found.site)) \(found.name)" + found.inclusions.reversed().map { " < " + text($0) }.joined()
        }
    }

    @Test func aNameInABranchThatNeverRendersIsFound() throws {
        #expect(
            try findings(["main": "{{#flag}}\n  {{titel}}\n{{/flag}}{{^flag}}{{nme}}{{/flag}}"]) == [
                "main:2:3 titel", "main:3:19 nme",
            ])
    }

    @Test func namesResolveThroughOuterContextsDotsAndDottedPaths() throws {
        let source = """
            {{#items}}{{name}} {{title}}{{#isLast}}.{{/isLast}}{{#tags}}{{.}}{{name}}{{/tags}}{{/items}}
            {{kind.b.note}}{{#kind.b}}{{note}}{{title}}{{/kind.b}}{{#kind.a}}{{.}}{{title}}{{/kind.a}}
            {{maybe.note}}{{#maybe}}{{note}}{{/maybe}}{{^maybe}}{{title}}{{/maybe}}{{#flag}}{{.}}{{/flag}}
            """
        #expect(try findings(["main": source]).isEmpty)
    }

    @Test func whatAValueCannotHaveIsFound() throws {
        let source =
            "{{kind.c}}{{items.name}}{{title.x}}{{#maybe}}{{name}}{{/maybe}}{{^maybe}}{{note}}{{/maybe}}{{isFirst}}"
        #expect(
            try findings(["main": source]) == [
                "main:1:1 kind.c", "main:1:11 items.name", "main:1:25 title.x", "main:1:46 name", "main:1:74 note",
                "main:1:92 isFirst",
            ])
    }

    @Test func aPartialIsCheckedInEveryContextItIsIncludedIn() throws {
        let found = try findings(["main": "{{#items}}{{>row}}{{/items}}\n{{>row}}", "row": "{{name}}"])
        #expect(found == ["row:1:1 name < main:2:1"])
    }

    @Test func aBlockIsCheckedWhereItRendersAndItsOwnContentToo() throws {
        let found = try findings([
            "main": "{{#items}}{{<frame}}{{$body}}{{name}}{{/body}}{{/frame}}{{/items}}\n"
                + "{{<frame}}{{$body}}{{nam}}{{/body}}{{/frame}}",
            "frame": "[{{$body}}{{title}}{{tilte}}{{/body}}]",
        ])
        #expect(found == ["frame:1:20 tilte < main:1:11", "main:2:20 nam < main:2:1"])
    }

    @Test func aDynamicPartialIsFollowedToEachTemplateItsNameCanBe() throws {
        let found = try findings([
            "main": "{{#all}}{{>*template}}{{x}}{{/all}}", "First": "{{x}}{{title}}", "Second": "{{y}}{{x}}",
        ])
        #expect(found == ["Second:1:6 x < main:1:9", "main:1:23 x"])
    }

    @Test func aPartialThatIncludesItselfIsCheckedOnce() throws {
        let found = try findings([
            "main": "{{>self}}", "self": "{{#items}}{{>self}}{{/items}}{{#.}}{{>self}}{{/.}}{{nope}}",
        ])
        #expect(found == ["self:1:51 nope < self:1:11 < main:1:1"])
    }

    /// Each order of the lists a partial includes itself under is a new stack: ten of them make
    /// millions, so the check stops at its budget (here a small one) and leaves the rest to rendering.
    @Test func aCheckThatWouldTakeExponentialTimeStops() throws {
        let lists = (0..<10).map { "l\($0)" }
        let schema = MustacheSchema(
            root: .object(0),
            objects: [
                .init(
                    typeName: "Root",
                    members: Dictionary(
                        uniqueKeysWithValues: lists.enumerated().map {
                            ($1, MustacheShape.list(.object($0 + 1)))
                        }))
            ] + lists.map { .init(typeName: $0, members: ["name": .text()]) })
        let source = lists.map { "{{#\($0)}}{{>p}}{{/\($0)}}" }.joined() + "{{nope}}"
        var check = MustacheNameCheck(
            schema: schema, templates: ["p": try MustacheTemplate(parsing: source, name: "p")], maximumSteps: 5_000)
        check.check(template: "p")
        #expect(!check.isComplete)
        #expect(check.findings.map(\.name) == ["nope"])
    }
}
