/// A list screen in the manner of seed 004 (SAP Fiori's list floorplan): an entity paged in from
/// the app's async loader, by section enum or in one section, searchable, with an empty state.
package struct ListScreenDefinition: Sendable, Hashable {
    package var name: Located<String>
    /// The listed entity (it needs an `id`).
    package var entity: Located<String>
    /// A section enum whose cases are the sections; one section when not given.
    package var sections: Located<String>?
    /// Items per page.
    package var pageSize: Located<Int>?
    /// Whether the screen offers a search field.
    package var search: Located<Bool>?
    /// The entity's fields a loader searches (documentation for the app's loader, and what the
    /// generated in-memory filter reads).
    package var searchFields: [Located<String>]
    /// How long typing must pause before the search runs, in milliseconds.
    package var debounceMilliseconds: Located<Int>?
    /// What the screen says when there is nothing to show.
    package var emptyText: Located<String>?
    package var location: SourceLocation { name.location }

    package init(name: Located<String>, entity: Located<String>) {
        self.name = name
        self.entity = entity
        self.searchFields = []
    }
}
