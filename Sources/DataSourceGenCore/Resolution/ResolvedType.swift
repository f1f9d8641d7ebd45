/// A field or cell type after resolution: every name points at something the generator knows.
indirect enum ResolvedType: Sendable, Hashable {
    /// A standard-library or Foundation type from ``StandardTypes``.
    case standard(String)
    /// An entity of this file, by its Swift type name.
    case entity(String)
    /// A section enum of this file, by its Swift type name.
    case sectionEnum(String)
    /// A type declared under `types`, by its name as written.
    case appType(String)
    case optional(ResolvedType)
    case array(ResolvedType)
    case set(ResolvedType)
    case dictionary(key: ResolvedType, value: ResolvedType)
    case tuple([ResolvedType])
    /// A type that did not resolve (already reported). It claims every conformance so that one
    /// mistake is reported once, not again by every rule that looks at the type.
    case unresolved(String)

    /// The type as generated code spells it: sugared containers, unqualified standard names.
    var swiftText: String {
        switch self {
        case .standard(let name), .entity(let name), .sectionEnum(let name), .appType(let name), .unresolved(let name):
            return name
        case .optional(let wrapped): return "\(wrapped.swiftText)?"
        case .array(let element): return "[\(element.swiftText)]"
        case .set(let element): return "Set<\(element.swiftText)>"
        case .dictionary(let key, let value): return "[\(key.swiftText): \(value.swiftText)]"
        case .tuple(let elements): return "(\(elements.map(\.swiftText).joined(separator: ", ")))"
        }
    }

    /// True for `String`.
    var isString: Bool { self == .standard("String") }

    /// The element type of an array, else `nil`.
    var arrayElement: ResolvedType? {
        if case .array(let element) = self { return element }
        return nil
    }

    /// The wrapped type of an optional, else `nil`.
    var optionalWrapped: ResolvedType? {
        if case .optional(let wrapped) = self { return wrapped }
        return nil
    }

    /// The modules whose types this type names (Foundation for `Date`, an app type's module).
    func modules(appTypeModules: [String: String]) -> Set<String> {
        switch self {
        case .standard(let name): return StandardTypes.byName[name].map { [$0.module] } ?? []
        case .appType(let name): return appTypeModules[name].map { [$0] } ?? []
        case .entity, .sectionEnum, .unresolved: return []
        case .optional(let inner), .array(let inner), .set(let inner):
            return inner.modules(appTypeModules: appTypeModules)
        case .dictionary(let key, let value):
            return key.modules(appTypeModules: appTypeModules).union(value.modules(appTypeModules: appTypeModules))
        case .tuple(let elements):
            return elements.reduce(into: []) { $0.formUnion($1.modules(appTypeModules: appTypeModules)) }
        }
    }

    /// What the type conforms to, given what each declared name conforms to.
    func conformances(declared: [String: Set<Conformance>]) -> Set<Conformance> {
        switch self {
        case .standard(let name): return StandardTypes.byName[name]?.conformances ?? []
        case .entity(let name), .sectionEnum(let name), .appType(let name): return declared[name] ?? []
        case .unresolved: return Set(Conformance.allCases)
        case .optional(let inner), .array(let inner), .set(let inner):
            return inner.conformances(declared: declared).intersection(Conformance.structural)
        case .dictionary(let key, let value):
            let keys = key.conformances(declared: declared)
            var result = value.conformances(declared: declared).intersection(Conformance.structural)
            for needsKeyToo in [Conformance.sendable, .codable] where !keys.contains(needsKeyToo) {
                result.remove(needsKeyToo)
            }
            return result
        case .tuple(let elements):
            // Tuples conform to no protocol; they are Sendable when every element is.
            let allSendable = elements.allSatisfy { $0.conformances(declared: declared).contains(.sendable) }
            return allSendable ? [.sendable] : []
        }
    }

    /// Every entity this type stores, inline or in a container.
    var storedEntities: [String] {
        switch self {
        case .entity(let name): return [name]
        case .standard, .sectionEnum, .appType, .unresolved: return []
        case .optional(let inner), .array(let inner), .set(let inner): return inner.storedEntities
        case .dictionary(let key, let value): return key.storedEntities + value.storedEntities
        case .tuple(let elements): return elements.flatMap(\.storedEntities)
        }
    }

    /// The entities this type stores inline (not behind an array, set or dictionary, which
    /// keep their elements on the heap): a struct that stores itself this way cannot compile.
    var inlineEntities: [String] {
        switch self {
        case .entity(let name): return [name]
        case .optional(let inner): return inner.inlineEntities
        case .tuple(let elements): return elements.flatMap(\.inlineEntities)
        default: return []
        }
    }
}
