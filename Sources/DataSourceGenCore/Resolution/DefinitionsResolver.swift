/// The resolution stage: turns decoded ``Definitions`` into ``ResolvedDefinitions``, reporting
/// every reference that names nothing and every type the generator does not know, each at the
/// column of the name, with "did you mean".
///
/// It runs between decoding and validation, so the rules and the planner never look a name up
/// themselves and cannot disagree about what it means.
struct DefinitionsResolver {
    func resolve(_ definitions: Definitions) -> (resolved: ResolvedDefinitions, diagnostics: [Diagnostic]) {
        let sections = definitions.sections.map(ResolutionContext.resolveSection)
        var context = ResolutionContext(definitions: definitions, sections: sections)
        let appTypes = definitions.appTypes.map { context.resolveAppType($0) }
        var entities = definitions.entities.map { context.resolveEntityFields($0) }
        let samples = appTypes.compactMap { type in
            type.definition.sample.map { (type.definition.name.value, $0.value) }
        }
        for index in entities.indices { entities[index].appTypeSamples = Dictionary(samples) { first, _ in first } }
        context.inferConformances(of: &entities)
        context.index(entities)
        var declaredNames = definitions.entities.map { (name: $0.name, kind: "entity") }
        declaredNames += definitions.sections.map { ($0.name, "section enum") }
        for kind in DeclarationKinds.all { declaredNames += kind.names(in: definitions) }
        var resolved = ResolvedDefinitions(
            file: definitions.file, options: definitions.options,
            platforms: Set(definitions.options.platforms.map(\.value)),
            imports: context.imports(for: entities, appTypes: appTypes),
            declaredNames: declaredNames, appTypes: appTypes, entities: entities, sections: sections)
        for kind in DeclarationKinds.all { kind.resolveAll(definitions, in: &context, into: &resolved) }
        for kind in DeclarationKinds.all { kind.complete(&resolved, in: &context) }
        // Last, so that the types every kind names are checked as well as the entities' fields.
        context.checkHashableRequirements()
        context.checkInlineCycles(entities)
        return (resolved, context.diagnostics)
    }
}

extension DeclarationKind {
    /// The names of the kind's declarations, with its noun.
    fileprivate static func names(in definitions: Definitions) -> [(name: Located<String>, kind: String)] {
        definitions.declarations[Self.self].map { (name(of: $0), noun) }
    }

    /// Resolves the kind's declarations into `resolved`.
    fileprivate static func resolveAll(
        _ definitions: Definitions, in context: inout ResolutionContext, into resolved: inout ResolvedDefinitions
    ) {
        resolved.declarations[Self.self] = resolve(definitions.declarations[Self.self], in: &context, file: resolved)
    }
}

/// The state of one resolution run: the names declared in the file and what was found.
struct ResolutionContext {
    let definitions: Definitions
    /// Type names usable in field and cell types, by the name written there; first declaration wins.
    var namespace: [String: ResolvedType] = [:]
    /// What each entity, section enum and app type conforms to, by its name in ``namespace``.
    var declaredConformances: [String: Set<Conformance>] = [:]
    /// Entities by the name pickers and controllers use to refer to them (as written).
    var entitiesByName: [String: ResolvedEntity] = [:]
    /// Section enums by the name pickers use to refer to them (as written).
    var sectionsByName: [String: ResolvedSection] = [:]
    /// Types that must be Hashable where they are used (set elements, dictionary keys), with the
    /// error to report if not; checked once every conformance is known.
    var hashableRequirements: [(type: ResolvedType, error: Diagnostic)] = []
    var diagnostics: [Diagnostic] = []

    /// Indexes the file's declared names; `sections` are its section enums, already resolved.
    init(definitions: Definitions, sections: [ResolvedSection]) {
        self.definitions = definitions
        for section in definitions.sections {
            let name = GeneratedNames.typeName(section.name.value)
            if namespace[name] == nil { namespace[name] = .sectionEnum(name) }
            declaredConformances[name] = declaredConformances[name] ?? Conformance.structural
        }
        for entity in definitions.entities {
            let name = GeneratedNames.typeName(entity.name.value)
            if namespace[name] == nil { namespace[name] = .entity(name) }
        }
        for section in sections where sectionsByName[section.definition.name.value] == nil {
            sectionsByName[section.definition.name.value] = section
        }
    }

    /// Records an error made at the caller's line (see ``DiagnosticSite``).
    mutating func error(
        _ location: SourceLocation, _ message: String, siteFile: String = #fileID, siteLine: Int = #line
    ) {
        diagnostics.append(.error(at: location, message, siteFile: siteFile, siteLine: siteLine))
    }

    /// " (did you mean `X`?)" for an unknown name, or an empty string.
    func didYouMean(_ name: String, among candidates: [String]) -> String {
        guard let best = suggestion(for: name, among: candidates) else { return "" }
        return " (did you mean `\(best)`?)"
    }

    /// `options.imports`, then the modules field types need, in declaration order, once each.
    func imports(for entities: [ResolvedEntity], appTypes: [ResolvedAppType]) -> [String] {
        var modules: [String: String] = [:]
        for type in appTypes {
            if let module = type.definition.module { modules[type.definition.name.value] = module.value }
        }
        var result: [String] = []
        func add(_ module: String) {
            if module != "Swift", module != "DataSourceRuntime", !result.contains(module) { result.append(module) }
        }
        definitions.options.imports.forEach { add($0.value) }
        for entity in entities where entity.isGenerated {
            for field in entity.fields { field.type.modules(appTypeModules: modules).sorted().forEach(add) }
        }
        appTypes.compactMap(\.definition.module?.value).forEach(add)
        return result
    }
}
