@_spi(Reflection) import Swift

/// The shapes of the Mustache values ``MustacheReflection`` makes of plan types, derived from the
/// types alone, case for case in the same order: no list of keys is written by hand, so the
/// schema cannot fall behind the plans.
///
/// `String` and `Int` are text, `Bool` a flag, optionals and arrays their wrapped and element
/// shapes, a ``ReflectedMustache`` struct an object of its stored properties (read with the
/// standard library's field reflection, which needs no value), a ``MustacheEnum`` an object of
/// its cases (each value of `allCases` gives its case's name and payload type), a labeled tuple
/// (a payload of several values) an object of its labels, and ``MustacheMembers`` members joined
/// into the object that stores them. Any other type (a custom ``MustacheRepresentable``, which
/// makes its object by hand) is opaque: its names are checked only when rendering. None is today.
struct MustacheSchemaBuilder {
    private var objects: [MustacheSchema.Object] = []
    private var indices: [ObjectIdentifier: Int] = [:]
    /// The types whose shape is opaque, as Swift writes them.
    private(set) var opaqueTypes: [String] = []

    /// The schema of values of `root`, and the types in it whose names are known only when rendering.
    static func schema(of root: Any.Type) -> (schema: MustacheSchema, opaqueTypes: [String]) {
        var builder = MustacheSchemaBuilder()
        let shape = builder.shape(of: root)
        return (MustacheSchema(root: shape, objects: builder.objects), builder.opaqueTypes)
    }

    /// The shape of values of `type`; `isTuple` for a tuple type, which has no protocol to find it by.
    mutating func shape(of type: Any.Type, isTuple: Bool = false) -> MustacheShape {
        if type == String.self || type == Int.self { return .text() }
        if type == Bool.self { return .bool }
        if let optional = type as? any ReflectedOptional.Type { return .optional(shape(of: optional.wrappedType)) }
        if let array = type as? any ReflectedArray.Type { return .list(shape(of: array.elementType)) }
        if let enumType = type as? any MustacheEnum.Type {
            return object(type) { $0.caseMembers(of: enumType) }
        }
        if type is any ReflectedMustache.Type || isTuple {
            return object(type) { $0.fieldMembers(of: type) }
        }
        opaqueTypes.append(String(reflecting: type))
        return .opaque
    }

    /// An object with the members of `base` (an object shape) and `extra`, described as `typeName`.
    mutating func object(_ typeName: String, extending base: MustacheShape, with extra: [String: MustacheShape])
        -> MustacheShape
    {
        var members = extra
        if case .object(let index) = base { members.merge(objects[index].members) { own, _ in own } }
        objects.append(MustacheSchema.Object(typeName: typeName, members: members))
        return .object(objects.count - 1)
    }

    /// The object shape of `type`, its members made once: registered before they are made, so a
    /// type that contains itself refers to its own object.
    private mutating func object(_ type: Any.Type, members: (inout Self) -> [String: MustacheShape]) -> MustacheShape {
        if let index = indices[ObjectIdentifier(type)] { return .object(index) }
        let index = objects.count
        indices[ObjectIdentifier(type)] = index
        objects.append(MustacheSchema.Object(typeName: String(reflecting: type), members: [:]))
        objects[index].members = members(&self)
        return .object(index)
    }

    /// Every case name, holding the case's payload (a labeled tuple for several values).
    private mutating func caseMembers<E: MustacheEnum>(of _: E.Type) -> [String: MustacheShape] {
        var members: [String: MustacheShape] = [:]
        for value in E.allCases {
            let child = Mirror(reflecting: value).children.first
            members[MustacheReflection.caseName(of: value)] = .caseFlag(
                payload: child.map {
                    shape(of: Swift.type(of: $0.value), isTuple: Mirror(reflecting: $0.value).displayStyle == .tuple)
                })
        }
        for (key, fact) in fieldMembers(of: E.MustacheFacts.self) {
            precondition(members[key] == nil, "\(E.self).MustacheFacts names its case \(key)")
            members[key] = fact
        }
        return members
    }

    /// The stored properties of a struct, or the labels of a tuple, by name.
    private mutating func fieldMembers(of type: Any.Type) -> [String: MustacheShape] {
        var fields: [(name: String, type: Any.Type, isTuple: Bool)] = []
        _forEachField(of: type) { name, _, fieldType, kind in
            fields.append((String(cString: name), fieldType, kind == .tuple))
            return true
        }
        var members: [String: MustacheShape] = [:]
        for field in fields {
            if let spliced = field.type as? any MustacheMembers.Type {
                members.merge(spliced.mustacheMemberShapes(in: &self)) { _, spliced in spliced }
            } else {
                members[field.name] = shape(of: field.type, isTuple: field.isTuple)
            }
        }
        return members
    }
}

/// An optional's wrapped type, which reflection of a type (rather than a value) cannot name.
private protocol ReflectedOptional {
    static var wrappedType: Any.Type { get }
}

extension Optional: ReflectedOptional {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// An array's element type, likewise.
private protocol ReflectedArray {
    static var elementType: Any.Type { get }
}

extension Array: ReflectedArray {
    fileprivate static var elementType: Any.Type { Element.self }
}
