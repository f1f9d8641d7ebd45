/// A value with its own Mustache form. Plans get theirs from ``ReflectedMustache``, with no key
/// written by hand; leaves (`String`, optionals of them) conform directly. The keys are the
/// template vocabulary of `Templates/README.md`, which a user's override template can rely on.
///
/// A conformance of another kind, building its object by hand, has no keys the name check can
/// know before rendering (``MustacheSchemaBuilder`` makes it opaque, and a test fails on one in
/// ``FilePlan``): give the value stored properties and ``ReflectedMustache`` instead.
protocol MustacheRepresentable {
    var mustacheValue: MustacheValue { get }
}

extension String: MustacheRepresentable {
    var mustacheValue: MustacheValue { .string(self) }
}

extension Optional: MustacheRepresentable where Wrapped: MustacheRepresentable {
    var mustacheValue: MustacheValue { map(\.mustacheValue) ?? .null }
}

/// A name in a list (an import, a conformance), as an object so it gets `isFirst`/`isLast`.
struct NamedItem: Hashable, Sendable, ReflectedMustache {
    var name: String
}
