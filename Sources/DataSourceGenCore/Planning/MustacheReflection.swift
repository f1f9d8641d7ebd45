/// A plan rendered without a key map written by hand: its stored properties are the template's
/// keys, by their Swift names. Declare the conformance and nothing else.
protocol ReflectedMustache: MustacheRepresentable {}

extension ReflectedMustache {
    var mustacheValue: MustacheValue { MustacheReflection.value(of: self) }
}

/// An enum a template switches on, as `{{#kind.array}}…{{/kind.array}}`: every case is a key, true
/// for the value's own case (or its payload) and false for the others, so a misspelt case is an
/// unknown name that strict rendering reports rather than a section that silently never renders.
protocol MustacheEnum: CaseIterable {}

/// How plan values become Mustache values: structs are objects of their stored properties, enums
/// (``MustacheEnum``) objects of their cases, optionals null when absent, arrays lists, numbers
/// their decimal text; a value with a ``MustacheRepresentable`` conformance of its own keeps it.
enum MustacheReflection {
    static func value(of subject: Any) -> MustacheValue {
        // Concrete types first: they are most of a plan, and a cast to a concrete type is far
        // cheaper than one to a protocol (a 10,000-picker file renders about a million values).
        switch subject {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .string(String(number))
        default: break
        }
        let mirror = Mirror(reflecting: subject)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { value(of: $0.value) } ?? .null
        case .collection:
            return listWithPositions(mirror.children.map { value(of: $0.value) })
        case .enum:
            if let value = subject as? any MustacheEnum { return caseObject(value) }
        case .struct:
            if subject is any ReflectedMustache {
                var members: [String: MustacheValue] = [:]
                for child in mirror.children {
                    if let label = child.label { members[label] = value(of: child.value) }
                }
                return .object(members)
            }
        default: break
        }
        if let representable = subject as? any MustacheRepresentable { return representable.mustacheValue }
        preconditionFailure("\(type(of: subject)) reached a template with no Mustache form: make it ReflectedMustache")
    }

    /// A list whose object elements also get `isFirst` and `isLast`, so templates can place
    /// separators (`, `) without the planner writing them.
    private static func listWithPositions(_ elements: [MustacheValue]) -> MustacheValue {
        .list(
            elements.enumerated().map { index, element in
                guard case .object(var members) = element else { return element }
                members["isFirst"] = .bool(index == 0)
                members["isLast"] = .bool(index == elements.count - 1)
                return .object(members)
            })
    }

    /// Every case name of the value's type, false, and its own case true.
    private static func caseObject<E: MustacheEnum>(_ value: E) -> MustacheValue {
        var members: [String: MustacheValue] = [:]
        for other in E.allCases { members[String(describing: other)] = false }
        members[String(describing: value)] = true
        return .object(members)
    }
}
