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
        context.checkPlatforms(definitions)
        for entity in definitions.entities { context.check(entity) }
        for section in definitions.sections { context.check(section) }
        for picker in definitions.pickers { context.check(picker) }
        for controller in definitions.sectionControllers { context.check(controller) }
        for table in definitions.tables { context.check(table) }
        for form in definitions.forms { context.check(form) }
        let platforms = Set(definitions.options.platforms.map(\.value))
        for list in definitions.listScreens { context.check(list, platforms: platforms) }
        return context.diagnostics.sorted()
    }
}

/// What one validation run found.
struct ValidationContext {
    var diagnostics: [Diagnostic] = []

    mutating func error(_ location: SourceLocation, _ message: String) {
        diagnostics.append(.error(at: location, message))
    }

    mutating func warning(_ location: SourceLocation, _ message: String) {
        diagnostics.append(.warning(at: location, message))
    }
}
