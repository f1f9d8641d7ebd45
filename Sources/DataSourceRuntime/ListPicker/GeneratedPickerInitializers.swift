/// The pickers as generated code states them: flags and key paths, no closures and no
/// ``ListPickerConfiguration``. The title comes from ``TitledListItem``, search fields and the
/// section are key paths, header titles come from the section type; the closures are built here,
/// once, rather than compiled into every generated picker, so a picker made either way behaves
/// the same. One call, rather than a configuration built and passed on, also costs each generated
/// picker less to compile.
extension IndexListPicker where Item: TitledListItem {
    /// An empty picker searching the fields at `search` (none: search off); defaults: single
    /// selection, empty selection allowed. As ``init(configuration:)`` otherwise.
    public init(
        search: [PartialKeyPath<Item> & Sendable] = [], allowsMultipleSelection: Bool = false,
        allowsEmptySelection: Bool = true
    ) {
        self.init(
            configuration: ListPickerConfiguration(
                search: search, allowsMultipleSelection: allowsMultipleSelection,
                allowsEmptySelection: allowsEmptySelection))
    }
}

extension UniqueIdentifierListPicker where Item: TitledListItem {
    /// An empty picker searching the fields at `search` (none: search off); defaults: single
    /// selection, empty selection allowed, no Select All. As
    /// ``init(configuration:showsSelectAll:duplicates:)`` otherwise.
    public init(
        search: [PartialKeyPath<Item> & Sendable] = [], allowsMultipleSelection: Bool = false,
        allowsEmptySelection: Bool = true, showsSelectAll: Bool = false
    ) {
        self.init(
            configuration: ListPickerConfiguration(
                search: search, allowsMultipleSelection: allowsMultipleSelection,
                allowsEmptySelection: allowsEmptySelection),
            showsSelectAll: showsSelectAll)
    }
}

extension SectionedListPicker where Item: TitledListItem {
    /// Sections are the cases of `Section` in declaration order, each item in the one its field
    /// `sectionedBy` holds, with the cases' header titles; other parameters as for
    /// ``UniqueIdentifierListPicker/init(search:allowsMultipleSelection:allowsEmptySelection:showsSelectAll:)``.
    public init(
        sectionedBy section: KeyPath<Item, Section> & Sendable, search: [PartialKeyPath<Item> & Sendable] = [],
        allowsMultipleSelection: Bool = false, allowsEmptySelection: Bool = true, showsSelectAll: Bool = false
    ) where Section: ListPickerSection {
        self.init(
            configuration: ListPickerConfiguration(
                search: search, allowsMultipleSelection: allowsMultipleSelection,
                allowsEmptySelection: allowsEmptySelection),
            sections: Array(Section.allCases), sectionOf: fieldReader(section), sectionTitle: headerTitle(of:),
            showsSelectAll: showsSelectAll)
    }

    /// Sections are the distinct values of the field `groupedBy`, in order of first appearance,
    /// titled with `String(describing:)` (a `String` as it is); other parameters as for
    /// ``UniqueIdentifierListPicker/init(search:allowsMultipleSelection:allowsEmptySelection:showsSelectAll:)``.
    public init(
        groupedBy group: KeyPath<Item, Section> & Sendable, search: [PartialKeyPath<Item> & Sendable] = [],
        allowsMultipleSelection: Bool = false, allowsEmptySelection: Bool = true, showsSelectAll: Bool = false
    ) {
        self.init(
            configuration: ListPickerConfiguration(
                search: search, allowsMultipleSelection: allowsMultipleSelection,
                allowsEmptySelection: allowsEmptySelection),
            groupedBy: fieldReader(group), sectionTitle: groupTitle(of:), showsSelectAll: showsSelectAll)
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
