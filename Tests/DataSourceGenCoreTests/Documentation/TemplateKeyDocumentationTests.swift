import Foundation
import Testing

@testable import DataSourceGenCore

/// `Templates/README.md` is what an override template's author reads, and a warning about an
/// unknown key sends them there: every key a render context has, in any golden definitions file
/// or the example, is named in it (in backticks), so the list cannot fall behind the plans.
@Suite struct TemplateKeyDocumentationTests {
    static let root = GoldenFileTests.root.deletingLastPathComponent().deletingLastPathComponent()

    /// Every definitions file whose generated output is committed.
    static func definitionsFiles() throws -> [URL] {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: GoldenFileTests.definitionsDirectory.path)
            .filter { $0.hasSuffix(".datasources.json") }.sorted()
            .map { GoldenFileTests.definitionsDirectory.appendingPathComponent($0) }
        return goldens + [
            root.appendingPathComponent("Examples/ProductCatalog/Sources/CatalogScaffolded/Products.datasources.json")
        ]
    }

    /// The names `Templates/README.md` writes in backticks, split at dots and brackets
    /// (`kind.listPicker` names `kind` and `listPicker`).
    static func documentedNames() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("Templates/README.md"), encoding: .utf8)
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
        return Set(
            spans.flatMap { $0.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) }.map(String.init))
    }

    /// Every key of every object in `value`, with the path of the first object that has it.
    static func keys(of value: MustacheValue, at path: String, into keys: inout [String: String]) {
        switch value {
        case .object(let members):
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if keys[key] == nil { keys[key] = path.isEmpty ? key : "\(path).\(key)" }
                Self.keys(of: member, at: path.isEmpty ? key : "\(path).\(key)", into: &keys)
            }
        case .list(let elements):
            for element in elements { Self.keys(of: element, at: path + "[]", into: &keys) }
        case .string, .bool, .null: break
        }
    }

    @Test func everyKeyOfTheRenderContextIsDocumented() throws {
        let documented = try Self.documentedNames()
        var keys: [String: String] = [:]
        for file in try Self.definitionsFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            let decoded = try #require(DefinitionsDecoder().decode(text, file: file.lastPathComponent).definitions)
            let (resolved, diagnostics) = DefinitionsResolver().resolve(decoded)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            Self.keys(of: GenerationPlanner.plan(resolved).mustacheValue, at: "", into: &keys)
        }
        #expect(keys.count > 100, "the plans were not rendered")
        for (key, path) in keys.sorted(by: { $0.key < $1.key }) where !documented.contains(key) {
            Issue.record("`\(key)` (at \(path)) is a template key that Templates/README.md does not name; document it")
        }
    }

    /// Keys no golden plan reaches (a branch no committed definitions file takes) are documented
    /// too: every member of every object of the render context's schema, read from the plan types.
    @Test func everyKeyOfTheSchemaIsDocumented() throws {
        let documented = try Self.documentedNames()
        let schema = MustacheSchema.filePlan
        #expect(schema.objects.count > 20, "the schema has no objects")
        for object in schema.objects {
            for key in object.members.keys.sorted() where !documented.contains(key) {
                Issue.record("`\(key)` of \(object.typeName) is a template key that Templates/README.md does not name")
            }
        }
    }
}
