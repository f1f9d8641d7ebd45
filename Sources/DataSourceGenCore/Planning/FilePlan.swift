/// Everything the templates need to render one generated file, with every decision made.
///
/// Plain data only: Swift-safe names, types as Swift spells them, escaped literals, comment-safe
/// text, flags and lists. The templates own every line of Swift; the renderer never sees
/// definitions, so a template cannot re-derive (and get wrong) a rule.
struct FilePlan: Hashable, Sendable, ReflectedMustache {
    /// The definitions file's name (no directories), comment-safe, for the header.
    var sourceName: String
    /// `"public "` or `""`, prefixed to every declaration.
    var access: String
    /// Every module the file imports, each once: the unconditional ones sorted, then the
    /// platform modules (``ImportPlanner``).
    var imports: [ImportPlan]
    var entities: [EntityPlan]
    var sections: [SectionPlan]
    /// The plans of every kind, each kind's in declaration order: in the render context, each
    /// kind's list under its key (`pickers`, `tables`, …) and `declarations`, every kind's plans
    /// in file order.
    var declarations: DeclarationLists<DeclarationStage.Planned>
}

/// Each kind's plans under the kind's key, and `declarations`: every kind's plans in file order.
/// Each plan has the `template` that renders it, which the main template includes by name
/// (`{{>*template}}`).
extension DeclarationLists: MustacheMembers where Element == DeclarationStage.Planned {
    var mustacheMembers: [String: MustacheValue] {
        var members: [String: MustacheValue] = [:]
        var all: [MustacheValue] = []
        for kind in DeclarationKinds.all {
            guard case .list(let positioned) = MustacheReflection.value(of: kind.renderedPlans(in: self)) else {
                continue
            }
            // The kind's list and `declarations` share each plan's object (and its storage).
            let plans = positioned.map { plan -> MustacheValue in
                guard case .object(var members) = plan else { return plan }
                members["template"] = .string(kind.template)
                return .object(members)
            }
            members[kind.key.rawValue] = .list(plans)
            all += plans
        }
        members["declarations"] = .list(all)
        return members
    }

    /// Each kind's plan with its constant `template`, so that `{{>*template}}` is followed to it.
    static func mustacheMemberShapes(in builder: inout MustacheSchemaBuilder) -> [String: MustacheShape] {
        var members: [String: MustacheShape] = [:]
        var all: [MustacheShape] = []
        for kind in DeclarationKinds.all {
            let plan = builder.object(
                "\(kind.planType) in \(kind.key.rawValue)", extending: builder.shape(of: kind.planType),
                with: ["template": .text(constant: kind.template)])
            members[kind.key.rawValue] = .list(plan)
            all.append(plan)
        }
        members["declarations"] = .list(.oneOf(all))
        return members
    }
}

extension MustacheSchema {
    /// The shape of every file's render context, ``FilePlan``'s, derived once per process.
    static let filePlan = MustacheSchemaBuilder.schema(of: FilePlan.self).schema
}

extension DeclarationKind {
    fileprivate static func renderedPlans(in plans: DeclarationLists<DeclarationStage.Planned>) -> [Plan] {
        plans[Self.self]
    }

    fileprivate static var planType: Any.Type { Plan.self }
}
