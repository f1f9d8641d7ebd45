/// Checks decoded ``Definitions`` against every semantic rule and reports all problems at once.
///
/// Syntax and shape (unknown keys, wrong value types) are checked while decoding; this pass
/// checks meaning: references, identifier rules, the seed's mode rules and name collisions.
/// It never stops at the first problem, so one run shows the user everything to fix.
public struct DefinitionsValidator: Sendable {
    /// Creates a validator.
    public init() {}

    /// Every problem in `definitions`, sorted in reading order.
    public func validate(_ definitions: Definitions) -> [Diagnostic] {
        var context = ValidationContext(definitions: definitions)
        context.checkDeclarationNames()
        for entity in definitions.entities { context.check(entity) }
        for section in definitions.sections { context.check(section) }
        for picker in definitions.listPickers { context.check(picker) }
        for controller in definitions.sectionControllers { context.check(controller) }
        return context.diagnostics.sorted()
    }
}

/// The state of one validation run: the definitions, indexes over them, and what was found.
struct ValidationContext {
    let definitions: Definitions
    let entitiesByName: [String: EntityDefinition]
    let sectionsByName: [String: SectionDefinition]
    let traits: TypeTraits
    var diagnostics: [Diagnostic] = []

    init(definitions: Definitions) {
        self.definitions = definitions
        // First declaration wins; later duplicates are reported by `checkDeclarationNames`.
        self.entitiesByName = Dictionary(definitions.entities.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
        self.sectionsByName = Dictionary(definitions.sections.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
        self.traits = DeclaredTypeTraits.make(for: definitions)
    }

    mutating func error(_ location: SourceLocation, _ message: String) {
        diagnostics.append(.error(at: location, message))
    }

    mutating func warning(_ location: SourceLocation, _ message: String) {
        diagnostics.append(.warning(at: location, message))
    }

    /// "did you mean …?" text for an unknown reference, or an empty string.
    func didYouMean(_ name: String, among candidates: [String]) -> String {
        guard let best = suggestion(for: name, among: candidates) else { return "" }
        return " (did you mean `\(best)`?)"
    }

    /// All declared names of one kind, for suggestions and listings.
    var entityNames: [String] { definitions.entities.map(\.name.value) }
    var sectionNames: [String] { definitions.sections.map(\.name.value) }
}
