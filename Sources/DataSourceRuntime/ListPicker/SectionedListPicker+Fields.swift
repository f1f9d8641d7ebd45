/// The sectioned picker as generated code states it: the section is a field named by key path,
/// and header titles come from the section type, so the closures are built here, once, rather
/// than compiled into every generated picker.
extension SectionedListPicker {
    /// Sections are the cases of `Section` in declaration order, each item in the one its field
    /// `sectionedBy` holds, with the cases' header titles; other parameters as for
    /// ``init(configuration:sections:sectionOf:sectionTitle:showsSelectAll:duplicates:)``.
    public init(
        configuration: ListPickerConfiguration<Item>,
        sectionedBy section: KeyPath<Item, Section> & Sendable,
        showsSelectAll: Bool = false
    ) where Section: ListPickerSection {
        self.init(
            configuration: configuration, sections: Array(Section.allCases), sectionOf: fieldReader(section),
            sectionTitle: headerTitle(of:), showsSelectAll: showsSelectAll)
    }

    /// Sections are the distinct values of the field `groupedBy`, in order of first appearance,
    /// titled with `String(describing:)` (a `String` as it is); other parameters as for
    /// ``init(configuration:groupedBy:sectionTitle:showsSelectAll:duplicates:)``.
    public init(
        configuration: ListPickerConfiguration<Item>,
        groupedBy group: KeyPath<Item, Section> & Sendable,
        showsSelectAll: Bool = false
    ) {
        self.init(
            configuration: configuration, groupedBy: fieldReader(group), sectionTitle: groupTitle(of:),
            showsSelectAll: showsSelectAll)
    }
}

/// Reads the header title of a section (a generic function: see `listPickerTitle(of:)`).
@Sendable private func headerTitle<Section: ListPickerSection>(of section: Section) -> String? {
    section.headerTitle
}

/// Describes a group value, the header title of a section made by `groupedBy:`.
@Sendable private func groupTitle<Section>(of section: Section) -> String? {
    String(describing: section)
}
