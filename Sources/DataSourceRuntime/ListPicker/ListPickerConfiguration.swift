/// What every list picker is configured with, whatever its mode: how an item is titled, how a
/// search filters, and the selection rules. Built in one expression; fixed for the picker's
/// lifetime.
///
/// What only some modes have is given to their initializers: Select All and the duplicate
/// policy to ``UniqueIdentifierListPicker`` and ``SectionedListPicker``, the sections to the
/// latter.
public struct ListPickerConfiguration<Item>: Sendable {
    /// The title of an item, used for the selection description.
    let title: @Sendable (Item) -> String
    /// How a search query filters the items: also what a view that filters on its own (such
    /// as FioriSwiftUICore's `ListPickerDestination`) asks through ``SearchMatcher/matches(_:searchText:)``.
    public let search: SearchMatcher<Item>
    /// Single or multiple selection, and whether the selection may become empty.
    let selection: SelectionRules

    /// A configuration: `title` names an item in the selection description; defaults: search
    /// off, single selection, empty selection allowed.
    public init(
        title: @escaping @Sendable (Item) -> String,
        search: SearchMatcher<Item> = .disabled,
        allowsMultipleSelection: Bool = false,
        allowsEmptySelection: Bool = true
    ) {
        self.title = title
        self.search = search
        self.selection = SelectionRules(
            allowsMultipleSelection: allowsMultipleSelection, allowsEmptySelection: allowsEmptySelection)
    }
}

/// The configuration of the pickers made as generated code states them (GeneratedPickerInitializers):
/// titled by ``TitledListItem``, searching key paths (converted to text once, see
/// ``SearchMatcher/fields(keyPaths:)``).
extension ListPickerConfiguration where Item: TitledListItem {
    /// Search over the fields at `search` (none: search off).
    init(
        search: [PartialKeyPath<Item> & Sendable], allowsMultipleSelection: Bool, allowsEmptySelection: Bool
    ) {
        self.init(
            title: listPickerTitle(of:), search: .fields(keyPaths: search),
            allowsMultipleSelection: allowsMultipleSelection, allowsEmptySelection: allowsEmptySelection)
    }
}

/// Reads the title of an item. A generic function rather than a closure, so that a `@Sendable`
/// reference to it captures no metatype (which Swift 6.2 would ask to be `SendableMetatype`, a
/// protocol Swift 6.0 does not have); likewise the section titles of ``SectionedListPicker``.
@Sendable private func listPickerTitle<Item: TitledListItem>(of item: Item) -> String {
    item.listPickerTitle
}
