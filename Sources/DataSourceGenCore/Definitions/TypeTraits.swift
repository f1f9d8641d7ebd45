/// What the generator can know, without a compiler, about whether a type is Hashable or Sendable.
///
/// Answers are three-valued: `true` and `false` when the type is built in or defined by the same
/// definitions file, `nil` for an app type the generator cannot see. Callers stay conservative:
/// a conformance is emitted only when the answer is `true` (so generated code always compiles),
/// and a rule is reported as broken only when the answer is `false`.
public struct TypeTraits: Sendable {
    /// A protocol the answers are about.
    public enum Trait: String, Sendable, Hashable {
        /// `Hashable`.
        case hashable = "Hashable"
        /// `Sendable`.
        case sendable = "Sendable"
    }

    /// Standard-library and Foundation types that are both Hashable and Sendable.
    static let hashableAndSendable: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "CGFloat",
        "Date", "UUID", "URL", "Data", "Decimal", "TimeInterval", "Locale", "TimeZone",
        "DateComponents", "AnyHashable", "ObjectIdentifier", "Never",
    ]

    /// Looks up a name declared in the same definitions file (an entity or a section enum):
    /// its answer for a trait, or `nil` when the name is not declared there.
    public var resolveDeclared: @Sendable (_ name: String, _ trait: Trait) -> Bool?

    /// Creates the analysis with a resolver for the file's own declarations.
    public init(resolveDeclared: @escaping @Sendable (_ name: String, _ trait: Trait) -> Bool? = { _, _ in nil }) {
        self.resolveDeclared = resolveDeclared
    }

    /// Whether `type` conforms to `trait`: `true`, `false`, or `nil` when it cannot be known here.
    public func conforms(_ type: SwiftTypeReference, to trait: Trait) -> Bool? {
        switch type {
        case .optional(let wrapped), .array(let wrapped):
            return conforms(wrapped, to: trait)
        case .dictionary(let key, let value):
            return both(conforms(key, to: .hashable), conforms(value, to: trait))
        case .tuple(let elements):
            // Tuples never conform to protocols; an empty tuple is Void, which is neither either.
            if trait == .hashable { return false }
            return elements.reduce(true as Bool?) { both($0, conforms($1, to: trait)) }
        case .function:
            // Only `@Sendable` closures are Sendable, and the grammar here has no attributes.
            return false
        case .existential:
            return trait == .hashable ? false : nil
        case .named(let parts, let arguments):
            return conformsNamed(parts, arguments, to: trait)
        }
    }

    private func conformsNamed(_ parts: [String], _ arguments: [SwiftTypeReference], to trait: Trait) -> Bool? {
        let isQualifiedStandard = parts.count == 2 && (parts[0] == "Swift" || parts[0] == "Foundation")
        guard parts.count == 1 || isQualifiedStandard, let name = parts.last else { return nil }
        switch (name, arguments.count) {
        case ("Optional", 1), ("Array", 1), ("ContiguousArray", 1):
            return conforms(arguments[0], to: trait)
        case ("Set", 1):
            return both(conforms(arguments[0], to: .hashable), conforms(arguments[0], to: trait))
        case ("Dictionary", 2):
            return both(conforms(arguments[0], to: .hashable), conforms(arguments[1], to: trait))
        case ("Any", 0), ("AnyObject", 0):
            return false
        case (_, 0) where TypeTraits.hashableAndSendable.contains(name):
            return true
        default:
            return parts.count == 1 && arguments.isEmpty ? resolveDeclared(name, trait) : nil
        }
    }

    /// Three-valued "and": false wins, then unknown.
    private func both(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == false || b == false { return false }
        if a == nil || b == nil { return nil }
        return true
    }
}
