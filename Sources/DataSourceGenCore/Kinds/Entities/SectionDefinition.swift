/// An enum whose ordered cases are the sections of a sectioned list.
package struct SectionDefinition: Sendable, Hashable {
    /// The enum's name as written.
    package var name: Located<String>
    /// The cases in declaration order; this is the order sections are shown in.
    package var cases: [SectionCaseDefinition]
    /// Where the section enum was declared (its key).
    package var location: SourceLocation { name.location }

    package init(name: Located<String>, cases: [SectionCaseDefinition]) {
        self.name = name
        self.cases = cases
    }
}

/// One case of a section enum and the header title shown for it.
package struct SectionCaseDefinition: Sendable, Hashable {
    /// The case name as written.
    package var name: Located<String>
    /// The header title, shown verbatim; `nil` shows no header.
    package var title: Located<String>?

    package init(name: Located<String>, title: Located<String>?) {
        self.name = name
        self.title = title
    }
}
