import Testing

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
