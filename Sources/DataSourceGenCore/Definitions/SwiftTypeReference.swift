/// A parsed Swift type as written in a field declaration (`String`, `[Int]`, `Date?`, `Set<UUID>`).
///
/// Only the shapes a definitions file needs are modelled; the point is to reject text that is not
/// a Swift type at definition time (with the column inside the string) and to know enough about
/// a type to decide conformances without asking the compiler.
public indirect enum SwiftTypeReference: Sendable, Hashable, CustomStringConvertible {
    /// A nominal type: dotted name components and generic arguments (`Swift.Array<Int>`).
    case named([String], arguments: [SwiftTypeReference])
    /// `T?`
    case optional(SwiftTypeReference)
    /// `[T]`
    case array(SwiftTypeReference)
    /// `[K: V]`
    case dictionary(key: SwiftTypeReference, value: SwiftTypeReference)
    /// `(A, B)`; `()` is the empty tuple.
    case tuple([SwiftTypeReference])
    /// `(A) -> B`, possibly `async`/`throws`.
    case function
    /// `any P` or `some P`.
    case existential(SwiftTypeReference)

    /// The type written back in canonical spelling (used in generated code).
    public var description: String {
        switch self {
        case .named(let parts, let arguments):
            let base = parts.joined(separator: ".")
            return arguments.isEmpty ? base : "\(base)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped):
            if case .function = wrapped { return "(\(wrapped))?" }
            return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements): return "(\(elements.map(\.description).joined(separator: ", ")))"
        case .function: return "(...) -> ..."
        case .existential(let inner): return "any \(inner)"
        }
    }

    /// The single name of a plain, non-generic nominal type (`Category`), else `nil`.
    public var simpleName: String? {
        if case .named(let parts, let arguments) = self, parts.count == 1, arguments.isEmpty { return parts[0] }
        return nil
    }

    /// True for `String` and `Swift.String`.
    public var isString: Bool {
        if case .named(let parts, let arguments) = self, arguments.isEmpty {
            return parts == ["String"] || parts == ["Swift", "String"]
        }
        return false
    }

    /// The wrapped type of an optional (`String?` → `String`), else `nil`.
    public var optionalWrapped: SwiftTypeReference? {
        if case .optional(let wrapped) = self { return wrapped }
        if case .named(let parts, let arguments) = self, arguments.count == 1,
            parts == ["Optional"] || parts == ["Swift", "Optional"]
        {
            return arguments[0]
        }
        return nil
    }
}
