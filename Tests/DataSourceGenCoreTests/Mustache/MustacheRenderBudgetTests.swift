import Foundation
import Testing

@testable import DataSourceGenCore

/// A render spends at most ``MustacheTemplate/renderBudget(for:)`` tag visits and bytes of output:
/// partials that each include the next twice stay within the nesting caps and still double the
/// work at every level, which without a budget would not finish.
@Suite struct MustacheRenderBudgetTests {
    /// `P0` … `P<levels - 1>`, each including the next twice; the last writes `leaf`.
    static func doubling(levels: Int, leaf: String) throws -> [String: MustacheTemplate] {
        var partials: [String: MustacheTemplate] = [:]
        for level in 0..<levels {
            let source = level == levels - 1 ? leaf : "{{> P\(level + 1)}}{{> P\(level + 1)}}"
            partials["P\(level)"] = try MustacheTemplate(parsing: source, name: "P\(level).mustache")
        }
        return partials
    }

    /// 2^42 leaves, of text or of nothing (which only the visits bound), are refused at a partial
    /// tag of the chain.
    @Test(arguments: ["z\n", ""])
    func partialsThatDoubleAtEachLevelAreRefusedAtAPartialTag(leaf: String) throws {
        let main = try MustacheTemplate(parsing: "{{> P0}}", name: "T.mustache")
        let error = try #require(throws: MustacheError.self) {
            try main.renderChecked([:], partials: Self.doubling(levels: 42, leaf: leaf))
        }
        #expect(error.location.file.wholeMatch(of: #/P[0-9]+\.mustache/#) != nil, "\(error)")
        #expect(error.location.line == 1 && [1, 9, 10].contains(error.location.column), "\(error)")
        #expect(
            error.message
                == "rendering outgrew its budget of \(MustacheTemplate.renderBudget(for: [:])) tags visited or bytes "
                + "written, so it was stopped here; partials that include the next more than once multiply the output "
                + "at each level: include each once, and repeat content with a section over a list")
    }

    /// Output of exactly the budget renders; one byte more is refused at the innermost tag being
    /// rendered, here the section around the text.
    @Test func outputUpToTheBudgetRendersAndOneByteMoreIsRefused() throws {
        let budget = MustacheTemplate.renderBudget(for: ["a": true])
        func render(bytes: Int) throws -> String {
            let partial = try MustacheTemplate(parsing: String(repeating: "x", count: bytes), name: "p.mustache")
            return try MustacheTemplate(parsing: "{{#a}}{{>p}}{{/a}}", name: "T.mustache")
                .renderChecked(["a": true], partials: ["p": partial])
        }
        #expect(try render(bytes: budget).utf8.count == budget)
        let error = try #require(throws: MustacheError.self) { try render(bytes: budget + 1) }
        #expect(error.location == SourceLocation(file: "T.mustache", line: 1, column: 7))
    }

    /// The budget grows with the data: what loops over a list may write grows with the list.
    @Test func theBudgetGrowsWithTheContext() {
        let small = MustacheTemplate.renderBudget(for: ["items": .list([])])
        let large = MustacheTemplate.renderBudget(for: ["items": .list(Array(repeating: "twelve bytes", count: 100))])
        #expect(large - small == MustacheTemplate.renderBudgetPerUnit * 100 * (1 + 12))
    }

    /// Every golden definitions file renders with the default templates in under a twentieth of
    /// its budget (the largest share measured is under 1/30).
    @Test func theDefaultTemplatesSpendUnderATwentiethOfTheBudget() throws {
        let directory = DiagnosticSiteScanner.packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Definitions")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".datasources.json")
        }
        #expect(files.count > 5)
        let templates = TemplateSet.embedded.templates
        let main = try #require(templates[TemplateSet.mainTemplateName])
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let decoded = try #require(DefinitionsDecoder().decode(text, file: file).definitions)
            let context = GenerationPlanner.plan(DefinitionsResolver().resolve(decoded).resolved).mustacheValue
            let spent = try main.renderReportingUnresolved(context, partials: templates).spent
            #expect(spent > 1_000 && spent * 20 < MustacheTemplate.renderBudget(for: context), "\(file): \(spent)")
        }
    }
}
