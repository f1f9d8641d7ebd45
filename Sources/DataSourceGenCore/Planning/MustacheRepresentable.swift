/// Turns plans into Mustache contexts. Key names here are the template vocabulary documented in
/// `Templates/README.md`; a user's override template can rely on them.
protocol MustacheRepresentable {
    var mustacheValue: MustacheValue { get }
}

extension String: MustacheRepresentable {
    var mustacheValue: MustacheValue { .string(self) }
}

extension Bool: MustacheRepresentable {
    var mustacheValue: MustacheValue { .bool(self) }
}

extension Optional: MustacheRepresentable where Wrapped: MustacheRepresentable {
    var mustacheValue: MustacheValue { map(\.mustacheValue) ?? .null }
}

extension Array: MustacheRepresentable where Element: MustacheRepresentable {
    var mustacheValue: MustacheValue { .listWithPositions(map(\.mustacheValue)) }
}

extension MustacheValue {
    /// A list whose object elements also get `isFirst` and `isLast`, so templates can place
    /// separators (`, `) without the planner writing them.
    static func listWithPositions(_ elements: [MustacheValue]) -> MustacheValue {
        .list(
            elements.enumerated().map { index, element in
                guard case .object(var members) = element else { return element }
                members["isFirst"] = .bool(index == 0)
                members["isLast"] = .bool(index == elements.count - 1)
                return .object(members)
            })
    }
}

/// A name in a list (an import, a conformance), as an object so it gets `isFirst`/`isLast`.
struct NamedItem: Hashable, Sendable, ReflectedMustache {
    var name: String
}
