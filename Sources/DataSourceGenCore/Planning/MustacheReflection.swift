import Foundation

/// A plan rendered without a key map written by hand: its stored properties are the template's
/// keys, by their Swift names. Declare the conformance and nothing else.
protocol ReflectedMustache: MustacheRepresentable {}

extension ReflectedMustache {
    var mustacheValue: MustacheValue { MustacheReflection.value(of: self) }
}

/// An enum a template switches on, as `{{#kind.array}}…{{/kind.array}}`: every case is a key, true
/// for the value's own case (or its payload) and false for the others, so a misspelt case is an
/// unknown name that strict rendering reports rather than a section that silently never renders.
///
/// A case with a payload renders as its payload (`{{#check.range}}{{minimum}}…{{/check.range}}`):
/// a value as itself, several (or a labeled one) as an object of their labels. Such an enum lists
/// one value of each case in `allCases`, which the compiler cannot synthesize for it.
///
/// Facts every case decides (`TableRowKind.isStateful`) are members beside the cases: the stored
/// properties of ``MustacheFacts``, a ``ReflectedMustache`` struct the case makes, so templates
/// read them through the enum (`kind.isStateful`), no plan stores a copy and no key is spelt by
/// hand.
protocol MustacheEnum: CaseIterable {
    /// The facts beside the case keys; ``NoMustacheFacts`` (the default) for none.
    associatedtype MustacheFacts: ReflectedMustache = NoMustacheFacts
    var mustacheFacts: MustacheFacts { get }
}

extension MustacheEnum where MustacheFacts == NoMustacheFacts {
    var mustacheFacts: NoMustacheFacts { NoMustacheFacts() }
}

/// The facts of a ``MustacheEnum`` that has none beside its cases.
struct NoMustacheFacts: ReflectedMustache {}

/// A value whose members join the object of the plan that stores it, instead of sitting under
/// the property's name: each kind's plans under the kind's key, at the root of the file's context.
protocol MustacheMembers {
    var mustacheMembers: [String: MustacheValue] { get }
    /// The shapes of those members, known from the type alone (``MustacheSchemaBuilder``).
    static func mustacheMemberShapes(in builder: inout MustacheSchemaBuilder) -> [String: MustacheShape]
}

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
                    guard let label = child.label else { continue }
                    if let spliced = child.value as? any MustacheMembers {
                        members.merge(spliced.mustacheMembers) { _, spliced in spliced }
                    } else {
                        members[label] = value(of: child.value)
                    }
                }
                return .object(members)
            }
        case .tuple:
            return payloadObject(mirror)
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

    /// Every case name of the value's type, false, and its own case true, or its payload.
    private static func caseObject<E: MustacheEnum>(_ value: E) -> MustacheValue {
        var members = caseNames.allFalse(E.self)
        let (own, payload) = caseNameAndPayload(of: value)
        precondition(members[own] != nil, "\(E.self).allCases lacks the case \(own): list one value of each case")
        members[own] = payload.map { Self.value(of: $0) } ?? true
        // Most enums have no facts: skip reflecting an empty struct for each of their values.
        guard E.MustacheFacts.self != NoMustacheFacts.self,
            case .object(let facts) = Self.value(of: value.mustacheFacts)
        else { return .object(members) }
        members.merge(facts) { _, fact in fact }
        return .object(members)
    }

    /// The case names of each enum type, reflected once: a file renders thousands of values of a
    /// few types, and naming every case by reflection for each value would be a tenth of
    /// generating.
    private static let caseNames = CaseNames()

    /// A case's name: its payload's label in the enum's mirror, or the case itself without one.
    static func caseName(of value: some MustacheEnum) -> String {
        caseNameAndPayload(of: value).name
    }

    /// A case's name and its payload (`nil` without one), from one reflection of the value.
    private static func caseNameAndPayload(of value: some MustacheEnum) -> (name: String, payload: Any?) {
        guard let payload = Mirror(reflecting: value).children.first else { return (String(describing: value), nil) }
        return (payload.label ?? String(describing: value), payload.value)
    }

    /// A case's payload of several values, or of one with a label, as an object of the labels.
    private static func payloadObject(_ mirror: Mirror) -> MustacheValue {
        var members: [String: MustacheValue] = [:]
        for child in mirror.children {
            guard let label = child.label, !label.hasPrefix(".") else {
                preconditionFailure("a payload reached a template without labels: label each value of the case")
            }
            members[label] = value(of: child.value)
        }
        return .object(members)
    }
}

/// Each ``MustacheEnum`` type's case names, all false, made once per type. Locked: the pipeline
/// may run on several threads at once (the tests run it in parallel).
private final class CaseNames: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [ObjectIdentifier: [String: MustacheValue]] = [:]

    func allFalse<E: MustacheEnum>(_ type: E.Type) -> [String: MustacheValue] {
        lock.lock()
        defer { lock.unlock() }
        if let members = objects[ObjectIdentifier(type)] { return members }
        var members: [String: MustacheValue] = [:]
        for other in E.allCases { members[MustacheReflection.caseName(of: other)] = false }
        objects[ObjectIdentifier(type)] = members
        return members
    }
}
