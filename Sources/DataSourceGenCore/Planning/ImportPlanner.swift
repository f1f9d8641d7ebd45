/// One module the generated file imports.
struct ImportPlan: Hashable, Sendable, ReflectedMustache {
    var name: String
    /// Whether the import stands under `#if canImport(name)`: a platform module, which only
    /// exists on the platforms whose glue the file carries.
    var isConditional: Bool
}

/// The generated file's one import list: `DataSourceRuntime`, the modules the definitions name
/// and those the field types need, sorted by name as swift-format's `OrderedImports` sorts them,
/// then the platform modules the file's glue needs under `#if canImport`, by name; each module
/// once.
enum ImportPlanner {
    static func plan(_ definitions: ResolvedDefinitions) -> [ImportPlan] {
        var seen: Set<String> = []
        var plans: [ImportPlan] = []
        for name in (["DataSourceRuntime"] + definitions.imports).sorted() where seen.insert(name).inserted {
            plans.append(ImportPlan(name: name, isConditional: false))
        }
        for name in platformModules(definitions).sorted() where seen.insert(name).inserted {
            plans.append(ImportPlan(name: name, isConditional: true))
        }
        return plans
    }

    /// The modules each kind's glue uses on each platform it has glue for.
    static func platformModules(_ definitions: ResolvedDefinitions) -> Set<String> {
        DeclarationKinds.all.reduce(into: []) { $0.formUnion($1.platformModules(in: definitions)) }
    }
}
