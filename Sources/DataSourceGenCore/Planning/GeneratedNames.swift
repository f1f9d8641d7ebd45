/// The one place that decides how a name from the definitions becomes a Swift name, so that the
/// validator's collision checks and the planner's output can never disagree.
enum GeneratedNames {
    /// The Swift type name for an entity, section enum or picker.
    static func typeName(_ raw: String) -> String { SwiftIdentifier.typeName(raw) }
    /// The Swift property name for a field.
    static func memberName(_ raw: String) -> String { SwiftIdentifier.memberName(raw) }
    /// The Swift case name for a section case.
    static func caseName(_ raw: String) -> String { SwiftIdentifier.caseName(raw) }
    /// The name of the options a table row keeps (a static list, or a state property for
    /// options held in the state): the row's case name, unescaped, and `Options`.
    static func optionsName(ofRow caseName: String) -> String { unescaped(caseName) + "Options" }
    /// The suffix of a table row's handler methods (`configure<Suffix>`, `didSelect<Suffix>`):
    /// the row's case name, unescaped, its first letter uppercased. Distinct case names give
    /// distinct suffixes, as case names start with a lowercase letter or a non-letter.
    static func handlerSuffix(ofRow caseName: String) -> String {
        let name = unescaped(caseName)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The SwiftUI view method that makes a form row's control: the row's case name, unescaped,
    /// and `Control`. One method a row keeps each body's type-checking apart, which a single
    /// `switch` holding every row's view does not: its time grows much faster than the rows.
    static func controlMethod(ofRow caseName: String) -> String { unescaped(caseName) + "Control" }

    private static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }
}
