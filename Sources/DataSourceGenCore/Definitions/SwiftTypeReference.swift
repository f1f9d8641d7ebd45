/// A parsed Swift type as written in a definitions file (`String`, `[Int]`, `Date?`, `Set<UUID>`).
///
/// Only the shapes a definitions file needs are modelled. Names keep the 0-based scalar offset at
/// which they were written, so resolution can point at the exact column of an unknown name.
package indirect enum SwiftTypeReference: Sendable, Hashable, CustomStringConvertible {
    /// A nominal type: dotted name components and generic arguments (`Swift.Array<Int>`).
    case named([String], arguments: [SwiftTypeReference], offset: Int)
    /// `T?`
    case optional(SwiftTypeReference)
    /// `[T]`
    case array(SwiftTypeReference)
    /// `[K: V]`
    case dictionary(key: SwiftTypeReference, value: SwiftTypeReference)
    /// `(A, B)`; `()` is the empty tuple.
    case tuple([SwiftTypeReference])
    /// `(A) -> B`, possibly `async`/`throws`; parsed only to be refused with a clear message.
    case function(offset: Int)
    /// `any P` or `some P`; parsed only to be refused with a clear message.
    case existential(SwiftTypeReference, offset: Int)

    /// The type written back in canonical spelling.
    package var description: String {
        switch self {
        case .named(let parts, let arguments, _):
            let base = parts.joined(separator: ".")
            return arguments.isEmpty ? base : "\(base)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped):
            if case .function = wrapped { return "(\(wrapped))?" }
            return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements): return "(\(elements.map(\.description).joined(separator: ", ")))"
        case .function: return "(...) -> ..."
        case .existential(let inner, _): return "any \(inner)"
        }
    }
}
