/// What a template can find in a value, known before any value exists: which names an object has
/// and what each one holds. It lets every tag of a template be checked, in branches that render
/// and in those that do not (``MustacheNameCheck``).
indirect enum MustacheShape: Sendable, Hashable {
    /// Text (a string or a number); `constant` when it is the same text in every value, such as
    /// the template a kind's plans render with, which a dynamic partial can then follow.
    case text(constant: String? = nil)
    case bool
    /// `null`, or a value of the wrapped shape.
    case optional(MustacheShape)
    /// A list of values of the element's shape; elements that are objects also get `isFirst` and
    /// `isLast`.
    case list(MustacheShape)
    /// An object: the members of ``MustacheSchema/objects`` at this index. Objects are referred to
    /// by index so that a type containing itself (a value made of values) has a finite shape.
    case object(Int)
    /// An enum case's key: `false`, or its payload (`nil` for a case without one, which is `true`).
    case caseFlag(payload: MustacheShape?)
    /// One of several shapes (every kind's plans in one list): a template is checked against each.
    case oneOf([MustacheShape])
    /// Members not known before rendering: any name resolves in it.
    case opaque
}

/// The shapes of a render context: its root, and every object any value in it can be.
struct MustacheSchema: Sendable {
    /// One kind of object: the type it comes from, for messages, and its members by name.
    struct Object: Sendable, Hashable {
        var typeName: String
        var members: [String: MustacheShape]
    }

    /// The shape of the bottom of the context stack.
    var root: MustacheShape
    /// The objects ``MustacheShape/object(_:)`` refers to, by index.
    var objects: [Object]

    /// The names a value of `shape` has, for suggesting one in place of a misspelt name: an
    /// object's members, through optionals, enum payloads and each alternative.
    func memberNames(of shape: MustacheShape) -> [String] {
        switch shape {
        case .object(let index): return objects[index].members.keys.sorted()
        case .optional(let wrapped): return memberNames(of: wrapped)
        case .caseFlag(let payload): return payload.map { memberNames(of: $0) } ?? []
        case .oneOf(let alternatives): return alternatives.flatMap { memberNames(of: $0) }
        case .text, .bool, .list, .opaque: return []
        }
    }

    /// The shape of member `name` of a value of `shape`; nil when no such value has it.
    ///
    /// Lenient where rendering can fail for some values only: through an optional or an enum
    /// case, a dotted name is checked against the value that is present (the render-time check
    /// still reports a name that meets `null`).
    func member(_ name: String, of shape: MustacheShape) -> MustacheShape? {
        switch shape {
        case .object(let index): return objects[index].members[name]
        case .optional(let wrapped): return member(name, of: wrapped)
        case .caseFlag(let payload): return payload.flatMap { member(name, of: $0) }
        case .opaque: return .opaque
        case .oneOf(let alternatives):
            var found: [MustacheShape] = []
            for alternative in alternatives {
                guard let shape = member(name, of: alternative) else { return nil }
                if !found.contains(shape) { found.append(shape) }
            }
            return found.count == 1 ? found[0] : .oneOf(found)
        case .text, .bool, .list: return nil
        }
    }

    /// The values a section over a value of `shape` pushes onto the context stack, one
    /// alternative each: the value itself, a list's elements, what an optional or an enum case
    /// holds (`true` for a case without a payload).
    func sectionFrames(over shape: MustacheShape) -> [MustacheFrame] {
        switch shape {
        case .optional(let wrapped): sectionFrames(over: wrapped)
        case .caseFlag(let payload): payload.map { sectionFrames(over: $0) } ?? [MustacheFrame(.bool)]
        case .oneOf(let alternatives): alternatives.flatMap { sectionFrames(over: $0) }
        case .list(let element): frames(of: element, positioned: true)
        case .text, .bool, .object, .opaque: frames(of: shape, positioned: false)
        }
    }

    /// The frames a value of `shape` is, pushed as it is; a list's elements are `positioned`.
    private func frames(of shape: MustacheShape, positioned: Bool) -> [MustacheFrame] {
        switch shape {
        case .optional(let wrapped): frames(of: wrapped, positioned: positioned)
        case .oneOf(let alternatives): alternatives.flatMap { frames(of: $0, positioned: positioned) }
        case .object: [MustacheFrame(shape, positioned: positioned)]
        case .text, .bool, .list, .caseFlag, .opaque: [MustacheFrame(shape)]
        }
    }
}

/// One value on the context stack, as far as names go: its shape, and whether it is an object of
/// a list, which also has `isFirst` and `isLast`.
struct MustacheFrame: Sendable, Hashable {
    var shape: MustacheShape
    var positioned = false

    init(_ shape: MustacheShape, positioned: Bool = false) {
        self.shape = shape
        self.positioned = positioned
    }

    /// The shape of the frame's member `name`, nil when it has none (a frame that is no object
    /// has no members, and a name looked up through the stack passes it).
    func member(_ name: String, in schema: MustacheSchema) -> MustacheShape? {
        switch shape {
        case .object(let index):
            if positioned, name == "isFirst" || name == "isLast" { return .bool }
            return schema.objects[index].members[name]
        case .opaque: return .opaque
        default: return nil
        }
    }
}
