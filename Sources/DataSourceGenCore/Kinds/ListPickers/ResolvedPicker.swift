/// A list picker whose entity, mode and sectioning are resolved.
struct ResolvedPicker: Sendable {
    /// How a sectioned picker places items in sections.
    enum Sectioning: Sendable {
        /// By a field of the entity whose type is the section enum.
        case sections(ResolvedSection, field: ResolvedField)
        /// By the distinct values of a field, in order of first appearance.
        case groupBy(ResolvedField)
    }

    /// Seed 000's mode, with what only the sectioned mode has.
    enum Mode: Sendable {
        case index
        case uniqueID
        case sectioned(Sectioning)
    }

    var definition: ListPickerDefinition
    var typeName: String
    var entity: ResolvedEntity
    var mode: Mode
    /// The fields a search looks at when search is on: the picker's own list, else the
    /// entity's, else its title.
    var searchFields: [ResolvedField]
}
