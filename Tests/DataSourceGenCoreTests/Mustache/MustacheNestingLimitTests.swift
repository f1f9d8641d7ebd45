import DataSourceGenCore
import Testing

/// Every recursion of the template engine has a limit, so no template, however hostile, exhausts
/// the stack: sections nest at most 256 levels in one template, and sections and partials at most
/// 1,000 levels together while rendering.
@Suite struct MustacheNestingLimitTests {
    @Test func sectionsNestedPastTheLimitAreRefusedAtTheFirstTagTooDeep() throws {
        let depth = 10_000
        let template = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
        #expect(
            throws: MustacheError(
                templateName: "T.mustache", line: 1, column: 256 * 6 + 1,
                message: "section 'a' nests 257 levels deep, more than the 256 a template may; "
                    + "move the inner part into a partial")
        ) {
            try MustacheTemplate(parsing: template, name: "T.mustache")
        }
        let deepest = String(repeating: "{{#a}}", count: 256) + "x" + String(repeating: "{{/a}}", count: 256)
        let rendered = try MustacheTemplate(parsing: deepest, name: "T.mustache").render(["a": true])
        #expect(rendered == "x")
    }

    @Test func sectionsAndPartialsNestedPastTheRenderLimitFailInsteadOfRecursing() throws {
        let recursive = String(repeating: "{{#a}}", count: 10) + "{{>p}}" + String(repeating: "{{/a}}", count: 10)
        let partials = ["p": try MustacheTemplate(parsing: recursive, name: "p.mustache")]
        let main = try MustacheTemplate(parsing: "{{>p}}", name: "T.mustache")
        let error = try #require(throws: MustacheError.self) { try main.renderChecked(["a": true], partials: partials) }
        #expect(error.message.hasPrefix("sections and partials nest deeper than 1000 levels while rendering"))
    }
}
