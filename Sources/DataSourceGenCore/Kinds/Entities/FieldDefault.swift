/// A field's value as generated code writes it: a default after `=`, a preview's sample, or what a
/// form's condition compares a field with.
indirect enum FieldDefault: Hashable, Sendable {
    /// A Swift literal: an escaped string, a number or a Bool.
    case literal(String)
    /// An app type's `sample`, the definitions' own Swift expression (samples only).
    case appSample(String)
    /// A case of the field's section enum, written `.caseName`.
    case enumCase(String)
    /// `nil`, for an optional.
    case nilValue
    /// `[]`, for an array or a set.
    case emptyCollection
    /// `[:]`, for a dictionary (samples only).
    case emptyDictionary
    /// A collection of one element (samples only).
    case oneElement(FieldDefault)
    /// A Foundation value made by an initializer, `type(label: argument)`: a sample's, or a
    /// default's `Date()` ("now") and `UUID()` ("new").
    case initializer(InitializerCall)
    /// A sample of a generated entity, `Type(field: value, …)` (samples only).
    case entitySample(EntitySample)
}

/// Templates switch on the case (the `FieldValue` partial); a case with a value renders as it.
extension FieldDefault: MustacheEnum {
    static let allCases: [FieldDefault] = [
        .literal(""), .appSample(""), .enumCase(""), .nilValue, .emptyCollection, .emptyDictionary,
        .oneElement(.nilValue),
        .initializer(InitializerCall(type: "")), .entitySample(EntitySample(type: "", fields: [])),
    ]
}

/// A call `type(label: argument)`; without a label, `type(argument)`; without an argument, `type()`.
struct InitializerCall: Hashable, Sendable, ReflectedMustache {
    var type: String
    var label: String?
    /// A Swift literal.
    var argument: String?
}

extension ResolutionContext {
    /// The default `value` gives a field of `type`, or `nil` after reporting one that does not fit
    /// (the fix names what does).
    mutating func fieldDefault(_ value: Located<JSONValue>, type: ResolvedType, path: String) -> FieldDefault? {
        let section = { (typeName: String) in self.sectionsByName.values.first { $0.typeName == typeName } }
        if let fitting = FieldDefault.make(value.value, type: type, section: section) { return fitting }
        error(
            value.location,
            "`\(path).default` does not fit the type `\(type.swiftText)`; write \(FieldDefault.example(for: type))")
        return nil
    }
}

extension ResolvedType {
    /// Whether the type, or a type it contains, names nothing (already reported).
    var isUnresolved: Bool {
        switch self {
        case .unresolved: true
        case .optional(let inner), .array(let inner), .set(let inner): inner.isUnresolved
        case .dictionary(let key, let value): key.isUnresolved || value.isUnresolved
        case .tuple(let elements): elements.contains(where: \.isUnresolved)
        default: false
        }
    }
}

extension FieldDefault {
    /// The default `value` gives a field of `type`, or `nil` when it does not fit; `section` finds a
    /// section enum by its Swift name.
    static func make(_ value: JSONValue, type: ResolvedType, section: (String) -> ResolvedSection?) -> FieldDefault? {
        switch (type, value) {
        case (.optional, .null): return .nilValue
        case (.optional(let wrapped), _): return make(value, type: wrapped, section: section)
        case (.array, .array(let elements)), (.set, .array(let elements)):
            return elements.isEmpty ? .emptyCollection : nil
        case (.standard("String"), .string(let text)): return .literal(SwiftStringLiteral.make(text))
        case (.standard("Bool"), .bool(let flag)): return .literal(flag ? "true" : "false")
        case (.standard("Int"), .number(let number)): return numberLiteral(number, as: "Int").map { .literal($0) }
        case (.standard(let name), .number(let number)) where ["Double", "Float", "TimeInterval"].contains(name):
            return numberLiteral(number, as: name).map { .literal($0) }
        case (.standard(let name), .string(let word)) where madeWords[name] == word:
            return .initializer(InitializerCall(type: name))
        case (.sectionEnum(let name), .string(let text)):
            return section(name)?.cases.first { $0.definition.name.value == text }.map { .enumCase($0.swiftName) }
        default: return nil
        }
    }

    /// The literal `number` is as the standard number type `name`, or `nil` when it does not fit: a
    /// whole number within an integer type's range, or 0 or a normal number of a floating-point
    /// type, since Swift warns on a literal that overflows to infinity or underflows into the
    /// subnormals or to zero. A `Float` is written as the `Float` it is, whose shortest text is
    /// never below `Float`'s range.
    static func numberLiteral(_ number: JSONNumber, as name: String) -> String? {
        let integer = number.intValue
        switch name {
        case "Int", "Int64": return integer.map { "\($0)" }
        case "Int8": return integer.flatMap { Int8(exactly: $0) }.map { "\($0)" }
        case "Int16": return integer.flatMap { Int16(exactly: $0) }.map { "\($0)" }
        case "Int32": return integer.flatMap { Int32(exactly: $0) }.map { "\($0)" }
        case "Float":
            let float = Float(number.doubleValue)
            return number.isZero || float.isNormal ? "\(float)" : nil
        case "Double", "TimeInterval":
            let double = number.doubleValue
            return number.isZero || double.isNormal ? "\(double)" : nil
        default: return nil
        }
    }

    /// The word a default of a Foundation type says to make a value when the instance is made:
    /// the current date, a new identifier.
    static let madeWords = ["Date": "now", "UUID": "new"]

    /// What a default of `type` looks like, for the fix of a mismatch.
    static func example(for type: ResolvedType) -> String {
        switch type {
        case .optional: "null, or a default of the wrapped type"
        case .array, .set: "[] (a default collection is empty)"
        case .standard("String"): "a string"
        case .standard("Bool"): "true or false"
        case .standard("Int"): "a whole number"
        case .standard("Float"): "0 or a number within `Float`'s normal range (about 1.2e-38 to 3.4e38 either way)"
        case .standard("Double"), .standard("TimeInterval"):
            "0 or a number within `Double`'s normal range (about 2.2e-308 to 1.8e308 either way)"
        case .sectionEnum: "the name of one of the enum's cases"
        case .standard("Date"): "\"now\" (`Date()`, when the instance is made), or no default, so the app passes it"
        case .standard("UUID"): "\"new\" (`UUID()`, a new identifier per instance), or no default, so the app passes it"
        default: "no default: a `\(type.swiftText)` cannot be written in JSON, so the app passes it"
        }
    }
}
