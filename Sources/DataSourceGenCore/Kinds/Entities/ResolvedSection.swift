/// A section enum with its Swift case names.
struct ResolvedSection: Sendable {
    var definition: SectionDefinition
    var typeName: String
    var cases: [ResolvedSectionCase]
}

/// One case of a section enum.
struct ResolvedSectionCase: Sendable {
    var definition: SectionCaseDefinition
    var swiftName: String
}
