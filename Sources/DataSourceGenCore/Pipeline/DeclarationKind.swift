/// A kind of declaration a definitions file holds under one top-level key (list pickers, tables,
/// …): what every stage of the pipeline does with it, declared once in the kind's folder.
///
/// Each stage walks ``DeclarationKinds/all`` and calls the kind's step for its declarations, so a
/// new kind is its folder, its templates, its part of the schema and one line in that list.
/// Entities and section enums are not kinds: every kind refers to them, so the stages handle them
/// first.
protocol DeclarationKind: SendableMetatype {
    associatedtype Definition: Hashable & Sendable
    associatedtype Resolved: Sendable
    associatedtype Plan: Hashable & Sendable & ReflectedMustache

    /// The top-level key of the definitions file (`.pickers`), also the kind's list in the
    /// render context.
    static var key: SchemaKeys.File { get }
    /// What one declaration is called in messages (`"list picker"`).
    static var noun: String { get }
    /// The plural, for messages that list kinds (`"list pickers"`).
    static var pluralNoun: String { get }
    /// The template that renders one declaration; it includes the kind's other templates.
    static var template: String { get }
    /// The platforms the kind has glue for, each with the modules that glue imports.
    static var platformModules: [FileOptions.Platform: Set<String>] { get }
    /// The modules the glue of `declarations` imports on `platform`: by default all of
    /// ``platformModules``'s; a kind drops those only some declarations use.
    static func platformModules(of declarations: [Resolved], on platform: FileOptions.Platform) -> Set<String>
    /// Type names the kind's default templates write besides the declaration's own, which a
    /// declared name must not take.
    static var referencedTypes: Set<String> { get }
    /// Type names only the kind's SwiftUI templates write (`swiftui`, `fiori-swiftui`), which a
    /// declared name must not take either; by default none.
    static var swiftUIReferencedTypes: Set<String> { get }
    /// Types nested in a declaration's namespace on every platform: inside it, these names mean
    /// the declaration's own; by default none.
    static var nestedTypes: Set<String> { get }
    /// Types nested in a declaration's namespace with a SwiftUI platform: inside it, these names
    /// mean the declaration's own; by default none.
    static var swiftUINestedTypes: Set<String> { get }
    /// Types nested in a declaration's namespace only with `fiori-swiftui`; by default none.
    static var fioriSwiftUINestedTypes: Set<String> { get }

    /// The declaration's name as written.
    static func name(of definition: Definition) -> Located<String>
    /// Reads one declaration at key path `path`, reporting every shape problem.
    static func decode(_ name: Located<String>, _ node: JSONNode, _ path: String, with decoder: DefinitionsDecoder)
        -> (Definition?, [Diagnostic])
    /// Resolves the kind's declarations; kinds earlier in ``DeclarationKinds/all`` are already in
    /// `file`. A declaration whose required references did not resolve is left out (reported).
    static func resolve(_ definitions: [Definition], in context: inout ResolutionContext, file: ResolvedDefinitions)
        -> [Resolved]
    /// What the kind's declarations settle about the file's other declarations, once every kind
    /// is resolved (a form's value pickers give their fields' defaults); by default nothing.
    static func complete(_ resolved: inout ResolvedDefinitions, in context: inout ResolutionContext)
    /// Checks the kind's rules for every declaration.
    static func check(_ declarations: [Resolved], in context: inout ValidationContext, file: ResolvedDefinitions)
    /// Plans one validated declaration.
    static func plan(_ declaration: Resolved, in file: ResolvedDefinitions) -> Plan
    /// The type names of the entities the kind shows that need IGListKit's diffable box.
    static func igListKitObjects(in declarations: [Resolved], platforms: Set<FileOptions.Platform>) -> Set<String>
}

extension DeclarationKind {
    /// Whether `definitions` declares at least one of this kind.
    static func hasDeclarations(in definitions: ResolvedDefinitions) -> Bool {
        !definitions.declarations[Self.self].isEmpty
    }

    /// Whether the file declares at least one of this kind, counting those left out because a
    /// reference of theirs failed (already reported).
    static func isDeclared(in definitions: ResolvedDefinitions) -> Bool {
        definitions.declaredNames.contains { $0.kind == noun }
    }

    static func igListKitObjects(in declarations: [Resolved], platforms: Set<FileOptions.Platform>) -> Set<String> {
        []
    }

    static func platformModules(of declarations: [Resolved], on platform: FileOptions.Platform) -> Set<String> {
        platformModules[platform] ?? []
    }

    /// The modules this kind's glue imports in `definitions`, on every platform it is generated for.
    static func platformModules(in definitions: ResolvedDefinitions) -> Set<String> {
        let declarations = definitions.declarations[Self.self]
        guard !declarations.isEmpty else { return [] }
        return definitions.platforms.reduce(into: []) { $0.formUnion(platformModules(of: declarations, on: $1)) }
    }

    static func complete(_ resolved: inout ResolvedDefinitions, in context: inout ResolutionContext) {}

    static var swiftUIReferencedTypes: Set<String> { [] }

    static var nestedTypes: Set<String> { [] }

    static var swiftUINestedTypes: Set<String> { [] }

    static var fioriSwiftUINestedTypes: Set<String> { [] }

    /// Every type a declaration's namespace may nest, with every platform on.
    static var everyNestedType: Set<String> { nestedTypes.union(swiftUINestedTypes).union(fioriSwiftUINestedTypes) }
}

/// Every kind, in the order the generated file lays them out and the resolver resolves them: a
/// kind comes after the kinds it refers to (forms use list pickers).
package enum DeclarationKinds {
    static let all: [any DeclarationKind.Type] = [
        ListPickerKind.self, SectionControllerKind.self, TableKind.self, FormKind.self, ListScreenKind.self,
    ]

    /// Each kind's top-level key and plural noun, for the tool's overview and its tests.
    package static var keysAndPluralNouns: [(key: String, pluralNoun: String)] {
        all.map { ($0.key.rawValue, $0.pluralNoun) }
    }

    /// The plural nouns of the kinds `include` keeps, as a sentence lists them: "list pickers,
    /// tables and forms" with `conjunction` "and"; "nothing" when it keeps none.
    static func pluralNouns(
        joinedBy conjunction: String, where include: (any DeclarationKind.Type) -> Bool = { _ in true }
    ) -> String {
        let nouns = all.filter(include).map { $0.pluralNoun }
        guard let last = nouns.last else { return "nothing" }
        return nouns.count == 1 ? last : nouns.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
