/// The configurations as generated code states them: key paths and flags, no closures. Titles
/// come from ``TitledListItem``, search fields are key paths (converted to text once, see
/// ``SearchMatcher/fields(keyPaths:)``), and sections are the field that holds them. Each
/// initializer is the closure-taking one with those closures filled in, so a picker configured
/// either way behaves the same; the closures are built here, once, rather than compiled into
/// every generated picker.

extension IndexListPicker.Configuration where Item: TitledListItem {
    /// Search over the fields at `search` (none: search off); defaults: single selection, empty
    /// selection allowed.
    public init(
        search: [PartialKeyPath<Item> & Sendable] = [],
        allowsMultipleSelection: Bool = false,
        allowsEmptySelection: Bool = true
    ) {
        self.init(
            title: listPickerTitle(of:), search: .fields(keyPaths: search),
            allowsMultipleSelection: allowsMultipleSelection, allowsEmptySelection: allowsEmptySelection)
    }
}

extension UniqueIdentifierListPicker.Configuration where Item: TitledListItem {
    /// Search over the fields at `search` (none: search off); defaults: single selection, empty
    /// selection allowed, no Select All, repeated identifiers dropped (and reported).
    public init(
        search: [PartialKeyPath<Item> & Sendable] = [],
        allowsMultipleSelection: Bool = false,
        allowsEmptySelection: Bool = true,
        showsSelectAll: Bool = false
    ) {
        self.init(
            title: listPickerTitle(of:), search: .fields(keyPaths: search),
            allowsMultipleSelection: allowsMultipleSelection, allowsEmptySelection: allowsEmptySelection,
            showsSelectAll: showsSelectAll)
    }
}

extension SectionedListPicker.Configuration where Item: TitledListItem {
    /// Sections are the cases of `Section` in declaration order, each item in the one its field
    /// `sectionedBy` holds, with the cases' header titles (see ``SectionedListPicker/Sectioning/ordered(_:sectionOf:title:)``).
    /// Other parameters as for the unsectioned configurations.
    public init(
        sectionedBy section: KeyPath<Item, Section> & Sendable,
        search: [PartialKeyPath<Item> & Sendable] = [],
        allowsMultipleSelection: Bool = false,
        allowsEmptySelection: Bool = true,
        showsSelectAll: Bool = false
    ) where Section: ListPickerSection {
        self.init(
            sectioning: .ordered(Array(Section.allCases), sectionOf: fieldReader(section), title: headerTitle(of:)),
            title: listPickerTitle(of:), search: .fields(keyPaths: search),
            allowsMultipleSelection: allowsMultipleSelection, allowsEmptySelection: allowsEmptySelection,
            showsSelectAll: showsSelectAll)
    }

    /// Sections are the distinct values of the field `groupedBy`, in order of first appearance,
    /// titled with `String(describing:)` (a `String` as it is; see
    /// ``SectionedListPicker/Sectioning/grouped(by:title:)``). Other parameters as for the unsectioned configurations.
    public init(
        groupedBy group: KeyPath<Item, Section> & Sendable,
        search: [PartialKeyPath<Item> & Sendable] = [],
        allowsMultipleSelection: Bool = false,
        allowsEmptySelection: Bool = true,
        showsSelectAll: Bool = false
    ) {
        self.init(
            sectioning: .grouped(by: fieldReader(group), title: groupTitle(of:)),
            title: listPickerTitle(of:), search: .fields(keyPaths: search),
            allowsMultipleSelection: allowsMultipleSelection, allowsEmptySelection: allowsEmptySelection,
            showsSelectAll: showsSelectAll)
    }
}

/// Reads the title of an item. A generic function rather than a closure, so that a `@Sendable`
/// reference to it captures no metatype (which Swift 6.2 would ask to be `SendableMetatype`, a
/// protocol Swift 6.0 does not have); likewise below.
@Sendable private func listPickerTitle<Item: TitledListItem>(of item: Item) -> String {
    item.listPickerTitle
}

/// Reads the header title of a section.
@Sendable private func headerTitle<Section: ListPickerSection>(of section: Section) -> String? {
    section.headerTitle
}

/// Describes a group value, the header title of a section made by `groupedBy:`.
@Sendable private func groupTitle<Section>(of section: Section) -> String? {
    String(describing: section)
}
