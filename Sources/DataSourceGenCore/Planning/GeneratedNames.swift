/// The one place that decides how a name from the definitions becomes a Swift name, so that the
/// validator's collision checks and the planner's output can never disagree.
enum GeneratedNames {
    /// The Swift type name for an entity, section enum or picker.
    static func typeName(_ raw: String) -> String { SwiftIdentifier.typeName(raw) }
    /// The Swift property name for a field.
    static func memberName(_ raw: String) -> String { SwiftIdentifier.memberName(raw) }
    /// The Swift case name for a section case.
    static func caseName(_ raw: String) -> String { SwiftIdentifier.caseName(raw) }
    // Names only some kinds make are in their folders (`GeneratedNames+Tables`,
    // `GeneratedNames+Forms`, `GeneratedNames+SectionedScreens`).
    /// A case name without the backticks that escape a keyword, to build other names from.
    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }
}
