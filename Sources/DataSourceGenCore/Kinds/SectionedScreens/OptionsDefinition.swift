/// Where the options of a table's radio or accordion row, or of a form's picker, segmented or
/// filter row, come from.
package enum OptionsDefinition: Sendable, Hashable {
    /// Fixed titles, chosen by index.
    case literals([Located<String>])
    /// The cases of a section enum of this file, chosen by case.
    case sectionEnum(Located<String>)
    /// The elements of a typed collection in a table's state (an entity or an app type that is
    /// `Identifiable`), chosen by identifier. Tables only.
    case items(Located<String>)
}
