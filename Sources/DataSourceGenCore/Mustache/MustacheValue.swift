/// The data a Mustache template renders: strings, booleans, lists, objects and null.
///
/// Numbers have no case of their own. Templates only ever print them, so integer and float
/// literals become `.string` holding their decimal text (`85` → `"85"`, `1.210` → `"1.21"`), and
/// the planner decides the exact spelling of any number it emits.
///
/// Truthiness follows the Mustache spec: `false`, `null` and the empty list are falsey; everything
/// else is truthy, including the empty string and the empty object.
package indirect enum MustacheValue: Sendable, Hashable {
    /// Text, inserted verbatim by `{{name}}`; truthy even when empty.
    case string(String)
    /// A flag for `{{#flag}}` / `{{^flag}}` sections; interpolates as `true` or `false`.
    case bool(Bool)
    /// A list: a section renders once per element with the element on top of the context stack.
    case list([MustacheValue])
    /// Named values: a section pushes the object so that its keys resolve as names.
    case object([String: MustacheValue])
    /// No value: falsey, and interpolates as the empty string.
    case null
}

extension MustacheValue {
    /// Whether a section over this value renders (an inverted section renders when it is false).
    var isTruthy: Bool {
        switch self {
        case .bool(let flag): flag
        case .null: false
        case .list(let items): !items.isEmpty
        case .string, .object: true
        }
    }

    /// The size of the value for a render's budget (``MustacheTemplate/renderBudget(for:)``): one
    /// for each value, list and object, and one for each byte of a string's UTF-8.
    var budgetWeight: Int {
        switch self {
        case .string(let text): 1 + text.utf8.count
        case .bool, .null: 1
        case .list(let items): items.reduce(1) { $0 + $1.budgetWeight }
        case .object(let members): members.values.reduce(1) { $0 + $1.budgetWeight }
        }
    }

    /// The text an interpolation tag inserts. Lists and objects have no text of their own (the
    /// spec leaves them undefined), so they insert nothing rather than a debug description that
    /// would leak into generated source.
    var interpolationText: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null, .list, .object: ""
        }
    }
}

extension MustacheValue: ExpressibleByStringLiteral {
    /// A `.string` value.
    package init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    /// A `.bool` value.
    package init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    /// A `.string` holding the integer's decimal text, since templates only print numbers.
    package init(integerLiteral value: Int) {
        self = .string(String(value))
    }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    /// A `.string` holding the shortest decimal text that round-trips the number (`1.210` → `"1.21"`).
    package init(floatLiteral value: Double) {
        self = .string(String(value))
    }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    /// A `.list` value.
    package init(arrayLiteral elements: MustacheValue...) {
        self = .list(elements)
    }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// An `.object` value; a repeated key keeps its last value instead of trapping.
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    /// The `.null` value.
    package init(nilLiteral: ()) {
        self = .null
    }
}
