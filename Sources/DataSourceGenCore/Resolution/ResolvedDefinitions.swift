/// One definitions file after resolution: every reference points at its declaration and every
/// type is classified with its conformances. Validation and planning read only this.
///
/// Declarations whose required references did not resolve (a picker over an unknown entity, say)
/// are left out, with the error already reported; everything here can be planned completely.
struct ResolvedDefinitions: Sendable {
    /// The file the definitions were read from.
    var file: String
    var options: FileOptions
    /// The platforms `options.platforms` turns on, once each.
    var platforms: Set<FileOptions.Platform>
    /// Modules the generated file imports besides `DataSourceRuntime`: `options.imports`, then
    /// those the field types need (Foundation, app types' modules), without repeats.
    var imports: [String]
    /// Every generated declaration's name and kind (`entity`, `list picker`, …), in file order,
    /// including those left out below, so name rules see them all.
    var declaredNames: [(name: Located<String>, kind: String)]
    var appTypes: [ResolvedAppType]
    var entities: [ResolvedEntity]
    var sections: [ResolvedSection]
    /// The resolved declarations of every kind, each kind's in declaration order.
    var declarations = DeclarationLists<DeclarationStage.Resolved>()
}

/// A type the app supplies, declared under `types`.
struct ResolvedAppType: Sendable {
    var definition: AppTypeDefinition
    var conformances: Set<Conformance>
}
