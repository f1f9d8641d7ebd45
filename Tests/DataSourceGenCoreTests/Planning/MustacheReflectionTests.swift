import Testing

@testable import DataSourceGenCore

/// Plans become template values by their stored properties, with no key map written by hand; an
/// enum becomes one key per case, so a template switches on it and a misspelt case is reported.
@Suite struct MustacheReflectionTests {
    enum Shape: Hashable, Sendable, MustacheEnum { case round, square, `static` }

    struct Part: Hashable, Sendable, ReflectedMustache {
        var name: String
        var count: Int
        var note: String?
        var shape: Shape
        var children: [Child]
    }

    struct Child: Hashable, Sendable, ReflectedMustache {
        var label: String
    }

    @Test func storedPropertiesEnumCasesOptionalsAndListsBecomeValues() {
        let part = Part(
            name: "bolt", count: 3, note: nil, shape: .static, children: [Child(label: "a"), Child(label: "b")])
        #expect(
            part.mustacheValue
                == .object([
                    "name": "bolt", "count": "3", "note": .null,
                    "shape": .object(["round": false, "square": false, "static": true]),
                    "children": .list([
                        .object(["label": "a", "isFirst": true, "isLast": false]),
                        .object(["label": "b", "isFirst": false, "isLast": true]),
                    ]),
                ]))
    }

    @Test func aTemplateSwitchesOnACaseAndAMisspeltCaseIsReported() throws {
        let template = try MustacheTemplate(
            parsing: "{{#shape.static}}fixed {{name}}{{/shape.static}}{{#shape.sqare}}!{{/shape.sqare}}", name: "t")
        let part = Part(name: "bolt", count: 1, note: "x", shape: .static, children: [])
        let rendered = try template.renderReportingUnresolved(part.mustacheValue)
        #expect(rendered.text == "fixed bolt")
        #expect(rendered.unresolved.map(\.name) == ["shape.sqare"])
    }
}
