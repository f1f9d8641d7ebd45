import Foundation
import Testing

@testable import DataSourceGenCore

/// The schema derived from the plan types says exactly what reflection makes of plan values:
/// every object of every golden plan has the keys of its shape and no other, and each value is
/// of its member's shape, so a name the check accepts is one rendering finds.
@Suite struct MustacheSchemaTests {
    enum Shape: Hashable, Sendable, MustacheEnum { case round, square }

    indirect enum Tree: Hashable, Sendable, MustacheEnum {
        case leaf(String)
        case node(children: [Tree], label: String?)

        static let allCases: [Self] = [.leaf(""), .node(children: [], label: nil)]
    }

    struct Part: Hashable, Sendable, ReflectedMustache {
        var name: String
        var count: Int
        var note: String?
        var shape: Shape
        var tree: Tree
        var parts: [Part]
    }

    @Test func structsEnumsPayloadsOptionalsAndListsHaveTheirShapes() throws {
        let (schema, opaque) = MustacheSchemaBuilder.schema(of: Part.self)
        #expect(opaque.isEmpty)
        let part = try #require(Self.members(of: schema.root, in: schema))
        #expect(Set(part.keys) == ["name", "count", "note", "shape", "tree", "parts"])
        #expect(part["name"] == .text() && part["count"] == .text() && part["note"] == .optional(.text()))
        #expect(part["parts"] == .list(schema.root), "a type containing itself refers to its own object")
        let shape = try #require(part["shape"].flatMap { Self.members(of: $0, in: schema) })
        #expect(shape == ["round": .caseFlag(payload: nil), "square": .caseFlag(payload: nil)])
        let tree = try #require(part["tree"])
        let cases = try #require(Self.members(of: tree, in: schema))
        #expect(cases["leaf"] == .caseFlag(payload: .text()))
        guard case .caseFlag(let payload?)? = cases["node"] else {
            Issue.record("`node` has no payload: \(String(describing: cases["node"]))")
            return
        }
        let node = try #require(Self.members(of: payload, in: schema))
        #expect(node == ["children": .list(tree), "label": .optional(.text())])
        // The shapes say what the values are.
        let value = Part(
            name: "a", count: 1, note: nil, shape: .square, tree: .node(children: [.leaf("x")], label: nil), parts: [])
        #expect(Self.mismatches(value.mustacheValue, schema.root, in: schema, at: "part").isEmpty)
    }

    @Test func everyGoldenPlanHasExactlyTheKeysOfTheSchema() throws {
        let (schema, opaque) = MustacheSchemaBuilder.schema(of: FilePlan.self)
        #expect(opaque.isEmpty, "types whose names no template can be checked against: \(opaque)")
        var planned = 0
        for file in try TemplateKeyDocumentationTests.definitionsFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            let decoded = try #require(DefinitionsDecoder().decode(text, file: file.lastPathComponent).definitions)
            let plan = GenerationPlanner.plan(DefinitionsResolver().resolve(decoded).resolved)
            let problems = Self.mismatches(plan.mustacheValue, schema.root, in: schema, at: file.lastPathComponent)
            #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
            planned += 1
        }
        #expect(planned > 5)
    }

    static func members(of shape: MustacheShape, in schema: MustacheSchema) -> [String: MustacheShape]? {
        guard case .object(let index) = shape else { return nil }
        return schema.objects[index].members
    }

    /// Where `value` is not of `shape`, each as a path and what differs; `positioned` for an
    /// element of a list, whose objects also have `isFirst` and `isLast`.
    static func mismatches(
        _ value: MustacheValue, _ shape: MustacheShape, in schema: MustacheSchema, at path: String,
        positioned: Bool = false
    ) -> [String] {
        switch (value, shape) {
        case (_, .opaque), (.bool, .bool), (.null, .optional), (.bool(false), .caseFlag), (.bool(true), .caseFlag(nil)):
            return []
        case (.string(let text), .text(let constant)):
            return constant == nil || constant == text ? [] : ["\(path): \(text), not the constant \(constant ?? "")"]
        case (_, .optional(let wrapped)), (_, .caseFlag(let wrapped?)):
            return mismatches(value, wrapped, in: schema, at: path, positioned: positioned)
        case (.list(let elements), .list(let element)):
            return elements.enumerated().flatMap {
                mismatches($0.element, element, in: schema, at: "\(path)[\($0.offset)]", positioned: true)
            }
        case (.object(var members), .object(let index)):
            var expected = schema.objects[index].members
            if positioned {
                // The list's positions replace a stored property of the same name.
                for key in ["isFirst", "isLast"] where members.removeValue(forKey: key) == nil {
                    return ["\(path) lacks \(key)"]
                }
                for key in ["isFirst", "isLast"] { expected[key] = nil }
            }
            let keys = Set(members.keys).symmetricDifference(expected.keys).sorted()
            guard keys.isEmpty else { return ["\(path) (\(schema.objects[index].typeName)): keys differ: \(keys)"] }
            return members.sorted { $0.key < $1.key }.flatMap { key, member in
                mismatches(member, expected[key] ?? .opaque, in: schema, at: "\(path).\(key)")
            }
        case (_, .oneOf(let alternatives)):
            let fits = alternatives.contains {
                mismatches(value, $0, in: schema, at: path, positioned: positioned).isEmpty
            }
            return fits ? [] : ["\(path) is none of the alternatives"]
        default:
            return ["\(path): \(value) is not \(shape)"]
        }
    }
}
