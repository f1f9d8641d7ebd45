/// The members generated entities and section enums have besides the definitions' fields and
/// cases, which the entities' and sections' rules refuse as names.
extension GeneratedCodeNames {
    /// Members the generator adds to an entity (or Swift synthesizes for its conformances); a
    /// field with one of these Swift names would clash. `id` has its own rule, and no field name
    /// becomes `ID` (`ID` gives the property `id`).
    static let entityMembers: Set<String> = ["hashValue", "listPickerTitle", "listPickerSubtitle"]

    /// Members a generated section enum has besides its cases.
    static let sectionMembers: Set<String> = [
        "headerTitle", "allCases", "rawValue", "hashValue", "AllCases", "RawValue",
    ]
}
