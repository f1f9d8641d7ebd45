import Foundation
import Testing

@testable import DataSourceGenCore

/// `--templates DIR`: files there replace the embedded templates of the same name, may add
/// partials, and broken ones are reported with their location instead of producing bad code.
@Suite struct TemplateOverrideTests {
    let definitions = """
        { "entities": { "Fruit": { "fields": { "code": "String", "name": "String" }, "id": "code", "title": "name" } },
          "pickers": { "FruitPicker": { "entity": "Fruit", "mode": "uniqueID" } } }
        """

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func run(templates: [String: String], directories extra: [URL] = []) throws -> GenerationResult {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let templateDirectory = root.appendingPathComponent("T")
        try FileManager.default.createDirectory(at: templateDirectory, withIntermediateDirectories: true)
        for (name, text) in templates {
            try text.write(to: templateDirectory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let input = root.appendingPathComponent("Fruit.datasources.json")
        try definitions.write(to: input, atomically: true, encoding: .utf8)
        let inputs = GenerationInputs(
            inputPaths: [input.path], templateDirectories: [templateDirectory.path] + extra.map(\.path))
        return inputs.generate()
    }

    @Test func anOverrideReplacesOneTemplateAndKeepsTheOthers() throws {
        let result = try run(templates: ["ListPicker.mustache": "// custom picker {{typeName}} over {{entityType}}\n"])
        #expect(result.diagnostics.isEmpty)
        let text = try #require(result.files.first).contents
        #expect(text.contains("// custom picker FruitPicker over Fruit\n"))
        #expect(
            text.contains("struct Fruit: Identifiable, Hashable, Sendable, Codable {"),
            "the default Entity template is still used")
    }

    @Test func aMisspeltKeyInAnOverrideIsALocatedWarningAndTheFileIsStillWritten() throws {
        let result = try run(templates: [
            "ListPicker.mustache":
                "// {{typeName}}\n{{#hasSerch}}\n// search\n{{/hasSerch}}\n// {{entityTyp}} {{rawNameText}}\n"
        ])
        let warnings = result.diagnostics.map(\.description)
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.allSatisfy { $0.contains("/T/ListPicker.mustache:") && $0.contains(": warning: ") })
        #expect(warnings.contains { $0.contains("ListPicker.mustache:2:1: warning: `hasSerch` names nothing") })
        #expect(warnings.contains { $0.contains("ListPicker.mustache:5:4: warning: `entityTyp` names nothing") })
        #expect(try #require(result.files.first).contents.contains("// FruitPicker\n//  FruitPicker\n"))
    }

    @Test func aDefaultTemplateIncludedOutOfItsContextIsAWarningAtTheInclusion() throws {
        // `TableRowLayout` renders in a table row's context, whose keys an entity's lacks.
        let result = try run(templates: [
            "Entity.mustache": "{{<default/Entity}}{{$members}}\n{{>TableRowLayout}}\n{{/members}}{{/default/Entity}}\n"
        ])
        let printed = result.diagnostics.map(\.description)
        #expect(printed.count == 1, "\(printed)")
        #expect(
            printed.allSatisfy {
                $0.contains(
                    "/T/Entity.mustache:2:1: warning: the default template TableRowLayout.mustache, "
                        + "included here, names `kind.basic`, `kind.static`")
            }, "\(printed)")
        #expect(result.files.count == 1)
    }

    @Test func aNullValueAndANameOfAnOuterContextAreNotMisspelt() throws {
        // `fiori` is null without the platform, and `access` belongs to the file, outside the picker.
        let result = try run(templates: ["ListPicker.mustache": "{{^fiori}}// {{access}}{{typeName}}{{/fiori}}\n"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func overridesCanAddPartials() throws {
        let result = try run(templates: [
            "ListPicker.mustache": "{{> Banner}}\n",
            "Banner.mustache": "// banner for {{typeName}}\n",
        ])
        #expect(try #require(result.files.first).contents.contains("// banner for FruitPicker\n"))
    }

    @Test func theFirstDirectoryWins() throws {
        let second = try scratch()
        defer { try? FileManager.default.removeItem(at: second) }
        try "// second\n".write(
            to: second.appendingPathComponent("ListPicker.mustache"), atomically: true, encoding: .utf8)
        let result = try run(templates: ["ListPicker.mustache": "// first\n"], directories: [second])
        let text = try #require(result.files.first).contents
        #expect(text.contains("// first\n") && !text.contains("// second\n"))
    }

    @Test func aBrokenTemplateIsReportedWhereItBreaks() throws {
        let result = try run(templates: ["ListPicker.mustache": "line one\n  {{#items}}never closed\n"])
        #expect(result.files.isEmpty)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.file.hasSuffix("T/ListPicker.mustache"))
        #expect(diagnostic.location.line == 2 && diagnostic.location.column == 3)
    }

    @Test func aMissingPartialIsAnErrorNotSilentlyEmptyOutput() throws {
        let result = try run(templates: ["ListPicker.mustache": "{{> Typo}}\n"])
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.message).contains {
                $0.contains("includes the partial `Typo`, which does not exist")
            })
    }

    /// At the tag that names it, not at the top of the file, with the name it is closest to.
    @Test func aMisspeltPartialIsReportedAtItsTagWithTheNearestName() throws {
        let result = try run(templates: [
            "ListPicker.mustache": "// one\n// two\n// three {{> TableRowTitl}}\n{{> Nothing}}\n"
        ])
        #expect(result.files.isEmpty)
        let misspelt = try #require(result.diagnostics.first { $0.message.contains("`TableRowTitl`") })
        #expect(misspelt.location.file.hasSuffix("T/ListPicker.mustache"))
        #expect(misspelt.location.line == 3 && misspelt.location.column == 10)
        #expect(misspelt.message.contains("did you mean `TableRowTitle`?"))
        let unrelated = try #require(result.diagnostics.first { $0.message.contains("`Nothing`") })
        #expect(unrelated.location.line == 4 && unrelated.location.column == 1)
        #expect(!unrelated.message.contains("did you mean"))
    }

    /// An override nothing renders is a warning at its top with the nearest template's name,
    /// while one a template includes, or that replaces a default, is not.
    @Test func anOverrideThatNoTemplateUsesIsAWarning() throws {
        let result = try run(templates: [
            "TableModle.mustache": "// typo\n", "Unused.mustache": "// leftover\n",
            "ListPicker.mustache": "{{> Banner}}\n", "Banner.mustache": "// banner\n",
        ])
        #expect(result.files.count == 1)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.location.line == 1 })
        let messages = result.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent) \($0.message)" }
        #expect(
            messages == [
                "TableModle.mustache no template is named `TableModle` or includes it, so this file is never rendered; "
                    + "rename it to TableModel.mustache",
                "Unused.mustache no template is named `Unused` or includes it, so this file is never rendered; name "
                    + "it after the template it replaces (Templates/README.md lists them), or include it with {{> Unused}}",
            ])
    }

    @Test func runawayPartialRecursionIsAnErrorNotTruncatedOutput() throws {
        let result = try run(templates: ["ListPicker.mustache": "{{> Loop}}\n", "Loop.mustache": "x{{> Loop}}\n"])
        #expect(result.files.isEmpty)
        let diagnostic = try #require(result.diagnostics.first)
        // At the override's own tag that includes itself once too often.
        #expect(diagnostic.location.file.hasSuffix("T/Loop.mustache"))
        #expect(diagnostic.location.line == 1 && diagnostic.location.column == 2)
        #expect(diagnostic.message.hasPrefix("partials nest deeper than 100 levels"))
    }

    /// Render contexts are data: an override can change what is declared (attributes, access,
    /// the initializer's shape, conformances), not only move text the planner wrote.
    @Test func anOverrideChangesDeclarationsFromContextData() throws {
        let entity = """
            {{#isGenerated}}
            @frozen {{access}}struct {{typeName}}{{#conformances}}{{#isFirst}}: {{/isFirst}}{{name}}{{^isLast}} & {{/isLast}}{{/conformances}} {
            {{#fields}}
                package let {{name}}: {{type}}
            {{/fields}}
                package init({{#fields}}_ {{parameterName}}: {{type}}{{^isLast}}, {{/isLast}}{{/fields}}) {
            {{#fields}}
                    self.{{name}} = {{name}}
            {{/fields}}
                }
            }
            {{/isGenerated}}

            """
        let result = try run(templates: ["Entity.mustache": entity, "ListPicker.mustache": ""])
        #expect(result.diagnostics.isEmpty)
        let text = try #require(result.files.first).contents
        #expect(
            text.contains(
                """
                @frozen struct Fruit: Identifiable & Hashable & Sendable & Codable {
                    package let code: String
                    package let name: String
                    package init(_ code: String, _ name: String) {
                        self.code = code
                        self.name = name
                    }
                }
                """))
    }

    /// An override extends a default by replacing one block, instead of copying the template.
    @Test func anOverrideReplacesOneBlockOfTheDefault() throws {
        let entity = """
            {{<default/Entity}}
            {{$attributes}}
            @available(iOS 17, *)
            {{/attributes}}
            {{$members}}
            /// Added by the override.
            var summary: String { "\\(code): \\(name)" }
            {{/members}}
            {{/default/Entity}}
            """
        let result = try run(templates: ["Entity.mustache": entity])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let text = try #require(result.files.first).contents
        #expect(
            text.contains(
                """

                @available(iOS 17, *)
                struct Fruit: Identifiable, Hashable, Sendable, Codable {
                """))
        #expect(
            text.contains(
                """
                    func hash(into hasher: inout Swift.Hasher) { hasher.combine(self.id) }
                    /// Added by the override.
                    var summary: String { "\\(code): \\(name)" }
                }
                """))
        let plain = try run(templates: [:])
        #expect(plain.files.first?.contents.contains("@available") == false)
    }

    @Test func aMissingTemplatesDirectoryIsAnError() {
        let inputs = GenerationInputs(inputPaths: [], templateDirectories: ["/nonexistent/templates-dir"])
        let result = inputs.generate()
        #expect(result.diagnostics.first?.message.hasPrefix("cannot read the templates directory") == true)
    }
}
