import Testing

@testable import DataSourceGenCore

/// Who is told about a name that resolved to nothing: the override that wrote it, the override
/// that included a default template out of its context, or, for a default template in its own
/// context, the tool's developers.
@Suite struct TemplateSetDiagnosticsTests {
    static let override = "/T/Custom.mustache"

    func unresolved(_ name: String, in template: String, line: Int, from inclusions: [MustacheSite] = [])
        -> MustacheUnresolvedName
    {
        MustacheUnresolvedName(
            name: name, site: MustacheSite(template: template, line: line, column: 1), inclusions: inclusions)
    }

    @Test func aDefaultTemplateInItsOwnContextIsADefectOfTheTool() {
        let main = MustacheSite(template: "DataSources.swift.mustache", line: 3, column: 1)
        let diagnostics = TemplateSet.diagnostics(
            for: [unresolved("nme", in: "Entity.mustache", line: 2, from: [main])], overrideFiles: [Self.override])
        #expect(
            diagnostics.map(\.description) == [
                "Entity.mustache:2:1: error: the default template names `nme`, which the render context lacks; "
                    + "this is a defect of datasource-gen, please report it"
            ])
    }

    @Test func aDefaultTemplateAnOverrideIncludesOutOfContextIsOneWarningAtTheInclusion() {
        let inclusion = MustacheSite(template: Self.override, line: 4, column: 5)
        let main = MustacheSite(template: "DataSources.swift.mustache", line: 3, column: 1)
        let diagnostics = TemplateSet.diagnostics(
            for: [
                unresolved("kind.basic", in: "TableRowLayout.mustache", line: 1, from: [main, inclusion]),
                unresolved("typo", in: Self.override, line: 2, from: [main]),
                unresolved("kind.array", in: "TableRowLayout.mustache", line: 7, from: [main, inclusion]),
            ],
            overrideFiles: [Self.override])
        #expect(
            diagnostics.map(\.description) == [
                "/T/Custom.mustache:2:1: warning: `typo` names nothing in the render context, so it renders as empty "
                    + "text; fix the name (Templates/README.md lists every key)",
                "/T/Custom.mustache:4:5: warning: the default template TableRowLayout.mustache, included here, names "
                    + "`kind.basic`, `kind.array`, which the render context here lacks, so it renders as empty text; "
                    + "include it only where its context is (Templates/README.md says where each template renders)",
            ])
    }
}
