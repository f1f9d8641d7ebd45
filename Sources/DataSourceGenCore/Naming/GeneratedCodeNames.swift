/// The names the generated code itself uses, which user names must not take: one rule, applied
/// to every declaration the generator emits or refers to.
///
/// Generated code names runtime and standard types unqualified (`GeneratedListPicker`,
/// `String`; each kind lists those its templates write), so a declaration of the same name in the module would change what they mean;
/// such names are refused with a located error rather than qualified, which keeps the generated
/// code readable. A test checks that every type name the default templates write is listed here.
enum GeneratedCodeNames {
    /// Type names the default templates write, plus the standard types field types resolve to.
    static let referencedTypes: Set<String> = Set(StandardTypes.byName.keys)
        .union(StandardTypes.containers.keys)
        .union([
            "Swift", "Foundation", "DataSourceRuntime",
            "Identifiable", "Equatable", "Hashable", "Comparable", "Sendable", "Codable", "CaseIterable",
            "EntityFields", "AnyObject", "Any", "Void", "MainActor", "NSObject",
            "NSObjectProtocol",
            // `Identifiable`'s identifier type: inside an entity's own extensions, `ID` means it.
            "ID",
        ])
        .union(DeclarationKinds.all.flatMap { $0.referencedTypes })
        // The modules each kind's glue imports (UIKit, SAPFiori, SwiftUI, …), on every platform: a
        // platform's names are refused in every file, not only in those asking for it, as one
        // module may hold both, and a `List` declared by one file would hide SwiftUI's from the other.
        .union(DeclarationKinds.all.flatMap { $0.platformModules.values.joined() })
        // Inside a generated `View`, `Body` is the view's body type.
        .union(["Body"])
        .union(DeclarationKinds.all.flatMap { $0.swiftUIReferencedTypes })

    /// SwiftUI's public type names, which a declaration shadows in its module where a SwiftUI
    /// platform is on (PlatformStubs/SwiftUI/PublicSwiftNames.txt, embedded).
    static let swiftUIPublicNames = Set(EmbeddedResources.swiftUIPublicNames.split(separator: "\n").map(String.init))

    /// FioriSwiftUICore's public names, shadowed the same way with `fiori-swiftui`
    /// (PlatformStubs/FioriSwiftUICore/PublicSwiftNames.txt, embedded).
    static let fioriSwiftUICorePublicNames = Set(
        EmbeddedResources.fioriSwiftUICorePublicNames.split(separator: "\n").map(String.init))

    /// Members of SwiftUI's `Binding` and `Bindable`: a SwiftUI view binds a property as
    /// `$model.name`, which finds these before a property of the same name.
    static let bindingMembers: Set<String> = ["animation", "transaction", "wrappedValue", "projectedValue"]
}
