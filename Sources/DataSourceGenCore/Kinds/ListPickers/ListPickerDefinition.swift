/// A list picker over one entity, in one of seed 000's three data-source modes.
package struct ListPickerDefinition: Sendable, Hashable {
    /// The data-source mode, as the schema lists them.
    package typealias Mode = SchemaKeys.Picker.Mode

    /// How many rows can be selected at once, as the schema lists them.
    package typealias Selection = SchemaKeys.Picker.Selection

    /// The picker's name as written.
    package var name: Located<String>
    /// The entity whose items the picker lists.
    package var entity: Located<String>
    /// The data-source mode.
    package var mode: Located<Mode>
    /// The section enum for a sectioned picker.
    package var sections: Located<String>?
    /// The entity field holding each item's section (defaults to the only field of the enum's type).
    package var sectionField: Located<String>?
    /// A field whose distinct values become the sections, in order of first appearance.
    package var groupBy: Located<String>?
    /// Whether a search bar filters the list.
    package var searchEnabled: Located<Bool>?
    /// The fields searched; defaults to the entity's `search` fields, then its title field.
    package var searchFields: [Located<String>]
    /// Single or multiple selection (default single).
    package var selection: Located<Selection>?
    /// Whether the last selected row may be deselected (default true).
    package var allowsEmptySelection: Located<Bool>?
    /// Whether Select All is offered (unique-ID modes only; default false).
    package var selectAll: Located<Bool>?
    /// Where the picker was declared (its key).
    package var location: SourceLocation { name.location }

    /// Creates a picker definition; omitted options take their documented defaults.
    package init(
        name: Located<String>, entity: Located<String>, mode: Located<Mode>,
        sections: Located<String>? = nil, sectionField: Located<String>? = nil,
        groupBy: Located<String>? = nil, searchEnabled: Located<Bool>? = nil,
        searchFields: [Located<String>] = [], selection: Located<Selection>? = nil,
        allowsEmptySelection: Located<Bool>? = nil, selectAll: Located<Bool>? = nil
    ) {
        self.name = name
        self.entity = entity
        self.mode = mode
        self.sections = sections
        self.sectionField = sectionField
        self.groupBy = groupBy
        self.searchEnabled = searchEnabled
        self.searchFields = searchFields
        self.selection = selection
        self.allowsEmptySelection = allowsEmptySelection
        self.selectAll = selectAll
    }
}
