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

    enum Check: Hashable, Sendable, MustacheEnum {
        case required
        case range(minimum: String?, maximum: String?)
        case pattern(String)

        static let allCases: [Self] = [.required, .range(minimum: nil, maximum: nil), .pattern("")]
    }

    struct Rule: Hashable, Sendable, ReflectedMustache {
        var field: String
        var check: Check
    }

    struct Spliced: Hashable, Sendable, MustacheMembers {
        var mustacheMembers: [String: MustacheValue] { ["a": "1", "b": "2"] }
        static func mustacheMemberShapes(in builder: inout MustacheSchemaBuilder) -> [String: MustacheShape] {
            ["a": .text(), "b": .text()]
        }
    }

    struct Root: Hashable, Sendable, ReflectedMustache {
        var name: String
        var lists: Spliced
    }

    /// A case with values renders as them (an object of their labels, or the one value), the other
    /// cases false, so a template switches on it and reads the values in the same section.
    @Test func aCaseWithValuesRendersAsItsValues() throws {
        let range = Rule(field: "age", check: .range(minimum: "1", maximum: nil)).mustacheValue
        #expect(
            range
                == .object([
                    "field": "age",
                    "check": .object([
                        "required": false, "range": .object(["minimum": "1", "maximum": .null]), "pattern": false,
                    ]),
                ]))
        let template = try MustacheTemplate(
            parsing: "{{#check.range}}{{field}} in {{minimum}}...{{maximum}}{{^maximum}}nil{{/maximum}}{{/check.range}}"
                + "{{#check.pattern}}{{field}} ~ {{.}}{{/check.pattern}}{{#check.required}}!{{/check.required}}",
            name: "t")
        #expect(try template.renderReportingUnresolved(range).text == "age in 1...nil")
        let pattern = Rule(field: "code", check: .pattern("\"[A-Z]+\"")).mustacheValue
        #expect(try template.renderReportingUnresolved(pattern).text == "code ~ \"[A-Z]+\"")
    }

    enum Size: Hashable, Sendable, MustacheEnum {
        case small, large, huge

        struct MustacheFacts: Hashable, Sendable, ReflectedMustache {
            var isBig: Bool
        }

        var mustacheFacts: MustacheFacts { MustacheFacts(isBig: self != .small) }
    }

    /// An enum's facts are keys beside its cases, named by their stored properties, in its value
    /// and in its schema alike.
    @Test func factsOfACaseAreKeysBesideTheCases() throws {
        #expect(
            MustacheReflection.value(of: Size.huge)
                == .object(["small": false, "large": false, "huge": true, "isBig": true]))
        #expect(
            MustacheReflection.value(of: Size.small)
                == .object(["small": true, "large": false, "huge": false, "isBig": false]))
        let (schema, _) = MustacheSchemaBuilder.schema(of: Size.self)
        guard case .object(let index) = schema.root else {
            Issue.record("an enum's shape is an object: \(schema.root)")
            return
        }
        #expect(Set(schema.objects[index].members.keys) == ["small", "large", "huge", "isBig"])
        #expect(schema.objects[index].members["isBig"] == .bool)
    }

    /// A stored property whose value has members of its own adds them to its plan's object.
    @Test func membersOfAStoredPropertyJoinThePlansObject() {
        #expect(Root(name: "x", lists: Spliced()).mustacheValue == .object(["name": "x", "a": "1", "b": "2"]))
    }
}
