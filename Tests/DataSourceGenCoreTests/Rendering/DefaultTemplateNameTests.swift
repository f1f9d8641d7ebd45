import Foundation
import Testing

@testable import DataSourceGenCore

/// Every tag of every default template, in every branch, names a key of the context it renders
/// in, checked against the plan types rather than against the plans the goldens happen to have:
/// rendering reports only the branches it enters, and many branches no golden file enters.
@Suite struct DefaultTemplateNameTests {
    static let templateNames = Set(
        EmbeddedResources.templates.map { String($0.name.dropLast(TemplateSet.fileSuffix.count)) })

    @Test func everyTagOfEveryDefaultTemplateNamesAKeyOfItsContext() {
        let check = TemplateSet.embedded.checkNames()
        #expect(
            check.findings.isEmpty,
            Comment(rawValue: check.findings.map(Self.located).joined(separator: "\n")))
        #expect(
            check.steps * 10 <= MustacheNameCheck.defaultMaximumSteps,
            "the default templates take \(check.steps) steps: raise the budget, so overrides are checked whole")
        #expect(check.unfollowed.isEmpty, "dynamic partials whose template is not known: \(check.unfollowed)")
        let unreached = Self.templateNames.subtracting(check.reached).sorted()
        #expect(unreached.isEmpty, "templates the main template never includes, so never checked: \(unreached)")
        let tags = TemplateSet.embedded.templates.values.reduce(into: Set<MustacheSite>()) {
            Self.collectTags(in: $1.nodes, into: &$0)
        }
        #expect(tags.count > 1_000)
        let unchecked = tags.subtracting(check.checkedSites).map { "\($0.template):\($0.line):\($0.column)" }
        #expect(unchecked.isEmpty, "tags never checked: \(unchecked.sorted())")
    }

    /// The sites of every tag that names a value (not a partial's fixed name), in every branch.
    static func collectTags(in nodes: [MustacheNode], into sites: inout Set<MustacheSite>) {
        for node in nodes {
            switch node {
            case .text: break
            case .variable(_, let site), .dynamicPartial(_, let site, _, _): sites.insert(site)
            case .section(_, let children, _, let site):
                sites.insert(site)
                collectTags(in: children, into: &sites)
            case .partial(_, let overrides, _, _, _):
                for content in overrides.values { collectTags(in: content, into: &sites) }
            case .block(_, let children, _): collectTags(in: children, into: &sites)
            }
        }
    }

    /// A table whose rows and sections all show while their flag is on: nothing renders the
    /// `test.hasNoValue` branch of `TableCondition.mustache` (a negated condition).
    static let tableShownWhileOn = """
        { "tables": { "Prefs": {
            "flags": { "advanced": false },
            "sections": { "main": { "rows": { "more": { "kind": "basic", "visibleWhen": "advanced" } } } } } } }
        """

    /// A misspelt name in a branch the definitions never render passes rendering unreported,
    /// and fails the check, at its template, line and column.
    @Test func aMisspeltNameInABranchThatDoesNotRenderIsFound() throws {
        let tag = "{{#test.hasNoValue}}"
        let table = try #require(EmbeddedResources.templates.first { $0.name == "TableCondition.mustache" }).source
        let opening = try #require(table.range(of: tag))
        let planted = table.replacingCharacters(in: opening, with: tag + "{{typoInUnrenderedBranch}}")
        let before = table[..<opening.upperBound]
        let line = before.count(where: \.isNewline) + 1
        let column =
            before.unicodeScalars.count - (before.lastIndex(of: "\n").map { table[...$0].unicodeScalars.count } ?? 0)
            + 1
        var templates = TemplateSet.embedded.templates
        templates["TableCondition"] = try MustacheTemplate(parsing: planted, name: "TableCondition.mustache")

        let decoded = try #require(DefinitionsDecoder().decode(Self.tableShownWhileOn, file: "Prefs.json").definitions)
        let resolution = DefinitionsResolver().resolve(decoded)
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        let plan = GenerationPlanner.plan(resolution.resolved)
        let main = try #require(templates[TemplateSet.mainTemplateName])
        let rendered = try main.renderReportingUnresolved(plan.mustacheValue, partials: templates)
        #expect(rendered.text.contains("state.advanced"), "the table's condition renders")
        #expect(rendered.unresolved.isEmpty, "rendering does not enter the branch: \(rendered.unresolved)")

        var check = MustacheNameCheck(schema: .filePlan, templates: templates)
        check.check(template: TemplateSet.mainTemplateName)
        #expect(
            check.findings.map(Self.located) == ["TableCondition.mustache:\(line):\(column): typoInUnrenderedBranch"])
    }

    static func located(_ name: MustacheUnresolvedName) -> String {
        "\(name.site.template):\(name.site.line):\(name.site.column): \(name.name)"
    }
}
