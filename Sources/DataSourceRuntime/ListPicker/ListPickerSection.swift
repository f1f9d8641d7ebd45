/// A fixed set of sections a picker can show its items in: the cases in display order, each with
/// an optional header title. Generated section enums conform, so a generated sectioned picker
/// names only the entity's field that holds the section
/// (`SectionedListPicker(configuration:sectionedBy:)`).
public protocol ListPickerSection: Hashable, CaseIterable {
    /// The header title shown above the section, or `nil` for none.
    var headerTitle: String? { get }
}
