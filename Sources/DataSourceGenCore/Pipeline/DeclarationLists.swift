/// One stage's declarations of every kind (definitions, resolved declarations or plans), each
/// kind's list in declaration order, kept by the kind's key so shared stages need no field per
/// kind.
package struct DeclarationLists<Element: Sendable>: Sendable {
    private var lists: [SchemaKeys.File: any Sendable] = [:]

    package init() {}

    /// The list of the kind whose elements are `Value`; empty when none was stored.
    subscript<Value: Sendable>(key key: SchemaKeys.File, as _: Value.Type) -> [Value] {
        get { lists[key] as? [Value] ?? [] }
        set { lists[key] = newValue }
    }
}

/// What the stages store about a kind's declarations at each step.
package enum DeclarationStage {
    /// Decoded, as written.
    package enum Defined {}
    /// With every reference resolved.
    package enum Resolved {}
    /// Ready to render.
    package enum Planned {}
}

extension DeclarationLists where Element == DeclarationStage.Defined {
    subscript<Kind: DeclarationKind>(kind: Kind.Type) -> [Kind.Definition] {
        get { self[key: Kind.key, as: Kind.Definition.self] }
        set { self[key: Kind.key, as: Kind.Definition.self] = newValue }
    }
}

extension DeclarationLists where Element == DeclarationStage.Resolved {
    subscript<Kind: DeclarationKind>(kind: Kind.Type) -> [Kind.Resolved] {
        get { self[key: Kind.key, as: Kind.Resolved.self] }
        set { self[key: Kind.key, as: Kind.Resolved.self] = newValue }
    }
}

extension DeclarationLists where Element == DeclarationStage.Planned {
    subscript<Kind: DeclarationKind>(kind: Kind.Type) -> [Kind.Plan] {
        get { self[key: Kind.key, as: Kind.Plan.self] }
        set { self[key: Kind.key, as: Kind.Plan.self] = newValue }
    }
}

/// Equal when every kind's list is. Resolved declarations are not `Hashable` and are not
/// compared: only definitions and plans are (tests, and the drift of a plan).
extension DeclarationLists: Hashable {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        DeclarationKinds.all.allSatisfy { $0.hashableListsEqual(lhs, rhs) }
    }

    package func hash(into hasher: inout Hasher) {
        for kind in DeclarationKinds.all { kind.hashHashableLists(self, into: &hasher) }
    }
}

extension DeclarationKind {
    fileprivate static func hashableListsEqual<Element>(
        _ lhs: DeclarationLists<Element>, _ rhs: DeclarationLists<Element>
    ) -> Bool {
        lhs[key: key, as: Definition.self] == rhs[key: key, as: Definition.self]
            && lhs[key: key, as: Plan.self] == rhs[key: key, as: Plan.self]
    }

    fileprivate static func hashHashableLists<Element>(_ lists: DeclarationLists<Element>, into hasher: inout Hasher) {
        hasher.combine(lists[key: key, as: Definition.self])
        hasher.combine(lists[key: key, as: Plan.self])
    }
}
