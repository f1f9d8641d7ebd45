/// The decoded contents of one `*.datasources.json` file, in declaration order.
///
/// This is the raw model: names are as the user wrote them and references are unresolved.
/// ``DefinitionsResolver`` turns it into a ``ResolvedDefinitions``, which validation and planning read.
package struct Definitions: Sendable, Hashable {
    /// The file the definitions were read from, as the user named it.
    package var file: String
    /// File-wide options.
    package var options: FileOptions
    /// Entities (the item types lists show), in declaration order.
    package var entities: [EntityDefinition]
    /// Section enums, in declaration order.
    package var sections: [SectionDefinition]
    /// The declarations of every kind (``DeclarationKinds/all``), each kind's in declaration order:
    /// `definitions.declarations[ListPickerKind.self]`.
    package var declarations: DeclarationLists<DeclarationStage.Defined>
    /// App-supplied types the definitions refer to, in declaration order.
    package var appTypes: [AppTypeDefinition]

    /// Creates definitions; add declarations of each kind through ``declarations``.
    package init(
        file: String, options: FileOptions, entities: [EntityDefinition], sections: [SectionDefinition],
        appTypes: [AppTypeDefinition] = []
    ) {
        self.file = file
        self.options = options
        self.entities = entities
        self.sections = sections
        self.declarations = DeclarationLists()
        self.appTypes = appTypes
    }
}

/// Options that apply to the whole generated file.
package struct FileOptions: Sendable, Hashable {
    /// The access level of every generated declaration, as the schema lists them.
    package typealias AccessLevel = SchemaKeys.Options.AccessLevel

    /// A UI framework the generated file also conforms to, each under its `#if canImport`, as the
    /// schema lists them (its `options.platforms` says what each generates).
    package typealias Platform = SchemaKeys.Platform

    /// The access level of generated declarations.
    package var accessLevel: Located<AccessLevel>?
    /// Modules imported in addition to `DataSourceRuntime`, in the order given.
    package var imports: [Located<String>]
    /// Frameworks to generate conformances for, in the order given.
    package var platforms: [Located<Platform>]

    /// Creates options; the defaults are internal access, no extra imports and no platforms.
    package init(
        accessLevel: Located<AccessLevel>? = nil, imports: [Located<String>] = [], platforms: [Located<Platform>] = []
    ) {
        self.accessLevel = accessLevel
        self.imports = imports
        self.platforms = platforms
    }
}

extension Set<FileOptions.Platform> {
    /// Whether the file's views need each declaration's `@Observable` model: SwiftUI views, plain
    /// or made of FioriSwiftUICore components, share it.
    var hasObservableModels: Bool { contains(.swiftui) || contains(.fioriSwiftUI) }

    /// How a diagnostic names the platforms that ask for the models, as they are written.
    var observableModelPlatformNames: String {
        [FileOptions.Platform.swiftui, .fioriSwiftUI].filter(contains).map { "\"\($0.rawValue)\"" }
            .joined(separator: " and ")
    }
}
