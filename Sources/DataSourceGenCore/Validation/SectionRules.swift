/// Rules for one section enum: it has cases, and their names are distinct in Swift.
extension ValidationContext {
    mutating func check(_ section: SectionDefinition) {
        if section.cases.isEmpty {
            error(section.location, "`sections.\(section.name.value)` has no cases; add them under `cases`, in the order the sections are shown (for example \"tools\": \"Tools\")")
        }
        checkNames(section.cases.map { ($0.name, "case") }, swiftName: GeneratedNames.caseName, scope: "case")
    }
}
