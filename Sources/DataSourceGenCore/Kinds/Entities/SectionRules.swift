/// Rules for one section enum: it has cases, and their names are distinct in Swift.
extension ValidationContext {
    mutating func check(_ section: ResolvedSection) {
        let definition = section.definition
        if definition.cases.isEmpty {
            error(
                definition.location,
                "`sections.\(definition.name.value)` has no cases; add them under `cases`, in the order the sections are shown (for example \"tools\": \"Tools\")"
            )
        }
        checkNames(definition.cases.map { ($0.name, "case") }, swiftName: GeneratedNames.caseName, scope: "case")
        checkMembers(
            definition.cases.map(\.name), swiftName: GeneratedNames.caseName,
            reserved: GeneratedCodeNames.sectionMembers, kind: "case", owner: section.typeName)
    }
}
