/// The names of a declaration's previews, as Swift string literals: Xcode's canvas lists every
/// preview of a file by name, and one file holds the previews of all its declarations.
struct PreviewNames: Hashable, Sendable, ReflectedMustache {
    /// The SwiftUI view's preview: the definitions' name.
    var swiftUI: String
    /// The FioriSwiftUICore view's preview: the definitions' name and "(Fiori)".
    var fiori: String

    init(name: String) {
        swiftUI = SwiftStringLiteral.make(name)
        fiori = SwiftStringLiteral.make(name + " (Fiori)")
    }
}
