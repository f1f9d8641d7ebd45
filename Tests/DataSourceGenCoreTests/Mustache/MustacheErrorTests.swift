import DataSourceGenCore
import Testing

/// Parse errors: each names the offending tag's line and column and says how to fix it.
@Suite struct MustacheErrorTests {
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var template: String
        var line: Int
        var column: Int
        var message: String
    }

    static let cases: [ErrorCase] = [
        ErrorCase(
            testDescription: "unclosed section", template: "import Foundation\n\n  {{#items}}\n  - {{name}}\n",
            line: 3, column: 3, message: "section 'items' opened at 3:3 is never closed; add {{/items}}"),
        ErrorCase(
            testDescription: "innermost unclosed section is reported",
            template: "{{#a}}\n{{#b}}\n{{/b}}\n  {{^c}}\n", line: 4, column: 3,
            message: "section 'c' opened at 4:3 is never closed; add {{/c}}"),
        ErrorCase(
            testDescription: "mismatched close tag", template: "{{#a}}\n{{#b}}\n{{/a}}\n",
            line: 3, column: 1,
            message: "'{{/a}}' does not match the open section 'b' (opened at 2:1); close 'b' first with {{/b}}"),
        ErrorCase(
            testDescription: "close tag without a section", template: "x\n  {{/a}}", line: 2, column: 3,
            message: "'{{/a}}' closes a section that was never opened; remove it or add '{{#a}}' before it"),
        ErrorCase(
            testDescription: "unclosed tag", template: "hello {{name", line: 1, column: 7,
            message: "tag '{{' is never closed; add '}}'"),
        ErrorCase(
            testDescription: "unclosed section tag", template: "a\n\tb {{#name}", line: 2, column: 4,
            message: "tag '{{#' is never closed; add '}}'"),
        ErrorCase(
            testDescription: "unclosed triple mustache", template: "a\nb {{{name}}", line: 2, column: 3,
            message: "tag '{{{' is never closed; add '}}}'"),
        ErrorCase(
            testDescription: "set-delimiter tag without its closing '='", template: "x {{=<% %>}}",
            line: 1, column: 3, message: "tag '{{=' is never closed; add '=}}', as in '{{=<% %>=}}'"),
        ErrorCase(
            testDescription: "set-delimiter tag with one delimiter", template: "\n\n{{=<%=}}", line: 3, column: 1,
            message: "set-delimiter tag '{{=<%=}}' needs exactly two delimiters separated by whitespace, "
                + "as in '{{=<% %>=}}'"),
        ErrorCase(
            testDescription: "set-delimiter tag with three delimiters", template: "{{=< % >=}}", line: 1, column: 1,
            message: "set-delimiter tag '{{=< % >=}}' needs exactly two delimiters separated by whitespace, "
                + "as in '{{=<% %>=}}'"),
        ErrorCase(
            testDescription: "delimiter containing '='", template: "{{=<= =>=}}", line: 1, column: 1,
            message: "delimiter '<=' may not contain '='; choose delimiters without it, as in '{{=<% %>=}}'"),
        ErrorCase(
            testDescription: "empty section name", template: "ab{{#}}", line: 1, column: 3,
            message: "tag '{{#}}' has no name; write one between the delimiters, as in '{{#items}}'"),
        ErrorCase(
            testDescription: "empty variable name", template: "{{ }}", line: 1, column: 1,
            message: "tag '{{ }}' has no name; write one between the delimiters, as in '{{items}}'"),
        ErrorCase(
            testDescription: "empty partial name", template: "{{> }}", line: 1, column: 1,
            message: "tag '{{> }}' has no name; write one between the delimiters, as in '{{>items}}'"),
        ErrorCase(
            testDescription: "whitespace in a name", template: "{{first name}}", line: 1, column: 1,
            message: "tag name 'first name' contains whitespace; a name is one word, "
                + "with dots for nested values (as in 'person.name')"),
        ErrorCase(
            testDescription: "empty dotted part", template: "{{#a..b}}", line: 1, column: 1,
            message: "tag name 'a..b' has an empty part; separate names with single dots (as in 'person.name'), "
                + "or use '.' alone for the current value"),
        ErrorCase(
            testDescription: "unclosed parent", template: "{{<layout}}\n{{$title}}x{{/title}}\n",
            line: 1, column: 1, message: "parent 'layout' opened at 1:1 is never closed; add {{/layout}}"),
        ErrorCase(
            testDescription: "unclosed block", template: "a\n  {{$body}}\n  x\n", line: 2, column: 3,
            message: "block 'body' opened at 2:3 is never closed; add {{/body}}"),
        ErrorCase(
            testDescription: "block closed by its parent's tag",
            template: "{{<layout}}\n  {{$title}}x\n{{/layout}}\n", line: 3, column: 1,
            message: "'{{/layout}}' does not match the open block 'title' (opened at 2:3); "
                + "close 'title' first with {{/title}}"),
        ErrorCase(
            testDescription: "parent closed by another name", template: "{{<layout}}{{/Layout}}", line: 1,
            column: 12,
            message: "'{{/Layout}}' does not match the open parent 'layout' (opened at 1:1); "
                + "close 'layout' first with {{/layout}}"),
        ErrorCase(
            testDescription: "block passed twice to one parent",
            template: "{{<layout}}\n{{$a}}1{{/a}}\n  {{$a}}2{{/a}}\n{{/layout}}", line: 3, column: 3,
            message: "parent 'layout' already overrides block 'a' (at 2:1); remove one of the two"),
        ErrorCase(
            testDescription: "empty parent name", template: "{{< }}", line: 1, column: 1,
            message: "tag '{{< }}' has no name; write one between the delimiters, as in '{{<items}}'"),
        ErrorCase(
            testDescription: "block name with whitespace", template: "{{$main body}}", line: 1, column: 1,
            message: "tag name 'main body' contains whitespace; a name is one word, "
                + "with dots for nested values (as in 'person.name')"),
        ErrorCase(
            testDescription: "unclosed parent in custom delimiters", template: "{{=<% %>=}}\n<%<layout%>",
            line: 2, column: 1, message: "parent 'layout' opened at 2:1 is never closed; add <%/layout%>"),
        ErrorCase(
            testDescription: "fix suggested in the custom delimiters",
            template: "{{=<% %>=}}\n<%#items%>\n", line: 2, column: 1,
            message: "section 'items' opened at 2:1 is never closed; add <%/items%>"),
        ErrorCase(
            testDescription: "columns count Unicode scalars", template: "e\u{301}x{{/y}}", line: 1, column: 4,
            message: "'{{/y}}' closes a section that was never opened; remove it or add '{{#y}}' before it"),
        ErrorCase(
            testDescription: "lines counted through multi-line tags", template: "{{!\nnote\n}} {{/x}}",
            line: 3, column: 4,
            message: "'{{/x}}' closes a section that was never opened; remove it or add '{{#x}}' before it"),
        ErrorCase(
            testDescription: "CRLF line endings", template: "a\r\n{{#b}}\r\n", line: 2, column: 1,
            message: "section 'b' opened at 2:1 is never closed; add {{/b}}"),
    ]

    @Test(arguments: cases) func reportsWhereAndHowToFix(_ errorCase: ErrorCase) {
        #expect(
            throws: MustacheError(
                templateName: "T.mustache", line: errorCase.line, column: errorCase.column,
                message: errorCase.message)
        ) {
            try MustacheTemplate(parsing: errorCase.template, name: "T.mustache")
        }
    }

    @Test func printsLikeACompilerDiagnostic() throws {
        let error = try #require(throws: MustacheError.self) {
            try MustacheTemplate(parsing: "x\n  {{#rows}}\n", name: "Templates/List.swift.mustache")
        }
        #expect(
            error.description
                == "Templates/List.swift.mustache:2:3: error: section 'rows' opened at 2:3 is never closed; add {{/rows}}"
        )
        #expect(error.location == SourceLocation(file: "Templates/List.swift.mustache", line: 2, column: 3))
        #expect(error.diagnostic.severity == .error)
    }
}
