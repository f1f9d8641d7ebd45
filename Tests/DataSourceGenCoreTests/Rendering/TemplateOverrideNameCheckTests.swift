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

    @Test func withoutOverridesNothingIsChecked() {
        #expect(TemplateSet.embedded.overrideNameDiagnostics().isEmpty)
    }
}
