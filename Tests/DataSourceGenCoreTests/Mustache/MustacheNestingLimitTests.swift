import DataSourceGenCore
import Testing

/// Every recursion of the template engine has a limit, so no template, however hostile, exhausts
/// the stack: sections nest at most 256 levels in one template, partials at most 100 deep, and
/// sections and partials at most 1,000 levels together while rendering. Each is tested at the
/// limit (renders) and one past it (a located error).
@Suite struct MustacheNestingLimitTests {
    @Test(arguments: [257, 10_000])
    func sectionsNestedPastTheLimitAreRefusedAtTheFirstTagTooDeep(depth: Int) throws {
        let template = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
        #expect(
            throws: MustacheError(
                templateName: "T.mustache", line: 1, column: 256 * 6 + 1,
                message: "section 'a' nests 257 levels deep, more than the 256 a template may; "
                    + "move the inner part into a partial")
        ) {
            try MustacheTemplate(parsing: template, name: "T.mustache")
        }
    }

    @Test func sectionsNestedToTheLimitRender() throws {
        let deepest = String(repeating: "{{#a}}", count: 256) + "x" + String(repeating: "{{/a}}", count: 256)
        let rendered = try MustacheTemplate(parsing: deepest, name: "T.mustache").render(["a": true])
        #expect(rendered == "x")
    }

    /// Main (one level) includes a chain of 9 partials, each one level with 110 sections inside:
    /// 1 + 9 × 111 = 1,000 levels render; one more section around the chain is refused.
    @Test func sectionsAndPartialsRenderExactlyToTheRenderLimit() throws {
        var partials: [String: MustacheTemplate] = [:]
        for index in 1...9 {
            let inner = index == 9 ? "x" : "{{>p\(index + 1)}}"
            let source = String(repeating: "{{#a}}", count: 110) + inner + String(repeating: "{{/a}}", count: 110)
            partials["p\(index)"] = try MustacheTemplate(parsing: source, name: "p\(index).mustache")
        }
        let atLimit = try MustacheTemplate(parsing: "{{>p1}}", name: "T.mustache")
        #expect(try atLimit.renderChecked(["a": true], partials: partials) == "x")
        let pastLimit = try MustacheTemplate(parsing: "{{#a}}{{>p1}}{{/a}}", name: "T.mustache")
        let error = try #require(throws: MustacheError.self) {
            try pastLimit.renderChecked(["a": true], partials: partials)
        }
        // At the innermost partial being rendered: p8's `{{>p9}}`, after its 110 section tags.
        #expect(error.location == SourceLocation(file: "p8.mustache", line: 1, column: 110 * 6 + 1))
        #expect(error.message.hasPrefix("sections and partials nest deeper than 1000 levels while rendering"))
    }

    /// A chain of 100 partials, each including the next, renders; a chain of 101 is refused.
    @Test func partialsRenderExactlyToThePartialLimit() throws {
        func chain(_ count: Int) throws -> [String: MustacheTemplate] {
            var partials: [String: MustacheTemplate] = [:]
            for index in 1...count {
                let source = index == count ? "x" : "{{>p\(index + 1)}}"
                partials["p\(index)"] = try MustacheTemplate(parsing: source, name: "p\(index).mustache")
            }
            return partials
        }
        let main = try MustacheTemplate(parsing: "{{>p1}}", name: "T.mustache")
        #expect(try main.renderChecked([:], partials: chain(MustacheTemplate.maximumPartialDepth)) == "x")
        let error = try #require(throws: MustacheError.self) {
            try main.renderChecked([:], partials: chain(MustacheTemplate.maximumPartialDepth + 1))
        }
        // The tag that would have gone one level deeper.
        let deepest = "p\(MustacheTemplate.maximumPartialDepth).mustache"
        #expect(error.location == SourceLocation(file: deepest, line: 1, column: 1))
        #expect(error.message.hasPrefix("partials nest deeper than 100 levels"))
    }

    @Test func sectionsAndPartialsNestedPastTheRenderLimitFailInsteadOfRecursing() throws {
        let recursive = String(repeating: "{{#a}}", count: 10) + "{{>p}}" + String(repeating: "{{/a}}", count: 10)
        let partials = ["p": try MustacheTemplate(parsing: recursive, name: "p.mustache")]
        let main = try MustacheTemplate(parsing: "{{>p}}", name: "T.mustache")
        let error = try #require(throws: MustacheError.self) { try main.renderChecked(["a": true], partials: partials) }
        #expect(error.message.hasPrefix("sections and partials nest deeper than 1000 levels while rendering"))
    }
}
