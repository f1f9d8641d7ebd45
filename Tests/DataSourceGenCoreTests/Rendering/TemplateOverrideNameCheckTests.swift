import Testing

@testable import DataSourceGenCore

/// An override's names are checked against the plan types before rendering, so a misspelt key
/// is a located warning even in a branch the definitions never render, and once however many
/// files render it.
@Suite struct TemplateOverrideNameCheckTests {
    let overrides = TemplateOverrideTests()

    @Test func aMisspeltKeyInABranchThatDoesNotRenderIsALocatedWarning() throws {
        // The definitions' picker has single selection: the section never renders.
        let result = try overrides.run(templates: [
            "ListPicker.mustache":
                "// {{typeName}}\n{{#allowsMultipleSelection}}{{typoInUnrenderedBranch}}{{/allowsMultipleSelection}}\n"
        ])
        let file = try #require(result.diagnostics.first).location.file
        #expect(
            result.diagnostics.map(\.description) == [
                "\(file):2:29: warning: `typoInUnrenderedBranch` names nothing in the render context, so it "
                    + "renders as empty text; fix the name (Templates/README.md lists every key)"
            ])
        #expect(result.diagnostics.allSatisfy { $0.location.file.hasSuffix("/T/ListPicker.mustache") })
        #expect(try #require(result.files.first).contents.contains("// FruitPicker\n"))
    }

    @Test func aMisspeltKeyThatRendersIsReportedOnce() throws {
        let result = try overrides.run(templates: ["ListPicker.mustache": "// {{entityTyp}}\n"])
        #expect(result.diagnostics.map(\.location.line) == [1], "\(result.diagnostics)")
    }

    @Test func aNameThatIsNotInTheContextAnOverrideIsIncludedInIsAWarning() throws {
        // `entityType` is a picker's key, not an entity's, although the file has both.
        let result = try overrides.run(templates: [
            "Entity.mustache":
                "{{<default/Entity}}{{$members}}\n    // {{typeName}} {{entityType}}\n{{/members}}{{/default/Entity}}\n"
        ])
        #expect(result.diagnostics.map(\.location.column) == [21], "\(result.diagnostics)")
        #expect(result.diagnostics.allSatisfy { $0.description.contains("`entityType` names nothing") })
    }

    /// The name the context has that a misspelt one is closest to, at the first part, or at the
    /// first part of a dotted name that fails, found before rendering and when rendering alike.
    @Test func aMisspeltKeyNamesTheNearestKeyOfItsContext() throws {
        let result = try overrides.run(templates: [
            "ListPicker.mustache":
                "// {{typeNmae}} {{mode.indx}} {{#allowsMultipleSelection}}{{entityTpye}}{{/allowsMultipleSelection}} {{zzzz}}\n"
        ])
        let messages = result.diagnostics.map(\.message)
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("`typeNmae`") && $0.contains("did you mean `typeName`?") })
        #expect(messages.contains { $0.hasPrefix("`mode.indx`") && $0.contains("did you mean `mode.index`?") })
        #expect(messages.contains { $0.hasPrefix("`entityTpye`") && $0.contains("did you mean `entityType`?") })
        #expect(messages.contains { $0.hasPrefix("`zzzz`") && $0.contains("; fix the name") })
    }

    @Test func theRendererNamesTheNearestKeyToo() throws {
        let template = try MustacheTemplate(parsing: "{{#item}}{{titel}} {{item.nmae}}{{/item}}", name: "t")
        let context = MustacheValue.object(["item": .object(["title": .string("x"), "name": .string("y")])])
        let unresolved = try template.renderReportingUnresolved(context).unresolved
        #expect(unresolved.map(\.nearest) == ["title", "item.name"])
    }

    @Test func withoutOverridesNothingIsChecked() {
        #expect(TemplateSet.embedded.overrideNameDiagnostics().isEmpty)
    }
}
