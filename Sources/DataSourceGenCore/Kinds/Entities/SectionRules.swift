/// Rules for one section enum: its cases' names are distinct in Swift (that it has cases is the
/// decoder's to check).
extension ValidationContext {
    mutating func check(_ section: ResolvedSection) {
        let definition = section.definition
        checkNames(definition.cases.map { ($0.name, "case") }, swiftName: GeneratedNames.caseName, scope: "case")
        checkMembers(
            definition.cases.map(\.name), swiftName: GeneratedNames.caseName,
            reserved: GeneratedCodeNames.sectionMembers, kind: "case", owner: section.typeName)
    }
}
