/// Checks resolved definitions against every semantic rule and reports all problems at once.
///
/// Syntax and shape are checked while decoding, references and types while resolving; this pass
/// checks meaning: identifier rules, the seed's mode rules, conformances rules need and name
/// collisions. It never stops at the first problem, so one run shows the user everything to fix.
struct DefinitionsValidator {
    /// Every problem in `definitions`, sorted in reading order.
    func validate(_ definitions: ResolvedDefinitions) -> [Diagnostic] {
        var context = ValidationContext()
        context.checkDeclarationNames(definitions)
        context.checkImports(definitions)
        context.checkPlatforms(definitions)
        for entity in definitions.entities { context.check(entity) }
        for section in definitions.sections { context.check(section) }
        for kind in DeclarationKinds.all { kind.checkAll(definitions, in: &context) }
        return context.diagnostics.sorted()
    }
}

/// What one validation run found.
struct ValidationContext {
    var diagnostics: [Diagnostic] = []

    /// Records an error made at the caller's line (see ``DiagnosticSite``).
    mutating func error(
        _ location: SourceLocation, _ message: String, siteFile: String = #fileID, siteLine: Int = #line
    ) {
        diagnostics.append(.error(at: location, message, siteFile: siteFile, siteLine: siteLine))
    }

    /// Records a warning made at the caller's line (see ``DiagnosticSite``).
    mutating func warning(
        _ location: SourceLocation, _ message: String, siteFile: String = #fileID, siteLine: Int = #line
    ) {
        diagnostics.append(.warning(at: location, message, siteFile: siteFile, siteLine: siteLine))
    }
}

extension DeclarationKind {
    fileprivate static func checkAll(_ definitions: ResolvedDefinitions, in context: inout ValidationContext) {
        check(definitions.declarations[Self.self], in: &context, file: definitions)
    }
}
