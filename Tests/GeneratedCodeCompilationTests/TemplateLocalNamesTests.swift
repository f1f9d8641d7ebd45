import Testing

@testable import DataSourceGenCore

/// ``HostileNames/localNames`` holds every name a template binds where it reads a substituted
/// name bare (``TemplateLocalNames``), so the hostile corpus gives each one every kind of row.
@Suite struct TemplateLocalNamesTests {
    @Test func everyLocalOfTheTemplatesIsAHostileLocalName() throws {
        let derived = try TemplateLocalNames.derived()
        let missing = derived.keys.filter { !HostileNames.localNames.contains($0) }.sorted()
        #expect(
            missing.isEmpty,
            "add to HostileNames.localNames: \(missing.map { "\($0) (\(derived[$0]!.sorted().joined(separator: ", ")))" })"
        )
        // The walk finds the locals it was written for, so an empty result is not a pass.
        #expect(derived.keys.contains("element") && derived.keys.contains("chosen"))
    }

    /// A local a table's or form's templates bind takes every row kind of that kind in the corpus,
    /// and only there: a list picker's locals fill no table or form row.
    @Test func aLocalTakesEveryRowKindOfTheKindsWhoseTemplatesBindIt() throws {
        let kinds = try TemplateLocalNames.kindsByTemplate()
        #expect(kinds["TableHandlers"] == ["tables"] && kinds["FormFioriSwiftUIRow"] == ["forms"])
        #expect(kinds["OptionTitles"] == ["tables", "forms"] && kinds["ListScreenView"] == ["lists"])
        #expect(kinds["TableRowTitle"] == ["tables"] && kinds["Entity"] == [])
        for (name, files) in try TemplateLocalNames.derived() {
            for file in files {
                for kind in kinds[String(file.dropLast(".mustache".count))]! where ["tables", "forms"].contains(kind) {
                    #expect(HostileNames.localNames(takingEveryRowOf: kind).contains(name), "\(name) of \(file)")
                }
            }
        }
        #expect(!HostileNames.localNames(takingEveryRowOf: "tables").contains("shown"))
        let tableLocals = HostileNames.localNames(takingEveryRowOf: "tables")
        let tables = try #require(HostileCorpus.tables(["zzName"] + tableLocals, index: 0)["tables"] as? [String: Any])
        for (table, value) in tables where !table.hasPrefix("Flags") {
            let rows = ((value as? [String: Any])?["sections"] as? [String: Any])?["zzS"] as? [String: Any]
            #expect(Set(tableLocals).isSubset(of: (rows?["rows"] as? [String: Any])?.keys ?? [:].keys), "\(table)")
        }
        let formLocals = HostileNames.localNames(takingEveryRowOf: "forms")
        let forms = try #require(HostileCorpus.form(["zzName"] + formLocals, index: 0)["forms"] as? [String: Any])
        #expect(forms.keys.filter { $0.hasPrefix("Locals form") }.count == 10)
    }

    @Test func aLocalCountsWhereItsScopeReadsASubstitutedNameBare() {
        let template = """
            extension {{typeName}} {
                var {{name}}: Int { 1 }
                func read(label value: Int, other: {{elementType}}) -> Int {
                    let sum = value + {{name}}
                    return [sum].map { item, index in item + {{name}} }.count
                }
                func member(quiet: Int) {
                    let kept = self.{{name}}
                    call({{name}}: kept, \\.{{name}})
                    items.forEach { each in print(each) }
                }
                init(from decoder: Decoder) {
                    guard let found = decoder.value else { return }
                    {{#rows}}print({{field}}){{/rows}}
                }
            }
            """
        #expect(
            TemplateLocalNames.derive(from: template) == ["value", "other", "sum", "item", "index", "decoder", "found"])
    }
}
